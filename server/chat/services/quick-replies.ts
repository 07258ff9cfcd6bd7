import { and, eq } from "drizzle-orm"
import { notFound, badRequest } from "../../../domain/core/errors.ts"
import { firstFormError, isFormValid } from "../../../domain/core/validation/form-errors.ts"
import { validateQuickReply } from "../../../domain/chat/quick-reply-form.ts"
import type { Db } from "../../core/db/client.ts"
import { quickReplies } from "../tables.ts"

const checked = (form: { readonly title: string; readonly content: string }) => {
  const errors = validateQuickReply(form)
  if (!isFormValid(errors)) throw badRequest(firstFormError(errors))
  return { title: form.title.trim(), content: form.content.trim() }
}

const view = { id: quickReplies.id, title: quickReplies.title, content: quickReplies.content }

/** The member's quick replies, oldest first. */
export const quickReplyList = (db: Db, userId: number) =>
  db.select(view).from(quickReplies).where(eq(quickReplies.userId, userId)).orderBy(quickReplies.id)

/** Adds a quick reply. */
export const createQuickReply = async (db: Db, userId: number, form: { readonly title: string; readonly content: string }) => {
  const [row] = await db
    .insert(quickReplies)
    .values({ userId, ...checked(form) })
    .returning(view)
  if (!row) throw new Error("quick reply not stored")
  return row
}

/** Changes one of the member's quick replies. */
export const updateQuickReply = async (db: Db, userId: number, id: number, form: { readonly title: string; readonly content: string }, now: number) => {
  const [row] = await db
    .update(quickReplies)
    .set({ ...checked(form), updatedAt: new Date(now) })
    .where(and(eq(quickReplies.id, id), eq(quickReplies.userId, userId)))
    .returning(view)
  if (!row) throw notFound("快捷回复不存在")
  return row
}

/** Removes one of the member's quick replies. */
export const deleteQuickReply = async (db: Db, userId: number, id: number) => {
  const [row] = await db
    .delete(quickReplies)
    .where(and(eq(quickReplies.id, id), eq(quickReplies.userId, userId)))
    .returning({ id: quickReplies.id })
  if (!row) throw notFound("快捷回复不存在")
  return row
}
