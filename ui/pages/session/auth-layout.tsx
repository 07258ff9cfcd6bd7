import type { ReactNode } from "react"
import { css } from "styled-system/css"
import { Link } from "wouter"

export const SITE_TITLE = "悦享健康美丽网"

/** The standalone frame of the sign-in pages: brand bar, a centred card, a copyright line. */
export function AuthLayout({ title, children, aside }: { readonly title: string; readonly children: ReactNode; readonly aside?: ReactNode }) {
  return (
    <div className={css({ minH: "100vh", display: "flex", flexDir: "column", bg: "bg.canvas" })}>
      <header className={css({ bg: "bg.surface", borderBottomWidth: "1px", borderColor: "border.subtle" })}>
        <div className={css({ maxW: "5xl", mx: "auto", px: "4", h: "16", display: "flex", alignItems: "center", gap: "3" })}>
          <Link href="/" className={css({ fontSize: "xl", fontWeight: "bold", color: "accent.text" })}>
            {SITE_TITLE}
          </Link>
          <span aria-hidden="true" className={css({ w: "1px", h: "5", bg: "border.default" })} />
          <span className={css({ fontSize: "lg", color: "fg.muted" })}>{title}</span>
        </div>
      </header>
      <main
        className={css({
          flex: "1",
          w: "full",
          maxW: "5xl",
          mx: "auto",
          px: { base: "3", md: "4" },
          py: { base: "6", md: "12" },
          display: "flex",
          gap: "10",
          alignItems: "flex-start",
          justifyContent: "center",
        })}
      >
        {aside && (
          <aside className={css({ display: { base: "none", lg: "flex" }, flexDir: "column", gap: "4", flex: "1", pt: "10", color: "fg.muted" })}>{aside}</aside>
        )}
        <section
          aria-labelledby="auth-title"
          className={css({ w: "full", maxW: "md", bg: "bg.surface", borderRadius: "lg", boxShadow: "md", p: { base: "5", md: "8" } })}
        >
          <h1 id="auth-title" className={css({ fontSize: "2xl", fontWeight: "bold", mb: "5" })}>
            {title}
          </h1>
          {children}
        </section>
      </main>
      <footer className={css({ textAlign: "center", fontSize: "xs", color: "fg.subtle", py: "6" })}>
        © {new Date().getFullYear()} 北京悦享健康科技有限公司 版权所有
      </footer>
    </div>
  )
}

export const fieldClass = css({ display: "flex", flexDir: "column", gap: "1", mb: "4" })
export const labelClass = css({ fontSize: "sm", fontWeight: "medium", color: "fg.default" })
export const errorClass = css({ fontSize: "xs", color: "danger.text" })
export const formErrorClass = css({ bg: "danger.subtle", color: "danger.text", fontSize: "sm", borderRadius: "md", px: "3", py: "2", mb: "4" })

/** A labelled input with its messages below it. */
export function Field({
  id,
  label,
  errors,
  children,
}: {
  readonly id: string
  readonly label: string
  readonly errors?: ReadonlyArray<string> | undefined
  readonly children: ReactNode
}) {
  return (
    <div className={fieldClass}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
      {errors?.map((message) => (
        <span key={message} id={`${id}-error`} className={errorClass}>
          {message}
        </span>
      ))}
    </div>
  )
}
