import { useEffect, useState } from "react"
import { css } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import { REJECT_REASON_MAX, validateRejectReason } from "../../domain/member/real-name-form.ts"
import { Dialog } from "./dialog.tsx"
import { FormField } from "./form-field.tsx"

/**
 * An administrator's 驳回 with a reason the member reads (real-name requests, articles): the
 * reason is checked by the same rule as on the server, then handed to `onReject` (the page's call);
 * the page closes the dialog when the call went through.
 */
export function RejectDialog({
  open,
  title,
  reader,
  onClose,
  onReject,
  busy,
  refusal = null,
  description,
}: {
  readonly open: boolean
  readonly title: string
  /** Who reads the reason, e.g. 会员 or 作者. */
  readonly reader: string
  readonly onClose: () => void
  readonly onReject: (reason: string) => void
  /** The page's call is under way. */
  readonly busy: boolean
  /** The server's refusal of the last rejection, shown under the reason. */
  readonly refusal?: string | null
  /** What is being rejected and what follows, under the title. */
  readonly description?: string
}) {
  const [reason, setReason] = useState("")
  const [attempted, setAttempted] = useState(false)
  useEffect(() => {
    if (open) {
      setReason("")
      setAttempted(false)
    }
  }, [open])
  const errors = [...(attempted ? validateRejectReason(reason) : []), ...(refusal ? [refusal] : [])]

  const submit = () => {
    setAttempted(true)
    if (validateRejectReason(reason).length === 0 && !busy) onReject(reason.trim())
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={title}
      {...(description === undefined ? {} : { description })}
      footer={
        <>
          <button type="button" className={button({ variant: "plain" })} onClick={onClose}>
            取消
          </button>
          <button type="button" className={button({ variant: "danger" })} disabled={busy} onClick={submit}>
            确认驳回
          </button>
        </>
      }
    >
      <FormField id="reject-reason" label="驳回原因" required errors={errors} hint={`${reader}将看到这条原因，不超过 ${REJECT_REASON_MAX} 字`}>
        <textarea
          id="reject-reason"
          className={`${input()} ${css({ h: "auto", minH: "24", py: "2" })}`}
          maxLength={REJECT_REASON_MAX}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </FormField>
    </Dialog>
  )
}
