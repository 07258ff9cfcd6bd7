import { css, cx } from "styled-system/css"

const boxClass = css({ fontSize: "sm", color: "danger.text", bg: "danger.subtle", px: "3", py: "2", borderRadius: "md" })

/**
 * A form's refusal in a red box above its buttons (the server's message when a send failed);
 * nothing when there is no message. FormAlert is the plain red line under a field group. `className`
 * adds spacing around the box.
 */
export function AlertBox({ message, className }: { readonly message: string | null | undefined; readonly className?: string }) {
  if (!message) return null
  return (
    <p role="alert" className={cx(boxClass, className)}>
      {message}
    </p>
  )
}
