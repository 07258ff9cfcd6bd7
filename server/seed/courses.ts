import { and, eq, max } from "drizzle-orm"
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
  courseQuestions,
  courses,
  courseTeachers,
  lessonRenditions,
} from "../courses/tables.ts"
import { demoAccountIds } from "./demo-accounts.ts"
import { COURSE_CATEGORIES, COURSE_COMMENTS, COURSE_LEARNERS, COURSE_QUESTIONS, COURSES, COURSE_TEACHERS } from "./course-data.ts"
import { MORE_COURSE_COMMENTS, MORE_COURSE_QUESTIONS, MORE_LEARNERS } from "./course-more-data.ts"
import { LESSON_MEDIA_SECONDS, LESSON_QUALITIES, lessonMediaFile, lessonPreviewFile, lessonTryTime } from "./lesson-media.ts"
import type { SeedSet } from "./seed-sets.ts"
import { dateLedgerLine, seedRecharge } from "./wallet-steps.ts"
import { DomainError } from "../../domain/core/errors.ts"
import { createOrder, payOrder } from "../courses/services/orders.ts"
import { balances } from "../wallet/services/ledger.ts"
import { ledgerEntries } from "../wallet/tables.ts"
import { DAY, HOUR, MINUTE } from "../../domain/core/durations.ts"

const renditionsOf = (courseKey: string, sort: number, tryTime: number) =>
  LESSON_QUALITIES.map((r, order) => ({
    definition: r.definition,
    description: r.description,
    file: lessonMediaFile(courseKey, sort, r.quality),
    previewFile: tryTime > 0 ? lessonPreviewFile(courseKey, sort, r.quality, tryTime) : null,
    sort: order,
  }))

/** What a learner's recharge leaves beyond the courses they buy (the maker's course, the mall). */
const RECHARGE_SPARE_CENTS = 30_000

/**
 * Course categories, teachers, 24 courses with chapters, lessons and renditions, the pre-roll
 * advert, the learners, and questions with answers. Demo content: the course area is empty
 * without it. The learners' purchases and comments come later (coursePurchasesSeed).
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
          // Counted by the payments below: the sales are the paid orders.
          salesCount: 0,
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
    const named = await demoAccountIds(tx, ["zhou_vip", "yuexiang_service", "lin_xiaoyu"])
    const userOf = (by: number | string | null): number | null => {
      if (by === null) return null
      if (typeof by === "number") return learnerIds[by] ?? null
      return named.get(by) ?? null
    }

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

/**
 * The courses behind the course comments, and one for the uncertified demo member, bought as a
 * member buys them: an order, then the balance payment (which counts the sale). It runs after
 * the other histories (wallets, mall) and buys in date order, each purchase after the buyer's
 * last ledger line, so every ledger still adds up line after line; a comment follows its
 * purchase. A buyer whose balance falls short recharges through the sandbox cashier first,
 * once, enough for every course they buy. A comment that could not have been made (on a free
 * course, or one the buyer may learn as VIP) is left out.
 */
export const coursePurchasesSeed: SeedSet = {
  name: "course-purchases",
  demo: true,
  async apply(tx: Tx) {
    const now = Date.now()
    const learners = [...COURSE_LEARNERS, ...MORE_LEARNERS].map((l) => l.username)
    const people = await demoAccountIds(tx, [...learners, "zhou_vip", "lin_xiaoyu"])
    const userOf = (by: number | string): number | null => {
      const name = typeof by === "number" ? learners[by] : by
      return name === undefined ? null : (people.get(name) ?? null)
    }
    const rows = await tx.select({ id: courses.id, title: courses.title, priceCents: courses.priceCents }).from(courses)
    const courseOf = (key: string) => {
      const title = COURSES.find((c) => c.key === key)?.title
      return rows.find((r) => r.title === title) ?? null
    }

    const wanted = [...COURSE_COMMENTS, ...MORE_COURSE_COMMENTS].map((comment) => ({ by: comment.by, key: comment.course, comment, daysAgo: comment.daysAgo + 3 }))
    const purchases = [...wanted, { by: "lin_xiaoyu", key: "minganji", comment: null, daysAgo: 10 }]
      .flatMap((p) => {
        const userId = userOf(p.by)
        const course = courseOf(p.key)
        return userId === null || course === null ? [] : [{ ...p, userId, course, at: now - p.daysAgo * DAY }]
      })
      .sort((a, b) => a.at - b.at)
    const lastLine = new Map<number, number>()
    for (const purchase of purchases) {
      const { userId, course, comment } = purchase
      if (!lastLine.has(userId)) {
        const [last] = await tx.select({ at: max(ledgerEntries.createdAt) }).from(ledgerEntries).where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.currency, "balance")))
        lastLine.set(userId, last?.at?.getTime() ?? 0)
        const needed = purchases.filter((p) => p.userId === userId).reduce((n, p) => n + p.course.priceCents, 0)
        const short = needed - (await balances(tx, userId)).balanceCents
        if (short > 0) {
          const at = Math.max(purchase.at - HOUR, lastLine.get(userId)! + MINUTE)
          await seedRecharge(tx, userId, Math.ceil((short + RECHARGE_SPARE_CENTS) / 10_000) * 10_000, at)
          lastLine.set(userId, at + 2 * MINUTE)
        }
      }
      const at = Math.min(Math.max(purchase.at, lastLine.get(userId)! + MINUTE), now - 2 * HOUR)
      let orderNum: string
      try {
        orderNum = (await createOrder(tx, userId, course.id, at)).orderNum
      } catch (error) {
        if (error instanceof DomainError) continue
        throw error
      }
      await payOrder(tx, userId, orderNum, at + MINUTE)
      await dateLedgerLine(tx, userId, `course-${orderNum}`, at + MINUTE)
      lastLine.set(userId, at + MINUTE)
      if (comment === null) continue
      await tx.insert(courseComments).values({
        courseId: course.id,
        userId,
        orderNum,
        grade: comment.grade,
        content: comment.content,
        likeNumber: comment.likes,
        reply: comment.reply ?? null,
        media: (comment.media ?? []).map((m) => ({ type: m.type, url: m.url })),
        createdAt: new Date(Math.min(Math.max(now - comment.daysAgo * DAY, at + HOUR), now - HOUR)),
      })
    }
  },
}
