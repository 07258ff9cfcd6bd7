import type { ReactNode } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { StandaloneFrame } from "../app/layout/standalone-frame.tsx"

/** The large code and drawing of the error pages (404, 401). */
function StatusIllustration({ code }: { readonly code: string }) {
  return (
    <div aria-hidden="true" className={css({ position: "relative", w: "64", h: "40", mx: "auto" })}>
      <svg viewBox="0 0 256 160" width="256" height="160" className={css({ position: "absolute", inset: "0" })}>
        <ellipse cx="128" cy="146" rx="96" ry="10" fill="#e6eeec" />
        <circle cx="48" cy="40" r="18" fill="#c9f4ea" />
        <circle cx="214" cy="58" r="10" fill="#ffded5" />
        <path d="M196 120c10-24 30-30 44-28-4 16-20 30-44 28z" fill="#94e6d4" />
        <path d="M60 124c-8-20-26-26-38-24 4 14 18 26 38 24z" fill="#5cd1ba" />
      </svg>
      <p className={css({ position: "absolute", inset: "0", display: "grid", placeItems: "center", fontSize: "7xl", fontWeight: "black", color: "accent.solid", letterSpacing: "tight", lineHeight: "1" })}>
        {code}
      </p>
    </div>
  )
}

/**
 * An error page (404 页面不存在, 401 没有访问权限): the code's drawing, the title and what happened,
 * then 返回首页 and 返回上一页 with the page's own ways on (`actions`), and anything below them.
 */
export function StatusPage({ code, title, message, actions, children }: { readonly code: string; readonly title: string; readonly message: string; readonly actions?: ReactNode; readonly children?: ReactNode }) {
  return (
    <StandaloneFrame title={title}>
      <section className={css({ bg: "bg.surface", borderRadius: "xl", boxShadow: "card", py: { base: "10", md: "16" }, px: "6", textAlign: "center" })}>
        <StatusIllustration code={code} />
        <h1 className={css({ fontSize: "xl", fontWeight: "bold", mt: "6" })}>{title}</h1>
        <p className={css({ color: "fg.muted", mt: "2" })}>{message}</p>
        <div className={css({ display: "flex", justifyContent: "center", flexWrap: "wrap", gap: "3", mt: "6" })}>
          <Link href="/" className={button()}>
            返回首页
          </Link>
          <button type="button" className={button({ variant: "plain" })} onClick={() => history.back()}>
            返回上一页
          </button>
          {actions}
        </div>
        {children}
      </section>
    </StandaloneFrame>
  )
}
