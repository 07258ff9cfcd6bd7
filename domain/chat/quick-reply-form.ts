/** Chat quick-reply rules (spec 2 §5). */
import {
  QUICK_REPLY_TEXT_MAX,
  QUICK_REPLY_TEXT_MIN,
  QUICK_REPLY_TITLE_MAX,
  QUICK_REPLY_TITLE_MIN,
} from "../core/constants.ts"
import { titledTextErrors, type FormErrors, type TitledTextInput } from "../core/validation/form-errors.ts"
import { lengthMessage } from "../core/validation/text.ts"

export const QUICK_REPLY_MESSAGES = {
  titleRequired: "请输入标题",
  titleLength: lengthMessage(QUICK_REPLY_TITLE_MIN, QUICK_REPLY_TITLE_MAX),
  contentRequired: "请输入回复内容",
  contentLength: lengthMessage(QUICK_REPLY_TEXT_MIN, QUICK_REPLY_TEXT_MAX),
} as const

export type QuickReplyInput = TitledTextInput

export type QuickReplyField = "title" | "content"

/** Validates a quick reply: title 3 to 20 characters, text 10 to 200. */
export const validateQuickReply = (input: QuickReplyInput): FormErrors<QuickReplyField> =>
  titledTextErrors(input, { title: [QUICK_REPLY_TITLE_MIN, QUICK_REPLY_TITLE_MAX], content: [QUICK_REPLY_TEXT_MIN, QUICK_REPLY_TEXT_MAX] }, QUICK_REPLY_MESSAGES)

/** Quick-reply dialog mode: editing when the reply has an id. */
export function quickReplyDialogMode(id: string | number | null | undefined): "add" | "edit" {
  return id === null || id === undefined || id === "" ? "add" : "edit"
}
