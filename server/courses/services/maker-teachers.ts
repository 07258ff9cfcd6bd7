/**
 * The teachers of a maker's courses (curriculum_teacher; docs/decisions.md "Makers' courses"):
 * profiles the maker owns and names on their courses. The avatar is the maker's own upload.
 */
import { and, asc, eq, sql } from "drizzle-orm"
import { badRequest, notFound } from "../../../domain/core/errors.ts"
import { firstFormError } from "../../../domain/core/validation/form-errors.ts"
import { isUploadedPath } from "../../../domain/member/upload-kinds.ts"
import { MAKER_COURSE_MESSAGES as M, validateTeacherForm, type TeacherForm } from "../../../domain/courses/maker-course.ts"
import type { MakerTeacher } from "../../../domain/courses/entities/maker-course.ts"
import type { Db, Tx } from "../../core/db/client.ts"
import { requireMaker } from "../../maker/services/joining.ts"
import { indexSearchEntries } from "../../search/services/search-index.ts"
import { courseTeachers } from "../tables.ts"
import type { CourseFiles } from "./maker-course-outline.ts"
import { lockedRowOrNotFound } from "../../core/db/row-or-not-found.ts"

const teacherCourseCount = sql<number>`(select count(*) from courses c where c.teacher_id = "course_teachers"."id")::int`

export async function myTeachers(db: Db | Tx, makerId: number): Promise<MakerTeacher[]> {
  const rows = await db
    .select({ id: courseTeachers.id, name: courseTeachers.name, title: courseTeachers.title, avatar: courseTeachers.avatar, intro: courseTeachers.intro, courseCount: teacherCourseCount })
    .from(courseTeachers)
    .where(eq(courseTeachers.ownerId, makerId))
    .orderBy(asc(courseTeachers.id))
  return rows.map((r) => ({ ...r, courseCount: Number(r.courseCount) }))
}

/** Adds a teacher of the maker's, or changes one (id given) the maker owns. */
export async function saveTeacher(db: Db, files: Pick<CourseFiles, "owns">, makerId: number, form: TeacherForm & { readonly id?: number | undefined }): Promise<MakerTeacher> {
  await requireMaker(db, makerId)
  const problem = firstFormError(validateTeacherForm(form))
  if (problem !== undefined) throw badRequest(problem)
  const values = { name: form.name.trim(), title: form.title.trim(), avatar: form.avatar.trim(), intro: form.intro.trim() }
  // The file host reads its own connection: ask it before the transaction holds one.
  const ownAvatar = isUploadedPath(values.avatar, ["pictures", "avatar"]) && (await files.owns(makerId, values.avatar))
  return db.transaction(async (tx) => {
    let id = form.id
    if (id === undefined) {
      if (!ownAvatar) throw badRequest(M.teacherAvatar)
      const [row] = await tx.insert(courseTeachers).values({ ...values, ownerId: makerId }).returning({ id: courseTeachers.id })
      id = row?.id
    } else {
      const row = await lockedRowOrNotFound(tx, courseTeachers, and(eq(courseTeachers.id, id), eq(courseTeachers.ownerId, makerId)), M.teacherNotFound)
      if (values.avatar !== row.avatar && !ownAvatar) throw badRequest(M.teacherAvatar)
      await tx.update(courseTeachers).set(values).where(eq(courseTeachers.id, id))
    }
    if (id !== undefined) await indexSearchEntries(tx, "teacher", [id])
    const found = (await myTeachers(tx, makerId)).find((t) => t.id === id)
    if (!found) throw notFound(M.teacherNotFound)
    return found
  })
}
