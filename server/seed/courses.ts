import { inArray } from "drizzle-orm"
import { yuanToCents } from "../../domain/core/money.ts"
import type { Tx } from "../core/db/client.ts"
import { insertUser } from "../core/db/factories/users.ts"
import {
  courseAds,
  courseAnswers,
  courseCategories,
  courseChapters,
  courseComments,
  courseImages,
  courseLessons,
  courseOrders,
  courseQuestions,
  courses,
  courseTeachers,
  lessonRenditions,
} from "../courses/tables.ts"
import { users } from "../session/tables/users.ts"
import { COURSE_CATEGORIES, COURSE_COMMENTS, COURSE_LEARNERS, COURSE_QUESTIONS, COURSES, COURSE_TEACHERS } from "./course-data.ts"
import { MORE_COURSE_COMMENTS, MORE_COURSE_QUESTIONS, MORE_LEARNERS } from "./course-more-data.ts"
import { LESSON_MEDIA_SECONDS, LESSON_QUALITIES, lessonMediaFile, lessonPreviewFile, lessonTryTime } from "./lesson-media.ts"
import type { SeedSet } from "./seed-sets.ts"

const DAY = 86_400_000

const renditionsOf = (courseKey: string, sort: number, tryTime: number) =>
  LESSON_QUALITIES.map((r, order) => ({
    definition: r.definition,
    description: r.description,
    file: lessonMediaFile(courseKey, sort, r.quality),
    previewFile: tryTime > 0 ? lessonPreviewFile(courseKey, sort, r.quality, tryTime) : null,
    sort: order,
  }))

const orderNumFor = (n: number, at: number) => `KC${new Date(at + 8 * 3600_000).toISOString().replace(/\D/g, "").slice(0, 14)}${String(100000 + n)}`

/**
 * Course categories, teachers, 24 courses with chapters, lessons and renditions, the pre-roll
 * advert, learners with paid orders, their comments (some with pictures, a video and the
 * teacher's reply) and questions with answers. Demo content: the course area is empty without it.
 */
export const coursesSeed: SeedSet = {
  name: "courses",
  demo: true,
  async apply(tx: Tx) {
    const now = Date.now()
    const categoryId = new Map<string, number>()
    for (const [i, top] of COURSE_CATEGORIES.entries()) {
      const [row] = await tx.insert(courseCategories).values({ name: top.name, parentId: null, sort: i }).returning({ id: courseCategories.id })
      if (!row) throw new Error("category not stored")
      categoryId.set(top.key, row.id)
      for (const [j, child] of top.children.entries()) {
        const [c] = await tx.insert(courseCategories).values({ name: child.name, parentId: row.id, sort: j }).returning({ id: courseCategories.id })
        if (!c) throw new Error("category not stored")
        categoryId.set(child.key, c.id)
      }
    }

    const teacherId = new Map<string, number>()
    for (const [i, t] of COURSE_TEACHERS.entries()) {
      const [row] = await tx
        .insert(courseTeachers)
        .values({
          name: t.name,
          title: t.title,
          avatar: `/course/teachers/teacher-${t.key}.svg`,
          intro: t.intro,
          specialties: [...t.specialties],
          famous: t.famous,
          sort: i,
        })
        .returning({ id: courseTeachers.id })
      if (!row) throw new Error("teacher not stored")
      teacherId.set(t.key, row.id)
    }

    const [ad] = await tx
      .insert(courseAds)
      .values({ title: "悦享会员季：开通VIP，精品课程免费学", url: "/course/ads/preroll.webm", durationSeconds: 6, link: "/account/vip/pay" })
      .returning({ id: courseAds.id })

    const courseId = new Map<string, number>()
    for (const course of COURSES) {
      const category = categoryId.get(course.category)
      const teacher = teacherId.get(course.teacher)
      if (category === undefined || teacher === undefined) throw new Error(`course ${course.key}: unknown category or teacher`)
      const [row] = await tx
        .insert(courses)
        .values({
          type: course.type,
          title: course.title,
          subtitle: course.subtitle,
          cover: `/course/covers/${course.key}.svg`,
          categoryId: category,
          teacherId: teacher,
          priceCents: yuanToCents(course.price),
          vipPriceCents: course.vipPrice === undefined ? null : yuanToCents(course.vipPrice),
          vipFree: course.vipFree ?? false,
          salesCount: course.sales,
          intro: course.intro,
          highlights: [...course.highlights],
          tags: [...course.tags],
          previewImages: course.previewImages ?? 0,
          recommended: course.recommended ?? false,
          adId: course.ad && ad ? ad.id : null,
          createdAt: new Date(now - course.age * DAY),
        })
        .returning({ id: courses.id })
      if (!row) throw new Error("course not stored")
      courseId.set(course.key, row.id)

      let index = 0
      for (const [c, chapter] of (course.chapters ?? []).entries()) {
        const [ch] = await tx.insert(courseChapters).values({ courseId: row.id, title: chapter.title, sort: c }).returning({ id: courseChapters.id })
        if (!ch) throw new Error("chapter not stored")
        for (const [l, title] of chapter.lessons.entries()) {
          const tryTime = lessonTryTime(course.price, index)
          const [lesson] = await tx
            .insert(courseLessons)
            .values({ courseId: row.id, chapterId: ch.id, title, durationSeconds: LESSON_MEDIA_SECONDS, tryTime, sort: l })
            .returning({ id: courseLessons.id })
          if (!lesson) throw new Error("lesson not stored")
          await tx.insert(lessonRenditions).values(renditionsOf(course.key, index, tryTime).map((r) => ({ ...r, lessonId: lesson.id })))
          index++
        }
      }
      if (course.images) {
        await tx.insert(courseImages).values(
          course.images.map((caption, sort) => ({ courseId: row.id, caption, file: `images/${course.key}-${sort + 1}.svg`, sort })),
        )
      }
    }

    // Learners (certified), and the demo accounts that take part.
    const learnerIds: number[] = []
    for (const learner of [...COURSE_LEARNERS, ...MORE_LEARNERS]) {
      const user = await insertUser(tx, { ...learner, password: "Learner_2024", authState: "certified" })
      learnerIds.push(user.id)
    }
    const named = await tx
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(inArray(users.username, ["zhou_vip", "yuexiang_service", "lin_xiaoyu"]))
    const userOf = (by: number | string | null): number | null => {
      if (by === null) return null
      if (typeof by === "number") return learnerIds[by] ?? null
      return named.find((u) => u.username === by)?.id ?? null
    }

    // Paid orders behind the comments, and a bought course for the uncertified demo member.
    let n = 0
    const orderFor = async (userId: number, key: string, daysAgo: number): Promise<string> => {
      const id = courseId.get(key)
      const seed = COURSES.find((c) => c.key === key)
      if (id === undefined || !seed) throw new Error(`unknown course ${key}`)
      const at = now - daysAgo * DAY
      const orderNum = orderNumFor(++n, at)
      const price = yuanToCents(seed.price)
      await tx.insert(courseOrders).values({ orderNum, userId, courseId: id, priceCents: price, amountCents: price, status: "paid", createdAt: new Date(at), paidAt: new Date(at) })
      return orderNum
    }

    for (const comment of [...COURSE_COMMENTS, ...MORE_COURSE_COMMENTS]) {
      const userId = userOf(comment.by)
      const id = courseId.get(comment.course)
      if (userId === null || id === undefined) continue
      const created = now - comment.daysAgo * DAY
      const orderNum = await orderFor(userId, comment.course, comment.daysAgo + 3)
      await tx.insert(courseComments).values({
        courseId: id,
        userId,
        orderNum,
        grade: comment.grade,
        content: comment.content,
        likeNumber: comment.likes,
        reply: comment.reply ?? null,
        media: (comment.media ?? []).map((m) => ({ type: m.type, url: m.url })),
        createdAt: new Date(created),
      })
    }
    const lin = userOf("lin_xiaoyu")
    if (lin !== null) await orderFor(lin, "minganji", 10)

    for (const question of [...COURSE_QUESTIONS, ...MORE_COURSE_QUESTIONS]) {
      const id = courseId.get(question.course)
      if (id === undefined) continue
      const asked = now - question.daysAgo * DAY
      const [q] = await tx
        .insert(courseQuestions)
        .values({ courseId: id, userId: userOf(question.by), title: question.title, content: question.content, answerTotal: question.answers.length, createdAt: new Date(asked) })
        .returning({ id: courseQuestions.id })
      if (!q) throw new Error("question not stored")
      for (const [i, answer] of question.answers.entries()) {
        await tx.insert(courseAnswers).values({ questionId: q.id, userId: userOf(answer.by), content: answer.content, createdAt: new Date(asked + (i + 1) * 3 * 3600_000) })
      }
    }
  },
}
