import { useState } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { button, tag } from "styled-system/recipes"
import { SHOP_CANCEL_MESSAGES, SHOP_STATUS_LABELS } from "../../domain/member/account-cancel.ts"
import { StandaloneFrame } from "../app/layout/standalone-frame.tsx"
import type { PageProps } from "../app/page-registry.ts"
import { useCall } from "../app/use-call.ts"
import { AccountPanel } from "../components/account-frame/account-frame.tsx"
import { ConfirmDialog } from "../components/confirm-dialog.tsx"
import { useResource } from "../app/use-resource.ts"
import { useSession } from "../session/index.ts"
import { CheckLabel } from "../components/check-label.tsx"
import { LoadStates } from "../components/list-states.tsx"
import { DetailList } from "./member-parts.tsx"
import { formatTime } from "../components/time-format.ts"

/**
 * /account/shopCancel and /smallShop/cancel: the member's shop, its state
 * (GET /api/memberShop/center/queryApplyStatus) and closing it after the agreement
 * (GET /api/memberShop/account/cancel_shop).
 */
export default function ShopCancelPage({ route }: PageProps) {
  const session = useSession()
  const status = useResource("shopApplyStatus")
  const [agreed, setAgreed] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const cancel = useCall("shopCancel", {
    success: SHOP_CANCEL_MESSAGES.done,
    onDone: () => {
      status.reload()
      session.refresh()
    },
    onFailed: () => status.reload(),
  })
  const data = status.shown
  return (
    <StandaloneFrame title={route.title}>
      <AccountPanel title="店铺注销">
        <LoadStates of={status} compact />
        {data && (
          <div className={css({ display: "grid", gap: "4" })}>
            <DetailList>
              <dt>店铺名称</dt>
              <dd>{data.shopName ?? "—"}</dd>
              <dt>店铺状态</dt>
              <dd>
                <span className={tag({ tone: data.status === "approved" ? "success" : data.status === "pending" ? "warning" : "neutral" })}>
                  {SHOP_STATUS_LABELS[data.status]}
                </span>
              </dd>
              {data.applyTime && (
                <>
                  <dt>申请时间</dt>
                  <dd>{formatTime(data.applyTime)}</dd>
                </>
              )}
            </DetailList>
            {data.blocker ? (
              <p className={css({ fontSize: "sm", color: "fg.muted" })}>{data.blocker}</p>
            ) : (
              <>
                <p className={css({ fontSize: "sm", color: "fg.muted" })}>
                  注销后店铺关闭，商品全部下架，店铺服务费不予退还；账号本身不受影响。
                </p>
                <CheckLabel checked={agreed} onChange={setAgreed}>
                  <span>
                    我已阅读并同意
                    <a href="/announce/cancel_shop_account_agreement" target="_blank" rel="noopener" className={css({ color: "fg.link" })}>
                      《店铺注销协议》
                    </a>
                  </span>
                </CheckLabel>
                <div>
                  <button type="button" className={button({ variant: "danger" })} disabled={!agreed} onClick={() => setConfirming(true)}>
                    注销店铺
                  </button>
                </div>
              </>
            )}
            <Link href="/account/center" className={css({ fontSize: "sm", color: "fg.link" })}>
              返回个人中心
            </Link>
          </div>
        )}
      </AccountPanel>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="注销店铺"
        message={SHOP_CANCEL_MESSAGES.confirm}
        tone="danger"
        onConfirm={() => cancel.send({ query: { agree: "true" } })}
      />
    </StandaloneFrame>
  )
}
