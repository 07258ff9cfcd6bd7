import type { ReactNode } from "react"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"

/** The record a back-office editor opens: `id` null for a new one. */
export interface Editing<I> {
  readonly id: number | null
  readonly input: I
}

/** The card form of a back-office editor: heading, fields, the problem (role alert), 取消 and the submit button. */
export function EditorForm({
  label,
  heading = label,
  error,
  busy,
  submitLabel,
  onSubmit,
  onClose,
  children,
}: {
  readonly label: string
  readonly heading?: string
  readonly error: string | null
  readonly busy: boolean
  readonly submitLabel: ReactNode
  readonly onSubmit: () => void
  readonly onClose: () => void
  readonly children: ReactNode
}) {
  return (
    <form
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault()
        onSubmit()
      }}
      className={css({ display: "grid", gap: "4", bg: "bg.surface", borderRadius: "lg", boxShadow: "card", p: { base: "4", md: "6" } })}
    >
      <h2 className={css({ fontSize: "lg", fontWeight: "semibold" })}>{heading}</h2>
      {children}
      {error && (
        <p role="alert" className={css({ color: "danger.text", fontSize: "sm" })}>
          {error}
        </p>
      )}
      <div className={css({ display: "flex", gap: "2", justifyContent: "flex-end" })}>
        <button type="button" className={button({ variant: "outline" })} onClick={onClose}>
          取消
        </button>
        <button type="submit" className={button()} disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  )
}
