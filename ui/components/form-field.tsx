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

const CONTROLS: ReadonlySet<unknown> = new Set(["input", "select", "textarea"])

/** What ties a control to its field's messages and hint; a field whose control sits in a row of its own (a code beside its button) gives these to the control. */
export function controlAria(id: string, errors: ReadonlyArray<string> | undefined, hint?: ReactNode) {
  const invalid = errors !== undefined && errors.length > 0
  return {
    "aria-invalid": invalid || undefined,
    "aria-describedby": [invalid ? `${id}-errors` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined,
  }
}

/**
 * A labelled form control with its messages (every message of the rule, spec 1 §5). A control
 * given directly (an input, select, textarea or a component) is tied to the messages here; a
 * layout element around it is left as it is, and its control takes `controlAria`.
 */
export function FormField({ id, label, errors, hint, required = false, children }: FormFieldProps) {
  const messages = errors ?? []
  const control =
    isValidElement(children) && (typeof children.type !== "string" || CONTROLS.has(children.type))
      ? cloneElement(children as ReactElement<Record<string, unknown>>, controlAria(id, messages, hint))
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
