import { css } from "styled-system/css"

/** The large code and drawing of the error pages (404, 401). */
export function StatusIllustration({ code }: { readonly code: string }) {
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
