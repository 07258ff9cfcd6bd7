import { readFileSync, statSync } from "node:fs"
import { eq } from "drizzle-orm"
import { beforeAll, describe, expect, it } from "vitest"
import { COMMENT_REPLY_MESSAGES } from "../../domain/courses/comment-form.ts"
import { MAKER_COURSE_MESSAGES, makerShareOf } from "../../domain/courses/maker-course.ts"
import type { CourseDraft } from "../../domain/courses/entities/maker-course.ts"
import { users } from "../../server/session/tables/users.ts"
import { signedInUser, type SignedIn } from "../setup/auth.ts"
import { databaseKinds } from "../setup/databases.ts"
import { courseReviewSetup, uploadAs } from "../setup/maker-courses.ts"
import { squarePng } from "../setup/images.ts"
import { useTestServer } from "../setup/server-suite.ts"
import { accountAndLedger, ledgerKindTotal, newKey, okBody, walletMember } from "../setup/wallet.ts"

/** A fragmented MP4 of 6 seconds in two fragments (the first one ends near 3.7 s). */
const CLIP = "public/micro/demo/clip-2.mp4"

describe.each(databaseKinds())("makers' courses on %s", (kind) => {
  const suite = useTestServer(kind)
  let auditor: SignedIn
  let categoryId: number

  const upload = (token: string, uploadKind: string, body: Uint8Array, name: string) => uploadAs(suite.server, token, uploadKind, body, name)

  /** A maker with a teacher and a course of one lesson with the clip; answers the saved draft. */
  const makerWithCourse = async (tryTime: number, priceCents = 1990) => {
    const maker = await walletMember(suite.server, { isMaker: true })
    const avatar = await upload(maker.token, "pictures", squarePng(), "avatar.png")
    const teacher = okBody(
      await suite.server.call("makerCourseTeacherSave", { body: { name: "林老师", title: "注册营养师", avatar, intro: "十年临床营养门诊经验，擅长体重管理。" } }, { token: maker.token }),
    )
    const cover = await upload(maker.token, "pictures", squarePng(32), "cover.png")
    const video = await upload(maker.token, "courseVideo", readFileSync(CLIP), "lesson.mp4")
    const answer = await suite.server.call(
      "makerCourseSave",
      {
        body: {
          title: "七天控糖早餐",
          subtitle: "从一顿早餐开始",
          cover,
          categoryId,
          teacherId: teacher.id,
          priceCents,
          vipPriceCents: null,
          vipFree: false,
          intro: "每天一道控糖早餐。",
          highlights: ["看懂升糖指数"],
          tags: ["控糖"],
          adId: null,
          chapters: [{ title: "第一章 认识血糖", lessons: [{ title: "早餐为什么重要", tryTime, video }] }],
        },
      },
      { token: maker.token },
    )
    return { maker, teacher, cover, video, answer }
  }

  const saveBody = (draft: CourseDraft, chapters: unknown) => ({
    id: draft.id,
    title: draft.title,
    subtitle: draft.subtitle,
    cover: draft.cover,
    categoryId: draft.categoryId,
    teacherId: draft.teacherId,
    priceCents: draft.priceCents,
    vipPriceCents: draft.vipPriceCents,
    vipFree: draft.vipFree,
    intro: draft.intro,
    highlights: draft.highlights,
    tags: draft.tags,
    adId: draft.adId,
    chapters: chapters as CourseDraft["chapters"],
  })

  beforeAll(async () => {
    ;({ auditor, categoryId } = await courseReviewSetup(suite.server))
  })

  it("saves a course with its lesson video, cuts the preview, reviews it and lists it; visitors get only the preview", async () => {
    const { maker, video, answer } = await makerWithCourse(3)
    const draft = okBody(answer)
    expect(draft).toMatchObject({ state: "draft", chapters: [{ title: "第一章 认识血糖", lessons: [{ title: "早餐为什么重要", tryTime: 3, durationSeconds: 6, hasPreview: true }] }] })
    // The public upload is gone: the lesson lives in the course media folder now.
    expect((await fetch(`${suite.server.url}${video}`)).status).toBe(404)
    const lessonId = draft.chapters[0]?.lessons[0]?.id ?? 0

    // Preview seconds must lie below the duration read from the file (one rule for form and server).
    const tooLong = await suite.server.call(
      "makerCourseSave",
      { body: saveBody(draft, [{ id: draft.chapters[0]?.id, title: "第一章 认识血糖", lessons: [{ id: lessonId, title: "早餐为什么重要", tryTime: 6 }] }]) },
      { token: maker.token },
    )
    expect(tooLong.status).toBe(400)
    expect(!tooLong.ok && tooLong.body.message).toBe(MAKER_COURSE_MESSAGES.tryTimeTooLong)

    // Not listed before review; another maker cannot see or submit it.
    expect((await suite.server.call("courseDetail", { params: { id: draft.id } })).status).toBe(404)
    const stranger = await signedInUser(suite.server, { isMaker: true })
    expect((await suite.server.call("makerCourse", { params: { id: draft.id } }, { token: stranger.token })).status).toBe(404)
    expect((await suite.server.call("makerCourseSubmit", { params: { id: draft.id } }, { token: stranger.token })).status).toBe(404)
    expect((await suite.server.call("makerCourseSubmit", { params: { id: draft.id } }, { token: auditor.token })).status).toBe(403)

    expect(okBody(await suite.server.call("makerCourseSubmit", { params: { id: draft.id } }, { token: maker.token })).state).toBe("reviewing")
    expect((await suite.server.call("makerCourseSubmit", { params: { id: draft.id } }, { token: maker.token })).status).toBe(409)
    const queue = okBody(await suite.server.call("adminCourses", { query: { state: "reviewing", size: 100 } }, { token: auditor.token }))
    expect(queue.content.map((c) => c.id)).toContain(draft.id)
    expect((await suite.server.call("adminCourses", { query: { state: "reviewing" } }, { token: maker.token })).status).toBe(403)

    // Rejected with a reason the maker reads; resubmitted; approved.
    const rejected = okBody(await suite.server.call("adminCourseReject", { params: { id: draft.id }, body: { reason: "封面不清晰，请更换" } }, { token: auditor.token }))
    expect(rejected).toMatchObject({ state: "rejected", reason: "封面不清晰，请更换" })
    const mine = okBody(await suite.server.call("makerCourses", { query: { type: "video" } }, { token: maker.token }))
    expect(mine.content[0]).toMatchObject({ id: draft.id, state: "rejected", reason: "封面不清晰，请更换", lessonCount: 1 })
    expect((await suite.server.call("adminCourseApprove", { params: { id: draft.id } }, { token: auditor.token })).status).toBe(409)
    okBody(await suite.server.call("makerCourseSubmit", { params: { id: draft.id } }, { token: maker.token }))
    expect(okBody(await suite.server.call("adminCourseApprove", { params: { id: draft.id } }, { token: auditor.token })).state).toBe("on")
    expect(okBody(await suite.server.call("courseDetail", { params: { id: draft.id } })).title).toBe("七天控糖早餐")
    const searched = okBody(await suite.server.call("courseList", { query: { keyword: "控糖早餐" } }))
    expect(searched.content.map((c) => c.id)).toContain(draft.id)

    // A visitor gets the preview cut, smaller than the lesson; the file of the lesson is never signed for them.
    const play = okBody(await suite.server.call("coursePlayInfo", { params: { lessonId } }))
    expect(play).toMatchObject({ playMode: "preview", tryTime: 3, qualities: [{ definition: "source", desc: "原画" }] })
    const previewBytes = (await (await fetch(`${suite.server.url}${play.qualities[0]?.Url}`)).arrayBuffer()).byteLength
    expect(previewBytes).toBeGreaterThan(1000)
    expect(previewBytes).toBeLessThan(statSync(CLIP).size)

    // Off the shelf (已下架) and back through review.
    expect((await suite.server.call("makerCourseOff", { params: { id: draft.id } }, { token: stranger.token })).status).toBe(404)
    expect(okBody(await suite.server.call("makerCourseOff", { params: { id: draft.id } }, { token: maker.token })).state).toBe("off")
    expect((await suite.server.call("courseDetail", { params: { id: draft.id } })).status).toBe(404)
    expect((await suite.server.call("makerCourseOff", { params: { id: draft.id } }, { token: maker.token })).status).toBe(409)
    okBody(await suite.server.call("makerCourseSubmit", { params: { id: draft.id } }, { token: maker.token }))
    okBody(await suite.server.call("adminCourseApprove", { params: { id: draft.id } }, { token: auditor.token }))

    // Editing the listed course's content sends it back to review.
    const edited = okBody(
      await suite.server.call(
        "makerCourseSave",
        { body: saveBody(draft, [{ id: draft.chapters[0]?.id, title: "第一章 血糖入门", lessons: [{ id: lessonId, title: "早餐为什么重要", tryTime: 0 }] }]) },
        { token: maker.token },
      ),
    )
    expect(edited).toMatchObject({ state: "reviewing", chapters: [{ title: "第一章 血糖入门", lessons: [{ tryTime: 0, hasPreview: false, durationSeconds: 6 }] }] })
    expect((await suite.server.call("courseDetail", { params: { id: draft.id } })).status).toBe(404)
  })

  it("refuses another member's upload, a teacher of someone else and a course without videos", async () => {
    const { maker, teacher } = await makerWithCourse(0)
    const other = await walletMember(suite.server, { isMaker: true })
    const theirVideo = await upload(other.token, "courseVideo", readFileSync(CLIP), "x.mp4")
    const base = {
      title: "别人的视频",
      subtitle: "",
      cover: await upload(maker.token, "pictures", squarePng(), "c.png"),
      categoryId,
      teacherId: teacher.id,
      priceCents: 100,
      vipPriceCents: null,
      vipFree: false,
      intro: "",
      highlights: [],
      tags: [],
      adId: null,
    }
    const stolen = await suite.server.call("makerCourseSave", { body: { ...base, chapters: [{ title: "一", lessons: [{ title: "一", tryTime: 0, video: theirVideo }] }] } }, { token: maker.token })
    expect(!stolen.ok && stolen.body.message).toBe(MAKER_COURSE_MESSAGES.videoRequired)
    const foreignTeacher = await suite.server.call("makerCourseSave", { body: { ...base, chapters: [] } }, { token: other.token })
    expect(foreignTeacher.status).toBe(400)
    // Another maker cannot save over this maker's course, nor move its lessons into their own.
    const { answer: mineAnswer } = await makerWithCourse(0)
    const mine = okBody(mineAnswer)
    const theirLesson = mine.chapters[0]?.lessons[0]?.id ?? 0
    expect((await suite.server.call("makerCourseSave", { body: { ...base, id: mine.id, chapters: [] } }, { token: maker.token })).status).toBe(404)
    const moved = await suite.server.call("makerCourseSave", { body: { ...base, chapters: [{ title: "一", lessons: [{ id: theirLesson, title: "偷来的课时", tryTime: 0 }] }] } }, { token: maker.token })
    expect(moved.status).toBe(404)
    const empty = okBody(await suite.server.call("makerCourseSave", { body: { ...base, chapters: [{ title: "一", lessons: [{ title: "没有视频", tryTime: 0 }] }] } }, { token: maker.token }))
    const refused = await suite.server.call("makerCourseSubmit", { params: { id: empty.id } }, { token: maker.token })
    expect(!refused.ok && refused.body.message).toBe(MAKER_COURSE_MESSAGES.lessonWithoutVideo)
    const plain = await signedInUser(suite.server)
    expect((await suite.server.call("makerCourses", { query: { type: "video" } }, { token: plain.token })).status).toBe(403)
  })

  it("credits the maker's share of 20 concurrent purchases exactly once each; ledger sums equal balances", async () => {
    const price = 1990
    const { maker, answer } = await makerWithCourse(0, price)
    const draft = okBody(answer)
    okBody(await suite.server.call("makerCourseSubmit", { params: { id: draft.id } }, { token: maker.token }))
    okBody(await suite.server.call("adminCourseApprove", { params: { id: draft.id } }, { token: auditor.token }))
    const buyers = await Promise.all(Array.from({ length: 20 }, () => walletMember(suite.server, { cents: price })))
    const orders = await Promise.all(
      buyers.map(async (buyer) => okBody(await suite.server.call("courseOrderCreate", { body: { courseId: draft.id, idempotencyKey: newKey() } }, { token: buyer.token }))),
    )
    const paid = await Promise.all(
      buyers.map((buyer, i) =>
        suite.server.call(
          "courseOrderBalancePay",
          { body: { orderNum: orders[i]?.orderNum ?? "", payPass: suite.server.deps.rsa.encrypt(buyer.payPassword), idempotencyKey: newKey() } },
          { token: buyer.token },
        ),
      ),
    )
    expect(paid.every((p) => p.ok)).toBe(true)
    // A retried payment of the same order neither pays nor credits again.
    const retry = await suite.server.call(
      "courseOrderBalancePay",
      { body: { orderNum: orders[0]?.orderNum ?? "", payPass: suite.server.deps.rsa.encrypt(buyers[0]?.payPassword ?? ""), idempotencyKey: newKey() } },
      { token: buyers[0]?.token ?? "" },
    )
    expect(retry.status).toBe(409)

    expect(await ledgerKindTotal(suite.server, maker.user.id, "course_income")).toBe(20 * makerShareOf(price))
    const makerMoney = await accountAndLedger(suite.server, maker.user.id)
    expect(makerMoney.balance).toBe(20 * makerShareOf(price))
    expect(makerMoney.balanceLedger).toBe(makerMoney.balance)
    for (const buyer of buyers) {
      const money = await accountAndLedger(suite.server, buyer.user.id)
      expect(money).toMatchObject({ balance: 0, balanceLedger: 0 })
    }
    // monitor_video's income per day is the ledger's: today's figure and the total equal the 20 shares.
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)
    const stats = okBody(await suite.server.call("makerVideoStats", { query: { from: today, to: today } }, { token: maker.token }))
    expect(stats.days[0]?.incomeCents).toBe(20 * makerShareOf(price))
    expect(stats.range.incomeCents).toBe(20 * makerShareOf(price))
    expect(stats.totals.incomeCents).toBe(makerMoney.balanceLedger)
  })
  it("lets the maker reply to comments and answer questions on their own courses and no one else's (curriculum_comment, curriculum_question)", async () => {
    const { maker, answer } = await makerWithCourse(0, 990)
    const draft = okBody(answer)
    okBody(await suite.server.call("makerCourseSubmit", { params: { id: draft.id } }, { token: maker.token }))
    okBody(await suite.server.call("adminCourseApprove", { params: { id: draft.id } }, { token: auditor.token }))
    const buyer = await walletMember(suite.server, { cents: 990, authState: "certified" })
    const order = okBody(await suite.server.call("courseOrderCreate", { body: { courseId: draft.id, idempotencyKey: newKey() } }, { token: buyer.token }))
    okBody(await suite.server.call("courseOrderBalancePay", { body: { orderNum: order.orderNum, payPass: suite.server.deps.rsa.encrypt(buyer.payPassword), idempotencyKey: newKey() } }, { token: buyer.token }))
    const content = "早餐搭配讲得很清楚，照着做了一周，餐后血糖平稳了不少，想问问燕麦可以换成别的吗？"
    okBody(await suite.server.call("commentCreate", { body: { courseId: draft.id, orderNum: order.orderNum, content, grade: 5 } }, { token: buyer.token }))

    const mine = okBody(await suite.server.call("makerCourseComments", { query: {} }, { token: maker.token }))
    expect(mine.content).toHaveLength(1)
    expect(mine.content[0]).toMatchObject({ courseId: draft.id, courseTitle: "七天控糖早餐", content, reply: null })
    const commentId = mine.content[0]?.id ?? 0

    const empty = await suite.server.call("makerCourseCommentReply", { params: { id: commentId }, body: { reply: "  " } }, { token: maker.token })
    expect(!empty.ok && empty.body.message).toBe(COMMENT_REPLY_MESSAGES.required)
    const other = await signedInUser(suite.server, { isMaker: true })
    expect((await suite.server.call("makerCourseCommentReply", { params: { id: commentId }, body: { reply: "不是我的课程" } }, { token: other.token })).status).toBe(404)
    expect(okBody(await suite.server.call("makerCourseComments", { query: {} }, { token: other.token })).content).toEqual([])
    expect((await suite.server.call("makerCourseComments", { query: {} }, { token: buyer.token })).status).toBe(403)

    const replied = okBody(await suite.server.call("makerCourseCommentReply", { params: { id: commentId }, body: { reply: "可以换成荞麦或藜麦，注意分量。" } }, { token: maker.token }))
    expect(replied.reply).toBe("可以换成荞麦或藜麦，注意分量。")
    const shown = okBody(await suite.server.call("commentList", { query: { courseId: draft.id } }))
    expect(shown.content[0]?.reply).toBe("可以换成荞麦或藜麦，注意分量。")

    // curriculum_question: the question on the maker's course, answered like any member answers.
    const question = okBody(
      await suite.server.call("questionCreate", { body: { courseId: draft.id, title: "燕麦可以换吗？", content: "家里没有燕麦，请问早餐里的燕麦可以换成别的谷物吗？分量要怎么调整才合适呢？" } }, { token: buyer.token }),
    )
    const asked = okBody(await suite.server.call("makerCourseQuestions", { query: {} }, { token: maker.token }))
    expect(asked.content.map((q) => [q.id, q.courseTitle, q.answerTotal])).toEqual([[question.id, "七天控糖早餐", 0]])
    expect(okBody(await suite.server.call("makerCourseQuestions", { query: {} }, { token: other.token })).content).toEqual([])
    await suite.server.deps.db.update(users).set({ authState: "certified" }).where(eq(users.id, maker.user.id))
    okBody(
      await suite.server.call("questionAnswerCreate", { body: { questionId: question.id, content: "可以换成荞麦或藜麦，分量与燕麦相同即可，注意不要额外加糖，搭配一个鸡蛋更好。" } }, { token: maker.token }),
    )
    expect(okBody(await suite.server.call("makerCourseQuestions", { query: {} }, { token: maker.token })).content[0]?.answerTotal).toBe(1)
  })
})
