import { cloneElement, isValidElement, type ReactElement, type ReactNode } from "react"
import { css } from "styled-system/css"

export interface FormFieldProps {
  /** Id of the control; the label points at it and its messages describe it. */
  readonly id: string
  readonly label: ReactNode
  /** The rule messages of the field, shown under it in red. */
  readonly errors?: ReadonlyArray<string> | undefined
  readonly hint?: ReactNode
  readonly required?: boolean
  /** The control: its aria-invalid and aria-describedby are set from the messages. */
  readonly children: ReactNode
}

/** A labelled form control with its messages (every message of the rule, spec 1 §5). */
export function FormField({ id, label, errors, hint, required = false, children }: FormFieldProps) {
  const messages = errors ?? []
  const describedBy = [messages.length > 0 ? `${id}-errors` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined
  const control = isValidElement(children)
    ? cloneElement(children as ReactElement<Record<string, unknown>>, {
        "aria-invalid": messages.length > 0 || undefined,
        "aria-describedby": describedBy,
      })
    : children
  return (
    <div className={css({ display: "grid", gap: "1.5" })}>
      {/* The required mark is drawn by CSS, so the label's text is the field's name alone. */}
      <label
        htmlFor={id}
        data-required={required ? "" : undefined}
        className={css({ fontSize: "sm", fontWeight: "medium", color: "fg.default", "&[data-required]::before": { content: '"*"', color: "danger.text", mr: "0.5" } })}
      >
        {label}
      </label>
      {control}
      {hint && (
        <p id={`${id}-hint`} className={css({ fontSize: "xs", color: "fg.subtle" })}>
          {hint}
        </p>
      )}
      {messages.length > 0 && (
        <ul id={`${id}-errors`} className={css({ display: "grid", gap: "0.5" })}>
          {messages.map((m) => (
            <li key={m} className={css({ fontSize: "xs", color: "danger.text" })}>
              {m}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
