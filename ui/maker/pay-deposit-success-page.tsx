import { Link } from "wouter"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import type { PageProps } from "../app/page-registry.ts"
import { StandaloneFrame } from "../app/layout/standalone-frame.tsx"

/** /micro/payDepositSuccess: the deposit is paid; the application waits for review. */
export default function PayDepositSuccessPage({ route }: PageProps) {
  return (
    <StandaloneFrame title={route.title}>
      <section className={css({ bg: "bg.surface", borderRadius: "xl", boxShadow: "card", p: { base: "5", md: "8" }, display: "grid", gap: "4", justifyItems: "center", textAlign: "center" })}>
        <h1 className={css({ fontSize: "xl", fontWeight: "bold", color: "success.text" })}>保证金缴纳成功</h1>
        <p>您的创客申请已进入审核，审核结果会以消息通知您，通常在 1 到 3 个工作日内完成。</p>
        <div className={css({ display: "flex", gap: "3" })}>
          <Link href="/micro/join" className={button()}>
            查看申请状态
          </Link>
          <Link href="/micro/home" className={button({ variant: "outline" })}>
            去看创客视频
          </Link>
        </div>
      </section>
    </StandaloneFrame>
  )
}
