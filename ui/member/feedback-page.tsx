import { useCallback, useState } from "react"
import { css } from "styled-system/css"
import { input, tag } from "styled-system/recipes"
import {
  FEEDBACK_DICT,
  FEEDBACK_IMAGE_LIMIT,
  FEEDBACK_MESSAGES,
  FEEDBACK_STATUS_LABELS,
  validateFeedback,
} from "../../domain/member/feedback-form.ts"
import { isFormValid } from "../../domain/core/validation/form-errors.ts"
import { StandaloneFrame } from "../app/layout/standalone-frame.tsx"
import type { PageProps } from "../app/page-registry.ts"
import { useCall } from "../app/use-call.ts"
import { AccountPanel } from "../components/account-frame/account-frame.tsx"
import { ErrorState } from "../components/error-state.tsx"
import { FormField } from "../components/form-field.tsx"
import { Select } from "../components/select.tsx"
import { UploadWidget, type UploadedFile } from "../components/upload/upload-widget.tsx"
import { useResource } from "../app/use-resource.ts"
import { ListStates } from "../components/list-states.tsx"
import { formatTime } from "../components/time-format.ts"
import { SubmitButton } from "../components/form-buttons.tsx"

/** /account/feedback: a type from the dictionary feedback_type, the text, a contact and up to 4 pictures; and earlier feedback with replies. */
export default function FeedbackPage({ route }: PageProps) {
  const types = useResource("dictDetailFree", { query: { dictName: FEEDBACK_DICT, page: 0, size: 9999 } })
  const mine = useResource("feedbackMine", { query: { page: 0, size: 20 } })
  const [values, setValues] = useState({ type: "", content: "", contact: "" })
  const [images, setImages] = useState<ReadonlyArray<string>>([])
  const [formKey, setFormKey] = useState(0)
  const onImages = useCallback((files: ReadonlyArray<UploadedFile>) => setImages(files.map((f) => f.path)), [])
  const send = useCall("feedbackSubmit", {
    check: ({ body }) => isFormValid(validateFeedback(body)),
    success: FEEDBACK_MESSAGES.submitted,
    onDone: () => {
      setValues({ type: "", content: "", contact: "" })
      setImages([])
      setFormKey((k) => k + 1)
      mine.reload()
    },
  })
  const errors = send.attempted ? validateFeedback({ ...values, images }) : {}

  const submit = () => send.send({ body: { ...values, images: [...images] } })

  return (
    <StandaloneFrame title={route.title}>
      <div className={css({ display: "grid", gap: "5" })}>
        <AccountPanel title="意见反馈">
          <form
            key={formKey}
            noValidate
            className={css({ display: "grid", gap: "4" })}
            onSubmit={(e) => (e.preventDefault(), submit())}
          >
            {types.status === "failure" && <ErrorState compact message={types.error ?? "加载失败"} onRetry={types.retry} />}
            <div>
              <Select
                label="反馈类型"
                placeholder={types.status === "loading" ? "正在加载…" : "请选择反馈类型"}
                options={(types.data?.content ?? []).map((d) => ({ value: d.value, label: d.label }))}
                value={values.type || null}
                onValueChange={(type) => setValues((v) => ({ ...v, type }))}
              />
              {errors.type && <p className={css({ fontSize: "xs", color: "danger.text", mt: "1" })}>{errors.type[0]}</p>}
            </div>
            <FormField id="feedback-content" label="反馈内容" required errors={errors.content} hint={`${values.content.trim().length}/500`}>
              <textarea
                id="feedback-content"
                className={`${input()} ${css({ h: "auto", minH: "32", py: "2", resize: "vertical" })}`}
                maxLength={500}
                value={values.content}
                onChange={(e) => setValues((v) => ({ ...v, content: e.target.value }))}
                placeholder="请描述您遇到的问题或建议，10-500个字"
              />
            </FormField>
            <UploadWidget
              label="图片（选填）"
              kind="pictures"
              imageLimit={FEEDBACK_IMAGE_LIMIT}
              hint={`最多 ${FEEDBACK_IMAGE_LIMIT} 张，每张不超过 2MB`}
              onChange={onImages}
            />
            <FormField id="feedback-contact" label="联系方式（选填）" errors={errors.contact}>
              <input
                id="feedback-contact"
                className={input()}
                maxLength={100}
                value={values.contact}
                onChange={(e) => setValues((v) => ({ ...v, contact: e.target.value }))}
                placeholder="手机号或邮箱，方便我们回复您"
              />
            </FormField>
            <div>
              <SubmitButton busy={send.busy} busyText="正在提交…">
                提交反馈
              </SubmitButton>
            </div>
          </form>
        </AccountPanel>
        <AccountPanel title="我的反馈">
          <ListStates list={mine} compact empty="暂无反馈记录">
            {(items) => (
              <ul className={css({ display: "grid", gap: "3" })}>
                {items.map((f) => (
                  <li
                    key={f.id}
                    className={css({
                      display: "grid",
                      gap: "2",
                      p: "3",
                      borderWidth: "1px",
                      borderColor: "border.subtle",
                      borderRadius: "md",
                    })}
                  >
                    <div className={css({ display: "flex", gap: "2", alignItems: "center", flexWrap: "wrap", fontSize: "sm" })}>
                      <span className={tag({ tone: "neutral" })}>{f.typeLabel}</span>
                      <span className={tag({ tone: f.status === "replied" ? "success" : "warning" })}>
                        {FEEDBACK_STATUS_LABELS[f.status]}
                      </span>
                      <span className={css({ ml: "auto", color: "fg.subtle", fontSize: "xs" })}>{formatTime(f.createTime)}</span>
                    </div>
                    <p className={css({ fontSize: "sm" })}>{f.content}</p>
                    {f.images.length > 0 && (
                      <div className={css({ display: "flex", gap: "2" })}>
                        {f.images.map((src) => (
                          <img
                            key={src}
                            src={src}
                            alt="反馈图片"
                            className={css({ w: "16", h: "16", objectFit: "cover", borderRadius: "md" })}
                          />
                        ))}
                      </div>
                    )}
                    {f.reply && (
                      <p className={css({ fontSize: "sm", bg: "bg.subtle", p: "2", borderRadius: "md", color: "fg.muted" })}>
                        客服回复：{f.reply}
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </ListStates>
        </AccountPanel>
      </div>
    </StandaloneFrame>
  )
}
