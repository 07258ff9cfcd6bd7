/** Course question and reply rules (spec 2 §5). */
import {
  QUESTION_CONTENT_MAX,
  QUESTION_CONTENT_MIN,
  QUESTION_TITLE_MAX,
  QUESTION_TITLE_MIN,
  REPLY_MAX,
  REPLY_MIN,
} from "../core/constants.ts"
import { formErrors, requiredTextErrors, titledTextErrors, type FormErrors, type TitledTextInput } from "../core/validation/form-errors.ts"
import { lengthMessage, textOf, type FieldValue } from "../core/validation/text.ts"

export const QUESTION_MESSAGES = {
  titleRequired: "请输入您想要提问的标题",
  titleLength: lengthMessage(QUESTION_TITLE_MIN, QUESTION_TITLE_MAX),
  contentRequired: "请输入您想要提问的内容",
  contentLength: lengthMessage(QUESTION_CONTENT_MIN, QUESTION_CONTENT_MAX),
} as const

export const REPLY_MESSAGES = {
  contentRequired: "请输入您想要发表的内容",
  contentLength: `${lengthMessage(REPLY_MIN, REPLY_MAX)}！`,
} as const

export type QuestionInput = TitledTextInput

export type QuestionField = "title" | "content"

/** Validates a question: title 6 to 30 characters, content 30 to 200, both trimmed. */
export const validateQuestion = (input: QuestionInput): FormErrors<QuestionField> =>
  titledTextErrors(input, { title: [QUESTION_TITLE_MIN, QUESTION_TITLE_MAX], content: [QUESTION_CONTENT_MIN, QUESTION_CONTENT_MAX] }, QUESTION_MESSAGES)

export interface ReplyInput {
  readonly content?: FieldValue
}

export type ReplyField = "content"

/** Validates a reply: 30 to 200 characters after trimming. */
export function validateReply(input: ReplyInput): FormErrors<ReplyField> {
  const content = textOf(input.content)
  return formErrors<ReplyField>({
    content: requiredTextErrors(content, REPLY_MIN, REPLY_MAX, { required: REPLY_MESSAGES.contentRequired, length: REPLY_MESSAGES.contentLength }),
  })
}
