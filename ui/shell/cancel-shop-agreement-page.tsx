import { Link } from "wouter"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { PAGE_ADVERT_KEYS } from "../../domain/shell/page-adverts.ts"
import { StandaloneFrame } from "../app/layout/standalone-frame.tsx"
import type { PageProps } from "../app/page-registry.ts"
import { AdvertArticle } from "../components/advert-article.tsx"

/** /announce/cancel_shop_account_agreement: the agreement, then the way to the shop cancellation. */
export default function CancelShopAgreementPage({ route }: PageProps) {
  return (
    <StandaloneFrame title={route.title}>
      <AdvertArticle
        advertKey={PAGE_ADVERT_KEYS.cancelShopAgreement}
        title={route.title}
        footer={
          <div className={css({ display: "flex", justifyContent: "center", flexWrap: "wrap", gap: "3", mt: "8", pt: "6", borderTopWidth: "1px", borderColor: "border.subtle" })}>
            <button type="button" className={button({ variant: "plain" })} onClick={() => history.back()}>
              返回
            </button>
            <Link href="/account/shopCancel" className={button({ variant: "danger" })}>
              我已阅读并同意，申请注销店铺
            </Link>
          </div>
        }
      />
    </StandaloneFrame>
  )
}
