import { css } from "styled-system/css"
import { Link } from "wouter"
import { SubmitButton } from "../components/form-buttons.tsx"

/**
 * The end of the registration and password-recovery forms: the wide submit button (`submitText`,
 * `busyText` while the form is sent), and under it `question` with the link back to /login.
 */
export function AuthFormEnd({ busy, submitText, busyText, question, loginText }: { readonly busy: boolean; readonly submitText: string; readonly busyText: string; readonly question: string; readonly loginText: string }) {
  return (
    <>
      <SubmitButton busy={busy} busyText={busyText} size="lg" wide>
        {submitText}
      </SubmitButton>
      <p className={css({ mt: "5", fontSize: "sm", color: "fg.muted", textAlign: "center" })}>
        {question}
        <Link href="/login" className={css({ color: "accent.text", fontWeight: "medium" })}>
          {loginText}
        </Link>
      </p>
    </>
  )
}
