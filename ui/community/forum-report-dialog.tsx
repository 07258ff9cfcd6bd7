import { useEffect, useEffectEvent, useState } from "react"
import { css } from "styled-system/css"
import { input } from "styled-system/recipes"
import { FORUM_REPORT_DETAIL_MAX, FORUM_REPORT_REASONS, validateForumReport, type ForumReportForm } from "../../domain/community/index.ts"
import { charLength } from "../../domain/core/validation/text.ts"
import { useMachine } from "../app/flow-hooks.ts"
import { forumReportMachineFor } from "../app/forum-wiring.ts"
import { AlertBox } from "../components/alert-box.tsx"
import { Dialog } from "../components/dialog.tsx"
import { FormButtons } from "../components/form-buttons.tsx"
import { FormField } from "../components/form-field.tsx"

const reasonClass = css({
  display: "flex",
  alignItems: "center",
  gap: "2",
  px: "3",
  py: "2",
  borderRadius: "md",
  borderWidth: "1px",
  borderColor: "border.default",
  cursor: "pointer",
  fontSize: "sm",
  _hover: { borderColor: "accent.solid" },
  "&:has(input:checked)": { borderColor: "accent.solid", bg: "accent.subtle", color: "accent.text" },
  "&:has(input:focus-visible)": { outline: "2px solid", outlineColor: "accent.solid" },
})

export interface ForumReportTarget {
  readonly targetType: "topic" | "reply"
  readonly targetId: number
  /** What the reader reports, e.g. 帖子《…》 or 3楼的回复. */
  readonly label: string
}

function ReportForm({ target, onClose }: { readonly target: ForumReportTarget; readonly onClose: () => void }) {
  const [machine] = useState(() => forumReportMachineFor({ targetType: target.targetType, targetId: target.targetId }))
  const [snapshot, send] = useMachine(machine)
  const [values, setValues] = useState<ForumReportForm>({ reason: "", detail: "" })
  const errors = snapshot.context.attempted ? validateForumReport(values) : {}
  const busy = snapshot.matches("submitting")
  // Runs on each change of state; the rest of the snapshot and the callbacks are read, not watched.
  const closeWhenDone = useEffectEvent(() => {
    if (snapshot.matches("done")) onClose()
  })
  useEffect(() => {
    closeWhenDone()
  }, [snapshot.value])
  return (
    <form id="forum-report-form" noValidate className={css({ display: "grid", gap: "3" })} onSubmit={(e) => (e.preventDefault(), send({ type: "form.submit", values }))}>
      <fieldset className={css({ display: "grid", gap: "2" })} aria-describedby={errors.reason ? "forum-report-reason-error" : undefined}>
        <legend className={css({ fontSize: "sm", fontWeight: "medium", mb: "2" })}>举报原因</legend>
        <div className={css({ display: "grid", gridTemplateColumns: { base: "1fr 1fr", sm: "1fr 1fr 1fr" }, gap: "2" })}>
          {FORUM_REPORT_REASONS.map((r) => (
            <label key={r.key} className={reasonClass}>
              <input type="radio" name="reason" value={r.key} checked={values.reason === r.key} onChange={() => setValues((v) => ({ ...v, reason: r.key }))} />
              {r.label}
            </label>
          ))}
        </div>
        {errors.reason && (
          <p id="forum-report-reason-error" className={css({ fontSize: "xs", color: "danger.text" })}>
            {errors.reason[0]}
          </p>
        )}
      </fieldset>
      <FormField
        id="forum-report-detail"
        label={values.reason === "other" ? "补充说明" : "补充说明（选填）"}
        errors={errors.detail}
        hint={`${charLength(values.detail.trim())}/${FORUM_REPORT_DETAIL_MAX}`}
      >
        <textarea
          id="forum-report-detail"
          className={`${input()} ${css({ h: "auto", minH: "20", py: "2" })}`}
          value={values.detail}
          onChange={(e) => setValues((v) => ({ ...v, detail: e.target.value }))}
          placeholder="说明具体问题，方便管理员核实"
        />
      </FormField>
      <AlertBox message={snapshot.context.error} />
      <FormButtons className={css({ mt: "2" })} onCancel={onClose} busy={busy} busyText="正在提交…" danger>
        提交举报
      </FormButtons>
    </form>
  )
}

/** Reporting a topic or a reply with a reason; the dialog closes once the report is taken. */
export function ForumReportDialog({ target, onClose }: { readonly target: ForumReportTarget | null; readonly onClose: () => void }) {
  return (
    <Dialog open={target !== null} onOpenChange={(o) => !o && onClose()} title="举报" description={target ? `举报${target.label}，管理员核实后会隐藏违规内容。` : undefined}>
      {target && <ReportForm key={`${target.targetType}-${target.targetId}`} target={target} onClose={onClose} />}
    </Dialog>
  )
}
