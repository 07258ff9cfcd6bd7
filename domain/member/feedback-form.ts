/** Feedback /account/feedback: a type from the dictionary `feedback_type`, the text, a contact and pictures. */
import { formErrors, type FormErrors } from "../core/validation/form-errors.ts"
import { validate } from "../core/validation/rules.ts"
import { charLength, lengthMessage } from "../core/validation/text.ts"

export const FEEDBACK_DICT = "feedback_type"
const FEEDBACK_CONTENT_MIN = 10
const FEEDBACK_CONTENT_MAX = 500
export const FEEDBACK_IMAGE_LIMIT = 4

export const FEEDBACK_MESSAGES = {
  typeRequired: "请选择反馈类型",
  contentRequired: "请输入反馈内容",
  contentLength: lengthMessage(FEEDBACK_CONTENT_MIN, FEEDBACK_CONTENT_MAX),
  images: `最多上传 ${FEEDBACK_IMAGE_LIMIT} 张图片`,
  submitted: "感谢您的反馈，我们会尽快处理",
  typeUnknown: "请选择反馈类型",
} as const

export type FeedbackStatus = "pending" | "replied"

export const FEEDBACK_STATUS_LABELS: Readonly<Record<FeedbackStatus, string>> = {
  pending: "待处理",
  replied: "已回复",
}

export interface FeedbackForm {
  readonly type: string
  readonly content: string
  /** Mobile or e-mail; optional. */
  readonly contact: string
  readonly images: ReadonlyArray<string>
}

export function validateFeedback(form: FeedbackForm): FormErrors<keyof FeedbackForm> {
  const content = form.content.trim()
  return formErrors({
    type: form.type.trim() === "" ? [FEEDBACK_MESSAGES.typeRequired] : [],
    content:
      content === ""
        ? [FEEDBACK_MESSAGES.contentRequired]
        : charLength(content) < FEEDBACK_CONTENT_MIN || charLength(content) > FEEDBACK_CONTENT_MAX
          ? [FEEDBACK_MESSAGES.contentLength]
          : [],
    contact: validate(form.contact.trim(), ["emailOrPhone"]),
    images: form.images.length > FEEDBACK_IMAGE_LIMIT ? [FEEDBACK_MESSAGES.images] : [],
  })
}
