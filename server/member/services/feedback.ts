import { and, count, eq, gt } from "drizzle-orm"
import { badRequest, tooManyRequests } from "../../../domain/core/errors.ts"
import { firstFormError } from "../../../domain/core/validation/form-errors.ts"
import type { FeedbackItem } from "../../../domain/member/entities/member.ts"
import { FEEDBACK_DICT, FEEDBACK_MESSAGES, validateFeedback } from "../../../domain/member/feedback-form.ts"
import { isUploadedPath } from "../../../domain/member/upload-kinds.ts"
import type { Db } from "../../core/db/client.ts"
import { dictDetails, dicts } from "../../shell/tables.ts"
import { feedback } from "../tables.ts"
import { newestFirst, readTablePage } from "../../core/db/read-page.ts"

type FeedbackRow = typeof feedback.$inferSelect

const FEEDBACK_PER_HOUR = 5
const HOUR_MS = 3_600_000

const feedbackTypes = async (db: Db): Promise<Map<string, string>> => {
  const rows = await db
    .select({ value: dictDetails.value, label: dictDetails.label })
    .from(dictDetails)
    .innerJoin(dicts, eq(dicts.id, dictDetails.dictId))
    .where(eq(dicts.name, FEEDBACK_DICT))
  return new Map(rows.map((r) => [r.value, r.label]))
}

const feedbackView = (row: FeedbackRow, labels: Map<string, string>): FeedbackItem => ({
  id: row.id,
  type: row.type,
  typeLabel: labels.get(row.type) ?? row.type,
  content: row.content,
  contact: row.contact,
  images: row.images,
  status: row.status === "replied" ? "replied" : "pending",
  reply: row.reply,
  createTime: row.createdAt.toISOString(),
})

export interface FeedbackForm {
  readonly type: string
  readonly content: string
  readonly contact: string
  readonly images: ReadonlyArray<string>
}

/**
 * Stores a member's feedback: a known type, pictures of the member's own uploads (`owns`), at
 * most FEEDBACK_PER_HOUR an hour.
 */
export const submitFeedback = async (
  db: Db,
  userId: number,
  input: FeedbackForm,
  owns: (path: string) => Promise<boolean>,
  now: number,
): Promise<FeedbackItem> => {
  const form = { type: input.type.trim(), content: input.content.trim(), contact: input.contact.trim(), images: input.images.map((p) => p.trim()) }
  const message = firstFormError(validateFeedback(form))
  if (message !== undefined) throw badRequest(message)
  const labels = await feedbackTypes(db)
  if (!labels.has(form.type)) throw badRequest(FEEDBACK_MESSAGES.typeUnknown)
  for (const image of form.images) {
    if (!isUploadedPath(image, ["pictures"]) || !(await owns(image))) throw badRequest("请上传图片")
  }
  const [recent] = await db
    .select({ n: count() })
    .from(feedback)
    .where(and(eq(feedback.userId, userId), gt(feedback.createdAt, new Date(now - HOUR_MS))))
  if ((recent?.n ?? 0) >= FEEDBACK_PER_HOUR) throw tooManyRequests()
  const [row] = await db
    .insert(feedback)
    .values({ userId, ...form, createdAt: new Date(now) })
    .returning()
  if (!row) throw new Error("feedback not stored")
  return feedbackView(row, labels)
}

/** One page of the member's feedback, latest first. */
export const feedbackPage = async (db: Db, userId: number, page: number, size: number) => {
  const [{ rows, totalElements, totalPages }, labels] = await Promise.all([
    readTablePage(db, { page, size }, size, newestFirst(feedback.createdAt, feedback.id), feedback, eq(feedback.userId, userId)),
    feedbackTypes(db),
  ])
  return { content: rows.map((r) => feedbackView(r, labels)), totalElements, totalPages }
}
