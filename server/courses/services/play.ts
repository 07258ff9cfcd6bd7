/** Play information with signed addresses, progress reports and the member's timetable. */
import { and, asc, desc, eq, gte, sql } from "drizzle-orm"
import { playModeOf } from "../../../domain/courses/access.ts"
import { chinaDate, isLessonDone, lastChinaDays, percentDone, studyIncrement } from "../../../domain/courses/progress.ts"
import type { CoursePlan, PlayInfo } from "../../../domain/courses/entities/course.ts"
import type { Tx } from "../../core/db/client.ts"
import { courseAds, courseLessons, courses, courseStudyDays, lessonProgress, lessonRenditions } from "../tables.ts"
import { accessOf, viewerFacts } from "./access.ts"
import { boughtCourseIds, cardsByIds, findCard, lessonsInOrder } from "./catalog.ts"
import type { CourseMedia } from "./media.ts"

export const findLesson = async (tx: Tx, lessonId: number) => {
  const [row] = await tx
    .select({ id: courseLessons.id, courseId: courseLessons.courseId, durationSeconds: courseLessons.durationSeconds, tryTime: courseLessons.tryTime })
    .from(courseLessons)
    .innerJoin(courses, eq(courses.id, courseLessons.courseId))
    .where(and(eq(courseLessons.id, lessonId), eq(courses.status, "on")))
  return row ?? null
}

export const playInfo = async (tx: Tx, media: CourseMedia, lessonId: number, userId: number | null, now: number): Promise<PlayInfo | null> => {
  const lesson = await findLesson(tx, lessonId)
  if (!lesson) return null
  const [card, ordered, renditions, viewer, [adRow], [progress]] = await Promise.all([
    findCard(tx, lesson.courseId),
    lessonsInOrder(tx, lesson.courseId),
    tx.select().from(lessonRenditions).where(eq(lessonRenditions.lessonId, lessonId)).orderBy(asc(lessonRenditions.sort), asc(lessonRenditions.id)),
    viewerFacts(tx, userId, lesson.courseId, now),
    tx
      .select({ id: courseAds.id, title: courseAds.title, url: courseAds.url, durationSeconds: courseAds.durationSeconds, link: courseAds.link })
      .from(courses)
      .innerJoin(courseAds, eq(courseAds.id, courses.adId))
      .where(and(eq(courses.id, lesson.courseId), eq(courseAds.enabled, true))),
    userId === null
      ? Promise.resolve([])
      : tx
          .select({ position: lessonProgress.position, updatedAt: lessonProgress.updatedAt })
          .from(lessonProgress)
          .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lessonId))),
  ])
  if (!card) return null
  const access = accessOf(card, viewer)
  const mode = playModeOf(access.entitled, lesson.tryTime)
  const index = ordered.findIndex((row) => row.id === lessonId)
  const here = ordered[index]
  // Full files only for the entitled; the preview cut for the others; nothing when locked.
  const qualities =
    mode === "locked"
      ? []
      : renditions.flatMap((r) => {
          const file = mode === "full" ? r.file : r.previewFile
          return file ? [{ definition: r.definition, desc: r.description, Url: media.url(file, userId) }] : []
        })
  return {
    course: { id: card.id, title: card.title, type: card.type, cover: card.cover, priceCents: card.priceCents },
    lesson: { id: lesson.id, title: here?.title ?? "", durationSeconds: lesson.durationSeconds, chapterTitle: here?.chapterTitle ?? "" },
    playMode: mode,
    tryTime: mode === "preview" ? lesson.tryTime : 0,
    qualities,
    ad: adRow ?? null,
    progress: progress ? { position: progress.position, updatedAt: progress.updatedAt.toISOString() } : null,
    previousLessonId: index > 0 ? (ordered[index - 1]?.id ?? null) : null,
    nextLessonId: index >= 0 && index < ordered.length - 1 ? (ordered[index + 1]?.id ?? null) : null,
    access,
  }
}

/**
 * Stores a report (every 5 s while playing and on pause) and adds what was watched since the
 * last one to the day's study time. A preview can report no further than its try time.
 */
export const reportProgress = async (
  tx: Tx,
  input: { userId: number; lessonId: number; position: number; duration: number; limit: number; courseId: number },
  now: number,
): Promise<{ position: number; done: boolean }> =>
  tx.transaction(async (t) => {
    const duration = Math.floor(input.duration)
    let position = Math.max(0, Math.floor(input.position))
    if (input.limit > 0) position = Math.min(position, input.limit)
    if (duration > 0) position = Math.min(position, duration)
    const [previous] = await t
      .select({ position: lessonProgress.position, updatedAt: lessonProgress.updatedAt, done: lessonProgress.done })
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, input.userId), eq(lessonProgress.lessonId, input.lessonId)))
      .for("update")
    const done = (previous?.done ?? false) || isLessonDone(position, duration)
    const values = { position, duration, done, updatedAt: new Date(now) }
    await t
      .insert(lessonProgress)
      .values({ userId: input.userId, lessonId: input.lessonId, courseId: input.courseId, ...values })
      .onConflictDoUpdate({ target: [lessonProgress.userId, lessonProgress.lessonId], set: values })
    const step = studyIncrement(previous?.position ?? null, position, previous ? now - previous.updatedAt.getTime() : 0)
    if (step > 0) {
      await t
        .insert(courseStudyDays)
        .values({ userId: input.userId, day: chinaDate(now), seconds: step })
        .onConflictDoUpdate({ target: [courseStudyDays.userId, courseStudyDays.day], set: { seconds: sql`${courseStudyDays.seconds} + ${step}` } })
    }
    return { position, done }
  })

const PLAN_DAYS = 7

/** Bought courses and courses being learned, with how far the member got; the last 7 days' study time. */
export const coursePlan = async (tx: Tx, userId: number, now: number): Promise<CoursePlan> => {
  const [bought, progressRows, days] = await Promise.all([
    boughtCourseIds(tx, userId),
    tx
      .select({
        courseId: lessonProgress.courseId,
        lessonId: lessonProgress.lessonId,
        position: lessonProgress.position,
        done: lessonProgress.done,
        updatedAt: lessonProgress.updatedAt,
      })
      .from(lessonProgress)
      .where(eq(lessonProgress.userId, userId))
      .orderBy(desc(lessonProgress.updatedAt)),
    tx
      .select({ day: courseStudyDays.day, seconds: courseStudyDays.seconds })
      .from(courseStudyDays)
      .where(and(eq(courseStudyDays.userId, userId), gte(courseStudyDays.day, lastChinaDays(now, PLAN_DAYS)[0] ?? chinaDate(now)))),
  ])
  const orderOf = new Map(bought.map((row) => [row.courseId, row.orderNum]))
  // Bought courses, then courses only previewed or free, most recently studied first.
  const ids = [...new Set([...progressRows.map((row) => row.courseId), ...bought.map((row) => row.courseId)])]
  const cards = await cardsByIds(tx, ids)
  const lessonLists = await Promise.all(ids.map((id) => lessonsInOrder(tx, id)))
  const planned = ids.flatMap((courseId, i) => {
    const course = cards.get(courseId)
    if (!course) return []
    const lessons = lessonLists[i] ?? []
    const mine = progressRows.filter((row) => row.courseId === courseId)
    const doneIds = new Set(mine.filter((row) => row.done).map((row) => row.lessonId))
    const last = mine[0]
    const lastIndex = last ? lessons.findIndex((lesson) => lesson.id === last.lessonId) : -1
    // Continue where the member stopped, or with the first lesson not learned after it.
    const next =
      last && !last.done
        ? lessons[lastIndex]
        : (lessons.slice(lastIndex + 1).find((lesson) => !doneIds.has(lesson.id)) ?? lessons.find((lesson) => !doneIds.has(lesson.id)))
    const total = course.type === "image" ? course.lessonCount : lessons.length
    const done = course.type === "image" ? (orderOf.has(courseId) ? total : 0) : lessons.filter((lesson) => doneIds.has(lesson.id)).length
    return [
      {
        course,
        lessonsTotal: total,
        lessonsDone: done,
        percent: percentDone(done, total),
        nextLesson: next ? { id: next.id, title: next.title, position: last && last.lessonId === next.id ? last.position : 0 } : null,
        lastStudyTime: last ? last.updatedAt.toISOString() : null,
        orderNum: orderOf.get(courseId) ?? null,
      },
    ]
  })
  const secondsOf = new Map(days.map((row) => [row.day, row.seconds]))
  const week = lastChinaDays(now, PLAN_DAYS).map((date) => ({ date, seconds: secondsOf.get(date) ?? 0 }))
  const [all] = await tx
    .select({ total: sql<number>`coalesce(sum(${courseStudyDays.seconds}), 0)::int` })
    .from(courseStudyDays)
    .where(eq(courseStudyDays.userId, userId))
  return { courses: planned, week, totalSeconds: Number(all?.total ?? 0) }
}
