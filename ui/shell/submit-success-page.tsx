import { Link } from "wouter"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { StandaloneFrame } from "../app/layout/standalone-frame.tsx"
import type { PageProps } from "../app/page-registry.ts"

/** /announce/success: where a submitted application or feedback lands. */
export default function SubmitSuccessPage({ route }: PageProps) {
  return (
    <StandaloneFrame title={route.title}>
      <section className={css({ bg: "bg.surface", borderRadius: "xl", boxShadow: "card", py: { base: "12", md: "16" }, px: "6", textAlign: "center" })}>
        <span aria-hidden="true" className={css({ display: "inline-grid", placeItems: "center", w: "20", h: "20", borderRadius: "full", bg: "success.subtle", color: "success.text" })}>
          <svg width="44" height="44" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
            <path d="m5 12.5 4.5 4.5L19 7.5" />
          </svg>
        </span>
        <h1 className={css({ fontSize: "2xl", fontWeight: "bold", mt: "5" })}>提交成功</h1>
        <p className={css({ color: "fg.muted", mt: "2", maxW: "md", mx: "auto" })}>
          我们已收到您提交的信息，工作人员将在 1-3 个工作日内处理，处理结果会通过站内消息和短信通知您。
        </p>
        <div className={css({ display: "flex", justifyContent: "center", flexWrap: "wrap", gap: "3", mt: "8" })}>
          <Link href="/" className={button()}>
            返回首页
          </Link>
          <Link href="/account/message" className={button({ variant: "outline" })}>
            查看我的消息
          </Link>
        </div>
      </section>
    </StandaloneFrame>
  )
}
