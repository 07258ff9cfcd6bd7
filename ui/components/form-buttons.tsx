import type { ReactNode } from "react"
import { css, cx } from "styled-system/css"
import { button } from "styled-system/recipes"

const rowClass = css({ display: "flex", justifyContent: "flex-end", gap: "3" })

/**
 * The closing row of a form in a dialog, on the right: 取消, which leaves without sending, and the
 * form's `SubmitButton` (`children`).
 */
export function FormButtons({
  onCancel,
  busy,
  busyText,
  danger = false,
  disabled = false,
  lockCancel = false,
  className,
  children,
}: {
  readonly onCancel: () => void
  readonly busy: boolean
  /** The submit button's text while the form is sent (正在保存…). */
  readonly busyText?: string
  readonly danger?: boolean
  /** Keeps the submit button disabled besides while busy (a form already done). */
  readonly disabled?: boolean
  /** Disables 取消 too while the form is sent, when leaving then would hide the outcome. */
  readonly lockCancel?: boolean
  readonly className?: string
  readonly children: ReactNode
}) {
  return (
    <div className={cx(rowClass, className)}>
      <button type="button" className={button({ variant: "plain" })} disabled={lockCancel && busy} onClick={onCancel}>
        取消
      </button>
      <SubmitButton busy={busy} busyText={busyText} danger={danger} disabled={disabled}>
        {children}
      </SubmitButton>
    </div>
  )
}

const wideClass = css({ w: "full" })

/**
 * A form's submit button (`children`), disabled and marked loading while the form is sent, with
 * `busyText` then if given; `wide` fills the form's width (the sign-in and sign-up forms).
 */
export function SubmitButton({
  busy,
  busyText,
  danger = false,
  disabled = false,
  size,
  wide = false,
  children,
}: {
  readonly busy: boolean
  readonly busyText?: string
  readonly danger?: boolean
  readonly disabled?: boolean
  readonly size?: "lg"
  readonly wide?: boolean
  readonly children: ReactNode
}) {
  return (
    <button type="submit" className={cx(button({ variant: danger ? "danger" : "solid", size }), wide && wideClass)} disabled={busy || disabled} data-loading={busy ? "" : undefined}>
      {busy && busyText !== undefined ? busyText : children}
    </button>
  )
}
