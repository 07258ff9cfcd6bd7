import type { ReactNode } from "react"
import { css } from "styled-system/css"

const alertClass = css({ fontSize: "sm", color: "danger.text" })

/**
 * A form's refusal in red (the server's message, or a rule's message that belongs to no one
 * field), followed by `children` (a way out, such as a link); nothing when there is no message.
 */
export function FormAlert({ message, id, children }: { readonly message: string | null | undefined; readonly id?: string; readonly children?: ReactNode }) {
  if (!message) return null
  return (
    <p id={id} role="alert" className={alertClass}>
      {message}
      {children}
    </p>
  )
}
