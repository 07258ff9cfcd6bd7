import { useMachine } from "../app/flow-hooks.ts"
import { useEffect, useId, useRef, type ReactNode } from "react"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { PAY_PASSWORD_LENGTH } from "../../domain/core/constants.ts"
import { payPasswordEntryMachine } from "../../machines/wallet/pay-password-entry.machine.ts"

export interface PayPasswordInputProps {
  /** Called with the six digits when the member submits (Enter or the button). */
  readonly onSubmit: (password: string) => void
  /** The heading above the boxes. */
  readonly label?: string
  /** A message from the owner (wrong password, lock), shown under the boxes. */
  readonly error?: string | null
  /** Changing it clears the boxes for another try (after a wrong password). */
  readonly resetKey?: number | string
  readonly submitText?: string
  readonly busy?: boolean
  readonly disabled?: boolean
  readonly autoFocus?: boolean
  /** Shown beside the button (e.g. a 取消 link). */
  readonly extra?: ReactNode
}

const box = css({
  w: { base: "10", sm: "11" },
  h: { base: "11", sm: "12" },
  textAlign: "center",
  fontSize: "xl",
  fontWeight: "bold",
  borderWidth: "1px",
  borderColor: "border.default",
  bg: "bg.surface",
  color: "fg.default",
  outline: "none",
  caretColor: "transparent",
  "&:first-of-type": { borderTopLeftRadius: "md", borderBottomLeftRadius: "md" },
  "&:last-of-type": { borderTopRightRadius: "md", borderBottomRightRadius: "md" },
  "& + &": { borderLeftWidth: "0" },
  _focus: { borderColor: "accent.solid", boxShadow: "inset 0 0 0 1px token(colors.accent.solid)" },
  "&[data-filled]": { bg: "bg.subtle" },
  _disabled: { bg: "bg.muted", cursor: "not-allowed" },
})

/**
 * The six-box payment password entry (spec 1 §5): only digits fill the boxes, other keys are
 * rejected, Backspace moves back, Enter submits; the focus follows the next empty box.
 */
export function PayPasswordInput({
  onSubmit,
  label = "请输入6位支付密码",
  error = null,
  resetKey,
  submitText = "确认支付",
  busy = false,
  disabled = false,
  autoFocus = true,
  extra,
}: PayPasswordInputProps) {
  const [snapshot, send] = useMachine(payPasswordEntryMachine)
  const { digits, error: entryError, rejected } = snapshot.context
  const boxes = useRef<Array<HTMLInputElement | null>>([])
  const hintId = useId()
  const labelId = useId()
  const submitted = snapshot.matches("submitted")
  const active = Math.min(digits.length, PAY_PASSWORD_LENGTH - 1)

  const latestSubmit = useRef(onSubmit)
  latestSubmit.current = onSubmit
  useEffect(() => {
    if (submitted) latestSubmit.current(digits)
  }, [submitted, digits])

  const firstReset = useRef(resetKey)
  useEffect(() => {
    if (resetKey === firstReset.current) return
    firstReset.current = resetKey
    send({ type: "pin.reset" })
  }, [resetKey, send])

  useEffect(() => {
    if (disabled || busy || submitted) return
    if (!autoFocus && document.activeElement && !boxes.current.includes(document.activeElement as HTMLInputElement)) return
    boxes.current[active]?.focus()
  }, [active, disabled, busy, submitted, autoFocus])

  const message = error ?? entryError
  return (
    <div className={css({ display: "grid", gap: "3" })}>
      <p id={labelId} className={css({ fontSize: "sm", color: "fg.muted" })}>
        {label}
      </p>
      <div role="group" aria-labelledby={labelId} aria-describedby={hintId} className={css({ display: "flex" })}>
        {Array.from({ length: PAY_PASSWORD_LENGTH }, (_, i) => (
          <input
            key={i}
            ref={(el) => {
              boxes.current[i] = el
            }}
            className={box}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={1}
            aria-label={`支付密码第${i + 1}位`}
            aria-invalid={message ? true : undefined}
            data-filled={i < digits.length ? "" : undefined}
            disabled={disabled || busy}
            value={digits[i] ?? ""}
            onFocus={() => {
              if (i !== active) boxes.current[active]?.focus()
            }}
            onKeyDown={(e) => {
              if (e.key === "Tab" || e.metaKey || e.ctrlKey) return
              // Virtual keyboards may not name the key: the change event brings the digit then.
              if (e.key === "Unidentified" || e.key === "Process") return
              e.preventDefault()
              send({ type: "pin.key", key: e.key })
            }}
            onChange={(e) => {
              for (const key of e.target.value.replace(digits[i] ?? "", "")) send({ type: "pin.key", key })
            }}
            onPaste={(e) => {
              e.preventDefault()
              send({ type: "pin.paste", text: e.clipboardData.getData("text") })
            }}
          />
        ))}
      </div>
      <p id={hintId} aria-live="polite" className={css({ minH: "5", fontSize: "sm", color: message ? "danger.text" : "fg.subtle" })}>
        {message ?? (rejected > 0 ? "支付密码只能输入数字" : "")}
      </p>
      <div className={css({ display: "flex", alignItems: "center", gap: "3", flexWrap: "wrap" })}>
        <button
          type="button"
          className={button({ size: "lg" })}
          disabled={disabled || busy || submitted}
          data-loading={busy ? "" : undefined}
          onClick={() => send({ type: "pin.key", key: "Enter" })}
        >
          {busy ? "正在支付…" : submitText}
        </button>
        {extra}
      </div>
    </div>
  )
}
