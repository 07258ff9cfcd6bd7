/** Course comment form rules (spec 2 §5). */
import { COMMENT_MAX, COMMENT_MIN } from "../core/constants.ts"
import { formErrors, messagesOf, requiredTextErrors, type FormErrors } from "../core/validation/form-errors.ts"
import { lengthBetween, lengthMessage, textOf, type FieldValue } from "../core/validation/text.ts"

export const COMMENT_MESSAGES = {
  gradeRequired: "请选择满意度",
  contentRequired: "请输入评价内容",
  contentLength: lengthMessage(COMMENT_MIN, COMMENT_MAX),
  orderNumRequired: "请先购买课程后再评价",
} as const

export interface CommentInput {
  readonly courseId?: FieldValue
  readonly orderNum?: FieldValue
  readonly content?: FieldValue
  readonly grade?: number | null
}

export type CommentField = "grade" | "content" | "orderNum"

const isGrade = (grade: number | null | undefined): boolean =>
  grade !== null && grade !== undefined && Number.isInteger(grade) && grade >= 1 && grade <= 5

/** Validates a comment: a grade of 1 to 5, content of 30 to 200 characters, an order number. */
export function validateComment(input: CommentInput): FormErrors<CommentField> {
  const content = textOf(input.content)
  const m = COMMENT_MESSAGES
  return formErrors<CommentField>({
    grade: messagesOf([!isGrade(input.grade), m.gradeRequired]),
    content: requiredTextErrors(content, COMMENT_MIN, COMMENT_MAX, { required: m.contentRequired, length: m.contentLength }),
    orderNum: messagesOf([textOf(input.orderNum) === "", m.orderNumRequired]),
  })
}

/** The submit button is enabled only for a certified user with an order number. */
export function canSubmitComment(auth: boolean, orderNum: FieldValue): boolean {
  return auth && textOf(orderNum) !== ""
}

/** The longest reply of a course's seller to a comment (the spec gives none; the comment's own limit). */
export const COMMENT_REPLY_MAX = COMMENT_MAX

export const COMMENT_REPLY_MESSAGES = {
  required: "请输入回复内容",
  tooLong: `回复不能超过 ${COMMENT_REPLY_MAX} 个字符`,
} as const

/** Why a seller's reply to a comment cannot be saved, or null. */
export function commentReplyProblem(reply: string): string | null {
  const text = reply.trim()
  if (text === "") return COMMENT_REPLY_MESSAGES.required
  return lengthBetween(text, 1, COMMENT_REPLY_MAX) ? null : COMMENT_REPLY_MESSAGES.tooLong
}
