import { useEffect, useState } from "react"
import { css, cx } from "styled-system/css"

const side = css({
  w: "8",
  h: "8",
  display: "grid",
  placeItems: "center",
  bg: "bg.subtle",
  color: "fg.default",
  fontSize: "md",
  cursor: "pointer",
  _hover: { color: "accent.text" },
  _disabled: { color: "fg.subtle", cursor: "not-allowed" },
  _focusVisible: { outline: "2px solid", outlineColor: "accent.solid", outlineOffset: "-2px" },
})

/**
 * 数量: − [n] +, between 1 and `max` (the SKU's stock, at most 99). Typing a number is kept
 * within the range when the field is left or Enter is pressed.
 */
export function QuantityStepper({
  value,
  max,
  onChange,
  label = "购买数量",
  disabled = false,
  size = "md",
}: {
  readonly value: number
  readonly max: number
  readonly onChange: (quantity: number) => void
  readonly label?: string
  readonly disabled?: boolean
  readonly size?: "sm" | "md"
}) {
  const [text, setText] = useState(String(value))
  useEffect(() => setText(String(value)), [value])
  const commit = () => {
    const n = Number.parseInt(text, 10)
    if (!Number.isFinite(n) || n === value) return setText(String(value))
    onChange(Math.max(1, Math.min(max, n)))
  }
  return (
    <div role="group" aria-label={label} className={css({ display: "inline-flex", borderWidth: "1px", borderColor: "border.default", borderRadius: "md", overflow: "hidden", h: size === "sm" ? "7" : "8" })}>
      <button type="button" className={side} aria-label={`减少${label}`} disabled={disabled || value <= 1} onClick={() => onChange(value - 1)}>
        −
      </button>
      <input
        type="text"
        inputMode="numeric"
        aria-label={label}
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value.replace(/\D/g, "").slice(0, 2))}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === "Enter") commit()
          if (e.key === "ArrowUp" && value < max) {
            e.preventDefault()
            onChange(value + 1)
          }
          if (e.key === "ArrowDown" && value > 1) {
            e.preventDefault()
            onChange(value - 1)
          }
        }}
        className={cx(css({ w: "11", textAlign: "center", borderXWidth: "1px", borderColor: "border.default", fontSize: "sm", fontVariantNumeric: "tabular-nums", bg: "bg.surface", outline: "none", _focus: { bg: "accent.subtle" } }))}
      />
      <button type="button" className={side} aria-label={`增加${label}`} disabled={disabled || value >= max} onClick={() => onChange(value + 1)}>
        +
      </button>
    </div>
  )
}
