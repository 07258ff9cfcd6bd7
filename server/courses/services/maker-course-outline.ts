/**
 * The outline of a maker's video course as the editor saves it (docs/decisions.md "Makers'
 * lessons"): each new lesson video is checked, copied into the course media folder and its
 * preview cut before the transaction; the transaction then writes chapters, lessons and
 * renditions in the given order.
 */
import { randomBytes } from "node:crypto"
import { copyFile, mkdir } from "node:fs/promises"
import path from "node:path"
import { eq, inArray } from "drizzle-orm"
import { badRequest, notFound } from "../../../domain/core/errors.ts"
import { isUploadedPath, type UploadKind } from "../../../domain/member/upload-kinds.ts"
import { MAKER_COURSE_MESSAGES as M, outlineProblem } from "../../../domain/courses/maker-course.ts"
import type { Tx } from "../../core/db/client.ts"
import { courseChapters, courseLessons, lessonRenditions } from "../tables.ts"
import { cutPreview, readMp4 } from "./lesson-video.ts"
import { UPLOADED_PREFIX } from "./media.ts"

/** The file host as the editor uses it. */
export interface CourseFiles {
  owns(userId: number, publicPath: string): Promise<boolean>
  resolve(publicPath: string): { readonly file: string } | null
  remove(userId: number, publicPath: string): Promise<boolean>
}

/** Where uploaded lessons and pictures are kept, how a file name is found on disk and signed. */
export interface LessonStore {
  readonly uploadDir: string
  resolve(file: string): string | null
  /** A signed address of a course media file for a member. */
  url(file: string, userId: number | null): string
}

export interface SaveLesson {
  readonly id?: number | undefined
  readonly title: string
  readonly tryTime: number
  /** A new video: the maker's upload of kind courseVideo. */
  readonly video?: string | undefined
}

export interface SaveChapter {
  readonly id?: number | undefined
  readonly title: string
  readonly lessons: ReadonlyArray<SaveLesson>
}

const NOT_FRAGMENTED = "该视频不是分片 MP4，无法生成试看片段：请上传分片 MP4，或将试看时长设为 0"

/** A lesson's files once the save is prepared: the video (new or kept) and its preview. */
export interface PreparedLesson {
  readonly durationSeconds: number
  /** Set when the lesson gets a new video. */
  readonly file?: string
  /** Set when the preview changes: the new file, or null for none. */
  readonly previewFile?: string | null
}

/** A fresh file name in a folder of the course media. */
export const newMediaName = (dir: string, ext: string) => `${dir}/${randomBytes(16).toString("hex")}.${ext}`

/** The file on disk of the maker's own upload of one of `kinds`; refused with `message` otherwise. */
export async function ownUploadFile(files: CourseFiles, makerId: number, upload: string, kinds: ReadonlyArray<UploadKind>, message: string): Promise<string> {
  const found = isUploadedPath(upload, kinds) && (await files.owns(makerId, upload)) ? files.resolve(upload) : null
  if (!found) throw badRequest(message)
  return found.file
}

/**
 * Checks every new video and preview and writes their files, before any row changes. Answers
 * what each lesson (by chapter and position) gets, and the files written (removed on failure).
 */
export async function prepareLessons(
  files: CourseFiles,
  store: LessonStore,
  makerId: number,
  input: ReadonlyArray<SaveChapter>,
  known: Map<number, { durationSeconds: number; tryTime: number; file: string | null; previewFile: string | null }>,
  written: string[],
): Promise<PreparedLesson[][]> {
  const absolute = (name: string) => path.join(store.uploadDir, name.slice(UPLOADED_PREFIX.length))
  const out: PreparedLesson[][] = []
  for (const chapter of input) {
    const prepared: PreparedLesson[] = []
    for (const lesson of chapter.lessons) {
      const before = lesson.id === undefined ? undefined : known.get(lesson.id)
      let source = before?.file ? store.resolve(before.file) : null
      let durationSeconds = before?.durationSeconds ?? 0
      let file: string | undefined
      const video = lesson.video?.trim()
      if (video) {
        const uploaded = await ownUploadFile(files, makerId, video, ["courseVideo"], M.videoRequired)
        const facts = await readMp4(uploaded)
        if (!facts || facts.durationSeconds <= 0) throw badRequest(M.videoUnreadable)
        file = `${UPLOADED_PREFIX}${newMediaName("lessons", "mp4")}`
        await mkdir(path.dirname(absolute(file)), { recursive: true })
        await copyFile(uploaded, absolute(file))
        written.push(absolute(file))
        source = absolute(file)
        durationSeconds = facts.durationSeconds
      }
      const problem = outlineProblem([{ title: chapter.title, lessons: [{ title: lesson.title, tryTime: lesson.tryTime, durationSeconds }] }])
      if (problem !== null) throw badRequest(problem)
      let previewFile: string | null | undefined
      const previewStale = file !== undefined || lesson.tryTime !== (before?.tryTime ?? 0) || (lesson.tryTime > 0 && !before?.previewFile)
      if (previewStale) {
        previewFile = null
        if (lesson.tryTime > 0 && source) {
          const name = `${UPLOADED_PREFIX}${newMediaName("preview", "mp4")}`
          if (!(await cutPreview(source, absolute(name), lesson.tryTime))) throw badRequest(NOT_FRAGMENTED)
          written.push(absolute(name))
          previewFile = name
        }
      }
      prepared.push({ durationSeconds, ...(file === undefined ? {} : { file }), ...(previewFile === undefined ? {} : { previewFile }) })
    }
    out.push(prepared)
  }
  return out
}


export async function writeOutline(tx: Tx, courseId: number, input: ReadonlyArray<SaveChapter>, prepared: PreparedLesson[][]) {
  const [chapters, lessons] = await Promise.all([
    tx.select({ id: courseChapters.id }).from(courseChapters).where(eq(courseChapters.courseId, courseId)),
    tx.select({ id: courseLessons.id }).from(courseLessons).where(eq(courseLessons.courseId, courseId)),
  ])
  const chapterIds = new Set(chapters.map((c) => c.id))
  const lessonIds = new Set(lessons.map((l) => l.id))
  const keptChapters = new Set<number>()
  const keptLessons = new Set<number>()
  for (const [ci, chapter] of input.entries()) {
    let chapterId: number
    if (chapter.id !== undefined) {
      if (!chapterIds.has(chapter.id)) throw notFound(M.courseNotFound)
      chapterId = chapter.id
      await tx.update(courseChapters).set({ title: chapter.title.trim(), sort: ci }).where(eq(courseChapters.id, chapterId))
    } else {
      const [row] = await tx.insert(courseChapters).values({ courseId, title: chapter.title.trim(), sort: ci }).returning({ id: courseChapters.id })
      if (!row) throw notFound(M.courseNotFound)
      chapterId = row.id
    }
    keptChapters.add(chapterId)
    for (const [li, lesson] of chapter.lessons.entries()) {
      const files = prepared[ci]?.[li]
      if (!files) throw notFound(M.courseNotFound)
      const values = { chapterId, title: lesson.title.trim(), tryTime: lesson.tryTime, durationSeconds: files.durationSeconds, sort: li }
      let lessonId: number
      if (lesson.id !== undefined) {
        if (!lessonIds.has(lesson.id) || keptLessons.has(lesson.id)) throw notFound(M.courseNotFound)
        lessonId = lesson.id
        await tx.update(courseLessons).set(values).where(eq(courseLessons.id, lessonId))
      } else {
        const [row] = await tx.insert(courseLessons).values({ courseId, ...values }).returning({ id: courseLessons.id })
        if (!row) throw notFound(M.courseNotFound)
        lessonId = row.id
      }
      keptLessons.add(lessonId)
      if (files.file !== undefined) {
        await tx.delete(lessonRenditions).where(eq(lessonRenditions.lessonId, lessonId))
        // Uploaded lessons have one quality: the file as the maker made it.
        await tx.insert(lessonRenditions).values({ lessonId, definition: "source", description: "原画", file: files.file, previewFile: files.previewFile ?? null })
      } else if (files.previewFile !== undefined) {
        await tx.update(lessonRenditions).set({ previewFile: files.previewFile }).where(eq(lessonRenditions.lessonId, lessonId))
      }
    }
  }
  const goneLessons = [...lessonIds].filter((id) => !keptLessons.has(id))
  if (goneLessons.length > 0) await tx.delete(courseLessons).where(inArray(courseLessons.id, goneLessons))
  const goneChapters = [...chapterIds].filter((id) => !keptChapters.has(id))
  if (goneChapters.length > 0) await tx.delete(courseChapters).where(inArray(courseChapters.id, goneChapters))
}
