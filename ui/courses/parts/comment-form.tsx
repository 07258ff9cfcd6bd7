import { useMachine } from "../../app/flow-hooks.ts"
import { useEffect, useId, useRef, useState } from "react"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { COMMENT_MAX, DEFAULT_RATING } from "../../../domain/core/constants.ts"
import type { CourseComment } from "../../../domain/courses/entities/course.ts"
import { canSubmitComment, validateComment, type CommentField } from "../../../domain/courses/comment-form.ts"
import { charLength } from "../../../domain/core/validation/text.ts"
import type { FormErrors } from "../../../domain/core/validation/form-errors.ts"
import { courseCommentMachine } from "../../app/course-wiring.ts"
import { notify } from "../../notify/toast-store.ts"
import { useSession } from "../../session/index.ts"
import { UploadWidget } from "../../components/upload/upload-widget.tsx"
import { controlAria, FormField } from "../../components/form-field.tsx"
import { COMMENT_IMAGE_LIMIT, COMMENT_VIDEO_LIMIT } from "../../../domain/courses/comment-media.ts"
import type { MediaItem } from "../../../domain/courses/entities/media.ts"
import { RealNamePrompt } from "./real-name-prompt.tsx"
import { FormAlert } from "../../components/form-alert.tsx"

const GRADE_WORDS = ["", "非常不满意", "不满意", "一般", "满意", "非常满意"] as const

/** Five stars; choosing the chosen star again clears the grade. */
export function GradeStars({ value, onChange, disabled = false }: { readonly value: number | null; readonly onChange: (grade: number | null) => void; readonly disabled?: boolean }) {
  return (
    <div role="radiogroup" aria-label="满意度" className={css({ display: "flex", alignItems: "center", gap: "1" })}>
      {[1, 2, 3, 4, 5].map((grade) => (
        <button
          key={grade}
          type="button"
          role="radio"
          aria-checked={value === grade}
          aria-label={`${grade}星 ${GRADE_WORDS[grade]}`}
          disabled={disabled}
          onClick={() => onChange(value === grade ? null : grade)}
          className={css({ fontSize: "2xl", lineHeight: "1", cursor: "pointer", color: "border.default", _disabled: { cursor: "not-allowed" }, "&[data-on=true]": { color: "vip.solid" } })}
          data-on={value !== null && grade <= value}
        >
          ★
        </button>
      ))}
      <span className={css({ ml: "2", fontSize: "sm", color: "fg.muted", minW: "16" })}>{value ? GRADE_WORDS[value] : ""}</span>
    </div>
  )
}

/** Read-only stars of a comment. */
export function Stars({ grade }: { readonly grade: number }) {
  return (
    <span aria-label={`${grade}星`} role="img" className={css({ color: "vip.solid", letterSpacing: "0.1em", fontSize: "sm" })}>
      {"★".repeat(grade)}
      <span className={css({ color: "border.default" })}>{"★".repeat(Math.max(0, 5 - grade))}</span>
    </span>
  )
}

/**
 * The comment form (spec 2 §5): a grade (请选择满意度 when none) and 30 to 200 characters;
 * submit is enabled only for a certified member with an order number of the course.
 */
export function CommentForm({ courseId, orderNum, onPosted }: { readonly courseId: number; readonly orderNum: string | null; readonly onPosted: (comment: CourseComment) => void }) {
  const { user } = useSession()
  const [grade, setGrade] = useState<number | null>(DEFAULT_RATING)
  const [content, setContent] = useState("")
  const [media, setMedia] = useState<ReadonlyArray<MediaItem>>([])
  const contentId = useId()
  const [snapshot, send] = useMachine(courseCommentMachine)
  const certified = user?.auth === true
  const enabled = canSubmitComment(certified, orderNum) && !snapshot.hasTag("busy")
  const done = snapshot.matches("done")
  const posted = useRef(onPosted)
  posted.current = onPosted
  const result = done ? (snapshot.context.result as CourseComment) : null
  useEffect(() => {
    if (!result) return
    notify.success("评价成功")
    posted.current(result)
  }, [result])

  // After a first try, the messages follow what is typed.
  const errors: FormErrors<CommentField> = snapshot.context.attempted ? validateComment({ orderNum: orderNum ?? "", content, grade }) : {}

  if (done) {
    return <p className={css({ fontSize: "sm", color: "success.text", bg: "success.subtle", px: "4", py: "3", borderRadius: "md" })}>感谢您的评价！</p>
  }

  const submit = () => {
    send({ type: "form.submit", values: { courseId, orderNum: orderNum ?? "", content, grade, media } })
  }

  return (
    <form
      aria-label="发表评价"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
      className={css({ display: "grid", gap: "3" })}
    >
      <RealNamePrompt />
      <div className={css({ display: "grid", gap: "1" })}>
        <span className={css({ fontSize: "sm", fontWeight: "medium" })}>
          满意度 <span className={css({ color: "danger.text" })}>*</span>
        </span>
        <GradeStars value={grade} onChange={setGrade} />
        {errors.grade && (
          <p role="alert" className={css({ fontSize: "xs", color: "danger.text" })}>
            {errors.grade[0]}
          </p>
        )}
      </div>
      <FormField id={contentId} label="评价内容" required errors={errors.content}>
        <div className={css({ position: "relative" })}>
          <textarea
            id={contentId}
            value={content}
            maxLength={COMMENT_MAX}
            rows={4}
            {...controlAria(contentId, errors.content)}
            placeholder="说说课程哪里好、对您有什么帮助（30-200字）"
            onChange={(event) => setContent(event.target.value)}
            className={css({ w: "full", p: "3", pb: "6", borderRadius: "md", borderWidth: "1px", borderColor: "border.default", fontSize: "sm", resize: "vertical", _focus: { outline: "none", borderColor: "accent.solid" }, _invalid: { borderColor: "danger.solid" } })}
          />
          <span aria-hidden="true" className={css({ position: "absolute", right: "3", bottom: "2", fontSize: "xs", color: "fg.subtle" })}>
            {charLength(content)}/{COMMENT_MAX}
          </span>
        </div>
      </FormField>
      <UploadWidget
        label="晒图 / 视频（选填）"
        kind="image"
        imageLimit={COMMENT_IMAGE_LIMIT}
        videoLimit={COMMENT_VIDEO_LIMIT}
        hint={`最多 ${COMMENT_IMAGE_LIMIT} 张图片（每张不超过 2MB）和 ${COMMENT_VIDEO_LIMIT} 个视频`}
        onChange={(files) => setMedia(files.map((file) => ({ type: file.media, url: file.path })))}
      />
      <FormAlert message={snapshot.context.error} />
      {!orderNum && certified && <p className={css({ fontSize: "sm", color: "fg.muted" })}>购买课程后即可发表评价</p>}
      <div>
        <button type="submit" className={button()} disabled={!enabled} data-loading={snapshot.hasTag("busy") || undefined}>
          {snapshot.hasTag("busy") ? "正在提交…" : "发表评价"}
        </button>
      </div>
    </form>
  )
}
