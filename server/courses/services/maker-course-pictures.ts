/**
 * The pictures of a maker's image course as the editor saves them (docs/decisions.md "Makers'
 * image courses"). A new picture is the maker's upload of kind pictures; before the transaction
 * it is copied into the course media folder, so that it is served only through addresses the
 * server signs (for a non-buyer, only the free pictures), and the public upload is deleted after
 * the commit. The transaction then writes the rows in the given order.
 */
import { copyFile, mkdir } from "node:fs/promises"
import path from "node:path"
import { and, asc, eq, inArray } from "drizzle-orm"
import { badRequest, notFound } from "../../../domain/core/errors.ts"
import { MAKER_COURSE_MESSAGES as M } from "../../../domain/courses/maker-course.ts"
import { IMAGE_COURSE_MESSAGES as IM, pictureCaptionOf } from "../../../domain/courses/maker-image-course.ts"
import type { Db, Tx } from "../../core/db/client.ts"
import { courseImages } from "../tables.ts"
import { UPLOADED_PREFIX } from "./media.ts"
import { newMediaName, ownUploadFile, type CourseFiles, type LessonStore } from "./maker-course-outline.ts"

export interface SavePicture {
  /** A picture the course has; left out: a new one. */
  readonly id?: number | undefined
  /** A new file: the maker's upload of kind pictures. */
  readonly path?: string | undefined
  readonly caption: string
}

/** The uploads a save takes in: they are deleted from the public folder once it commits. */
export const pictureUploads = (pictures: ReadonlyArray<SavePicture>): string[] => pictures.flatMap((p) => (p.path?.trim() ? [p.path.trim()] : []))

/**
 * Checks every new picture and copies it into the course media folder, before any row changes.
 * Answers each picture's new file (null: kept as it is) and records the files written.
 */
export async function preparePictures(
  files: CourseFiles,
  store: Pick<LessonStore, "uploadDir">,
  makerId: number,
  pictures: ReadonlyArray<SavePicture>,
  written: string[],
): Promise<Array<string | null>> {
  const out: Array<string | null> = []
  for (const picture of pictures) {
    const upload = picture.path?.trim()
    if (!upload) {
      if (picture.id === undefined) throw badRequest(IM.pictureRequired)
      out.push(null)
      continue
    }
    const uploaded = await ownUploadFile(files, makerId, upload, ["pictures"], IM.pictureRequired)
    const name = newMediaName("images", path.extname(uploaded).slice(1) || "bin")
    const absolute = path.join(store.uploadDir, name)
    await mkdir(path.dirname(absolute), { recursive: true })
    await copyFile(uploaded, absolute)
    written.push(absolute)
    out.push(`${UPLOADED_PREFIX}${name}`)
  }
  return out
}

/** An image course's pictures in order. */
export const picturesOf = (db: Db | Tx, courseId: number) =>
  db.select().from(courseImages).where(eq(courseImages.courseId, courseId)).orderBy(asc(courseImages.sort), asc(courseImages.id))

/** Writes the pictures in the given order: kept ones re-sorted, new ones added, the rest deleted. */
export async function writePictures(tx: Tx, courseId: number, pictures: ReadonlyArray<SavePicture>, prepared: ReadonlyArray<string | null>) {
  const existing = new Set((await tx.select({ id: courseImages.id }).from(courseImages).where(eq(courseImages.courseId, courseId))).map((r) => r.id))
  const kept = new Set<number>()
  for (const [sort, picture] of pictures.entries()) {
    const caption = pictureCaptionOf(picture.caption, sort)
    const file = prepared[sort] ?? null
    if (picture.id !== undefined) {
      if (!existing.has(picture.id) || kept.has(picture.id)) throw notFound(M.courseNotFound)
      kept.add(picture.id)
      await tx
        .update(courseImages)
        .set({ caption, sort, ...(file === null ? {} : { file }) })
        .where(and(eq(courseImages.id, picture.id), eq(courseImages.courseId, courseId)))
    } else {
      if (file === null) throw badRequest(IM.pictureRequired)
      await tx.insert(courseImages).values({ courseId, caption, file, sort })
    }
  }
  const gone = [...existing].filter((id) => !kept.has(id))
  if (gone.length > 0) await tx.delete(courseImages).where(inArray(courseImages.id, gone))
}
