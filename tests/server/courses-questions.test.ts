import { beforeAll, describe, expect, it } from "vitest"
import { QUESTION_PAGE_SIZE, REPLY_PAGE_SIZE } from "../../domain/core/constants.ts"
import { COURSE_MESSAGES } from "../../domain/courses/messages.ts"
import { REAL_NAME_PROMPTS } from "../../domain/member/real-name.ts"
import { QUESTION_MESSAGES, REPLY_MESSAGES } from "../../domain/courses/question-form.ts"
import { COURSE_COMMENTS, COURSE_QUESTIONS } from "../../server/seed/course-data.ts"
import { validateComment } from "../../domain/courses/comment-form.ts"
import { validateQuestion, validateReply } from "../../domain/courses/question-form.ts"
import { signedInUser, type SignedIn } from "../setup/auth.ts"
import { databaseKinds } from "../setup/databases.ts"
import { useTestServer } from "../setup/server-suite.ts"
import { ok } from "../setup/test-server.ts"

const text = (n: number) => Array.from("请问老师这个动作每天练习几次比较合适呢？".repeat(20)).slice(0, n).join("")

describe("seeded comments and questions", () => {
  it("follow the rules the forms enforce", () => {
    for (const c of COURSE_COMMENTS) expect(validateComment({ courseId: 1, orderNum: "KC1", content: c.content, grade: c.grade }), c.content).toEqual({})
    for (const q of COURSE_QUESTIONS) {
      expect(validateQuestion(q), q.title).toEqual({})
      for (const a of q.answers) expect(validateReply(a), a.content).toEqual({})
    }
  })
})

describe.each(databaseKinds())("course questions on %s", (kind) => {
  const suite = useTestServer(kind)
  let courseId: number
  let asker: SignedIn

  beforeAll(async () => {
    const page = ok(await suite.server.call("courseList", { query: { keyword: "普拉提核心训练" } })).body.content
    courseId = page[0]!.id
    asker = await signedInUser(suite.server, { authState: "certified", nickName: "提问的学员" })
  })

  it("checks every rule with the form's message before storing a question", async () => {
    const cases: Array<[{ title: string; content: string }, string]> = [
      [{ title: "", content: text(40) }, QUESTION_MESSAGES.titleRequired],
      [{ title: "   ", content: text(40) }, QUESTION_MESSAGES.titleRequired],
      [{ title: "五个字标题", content: text(40) }, QUESTION_MESSAGES.titleLength],
      [{ title: text(31), content: text(40) }, QUESTION_MESSAGES.titleLength],
      [{ title: "六个字的标题", content: "" }, QUESTION_MESSAGES.contentRequired],
      [{ title: "六个字的标题", content: text(29) }, QUESTION_MESSAGES.contentLength],
      [{ title: "六个字的标题", content: text(201) }, QUESTION_MESSAGES.contentLength],
    ]
    for (const [body, message] of cases) {
      const answer = await suite.server.call("questionCreate", { body: { courseId, ...body } }, { token: asker.token })
      expect(answer.status, message).toBe(400)
      expect(answer.body).toMatchObject({ message })
    }
    const uncertified = await signedInUser(suite.server, { authState: "auth_examine" })
    const refused = await suite.server.call("questionCreate", { body: { courseId, title: "六个字的标题", content: text(30) } }, { token: uncertified.token })
    expect(refused.body).toMatchObject({ message: REAL_NAME_PROMPTS.auth_examine })
    expect((await suite.server.call("questionCreate", { body: { courseId, title: "六个字的标题", content: text(30) } })).status).toBe(401)
    const nowhere = await suite.server.call("questionCreate", { body: { courseId: 999_999, title: "六个字的标题", content: text(30) } }, { token: asker.token })
    expect(nowhere.status).toBe(404)
    expect(nowhere.body).toMatchObject({ message: COURSE_MESSAGES.courseNotFound })
    expect(ok(await suite.server.call("questionList", { query: { courseId } })).body.totalPage).toBe(0)
  })

  it("pages questions by 15 and answers by 5, newest first, and counts answers", async () => {
    const titles: string[] = []
    for (let i = 0; i < 17; i++) {
      const title = `第${String(i).padStart(2, "0")}个问题的标题`
      titles.push(title)
      const created = ok(await suite.server.call("questionCreate", { body: { courseId, title: `  ${title}  `, content: text(30 + i) } }, { token: asker.token })).body
      expect(created).toMatchObject({ title, courseId, answerTotal: 0, user: { nickName: "提问的学员" } })
    }
    const first = ok(await suite.server.call("questionList", { query: { courseId, page: 0, size: QUESTION_PAGE_SIZE, sort: "createTime,desc" } })).body
    expect(first.content).toHaveLength(15)
    expect(first).toMatchObject({ totalPage: 2, totalElements: 17 })
    expect(first.content[0]?.title).toBe(titles[16])
    const second = ok(await suite.server.call("questionList", { query: { courseId, page: 1 } })).body
    expect(second.content.map((q) => q.title)).toEqual([titles[1], titles[0]])
    expect(ok(await suite.server.call("questionList", { query: { courseId } })).body.content).toHaveLength(15)

    const question = first.content[0]!
    const replier = await signedInUser(suite.server, { authState: "certified" })
    for (const [content, message] of [
      ["", REPLY_MESSAGES.contentRequired],
      ["  ", REPLY_MESSAGES.contentRequired],
      [text(29), REPLY_MESSAGES.contentLength],
      [text(201), REPLY_MESSAGES.contentLength],
    ] as const) {
      const answer = await suite.server.call("questionAnswerCreate", { body: { questionId: question.id, content } }, { token: replier.token })
      expect(answer.status).toBe(400)
      expect(answer.body).toMatchObject({ message })
    }
    expect(REPLY_MESSAGES.contentLength).toBe("长度在 30 到 200 个字符！")
    const uncertified = await signedInUser(suite.server)
    expect((await suite.server.call("questionAnswerCreate", { body: { questionId: question.id, content: text(30) } }, { token: uncertified.token })).body).toMatchObject({
      message: REAL_NAME_PROMPTS.not_certified,
    })
    expect((await suite.server.call("questionAnswerCreate", { body: { questionId: 999_999, content: text(30) } }, { token: replier.token })).status).toBe(404)

    for (let i = 0; i < 7; i++) {
      const reply = ok(await suite.server.call("questionAnswerCreate", { body: { questionId: question.id, content: `${text(30)}${i}` } }, { token: replier.token })).body
      expect(reply).toMatchObject({ questionId: question.id, userId: replier.user.id })
    }
    const answers = ok(await suite.server.call("questionAnswerList", { query: { questionId: question.id, page: 0, size: REPLY_PAGE_SIZE, sort: "createTime,desc" } })).body
    expect(answers.content).toHaveLength(5)
    expect(answers).toMatchObject({ totalPages: 2, totalElements: 7 })
    expect(answers.content[0]?.content.endsWith("6")).toBe(true)
    const rest = ok(await suite.server.call("questionAnswerList", { query: { questionId: question.id, page: 1 } })).body
    expect(rest.content.map((a) => a.content.slice(-1))).toEqual(["1", "0"])
    const counted = ok(await suite.server.call("questionList", { query: { courseId, size: 1 } })).body.content[0]!
    expect(counted.answerTotal).toBe(7)

    const mine = ok(await suite.server.call("questionMy", { query: { page: 0, size: 15 } }, { token: asker.token })).body
    expect(mine).toMatchObject({ totalElements: 17, totalPage: 2 })
    expect(mine.content[0]).toMatchObject({ courseId, courseTitle: "普拉提核心训练" })
    expect((await suite.server.call("questionMy", { query: {} })).status).toBe(401)
  })

  it("shows an anonymous asker as no user", async () => {
    const seeded = ok(await suite.server.call("courseList", { query: { keyword: "零基础瑜伽" } })).body.content[0]!
    const list = ok(await suite.server.call("questionList", { query: { courseId: seeded.id } })).body
    const anonymous = list.content.find((q) => q.title === "膝盖不好可以练瑜伽吗？")!
    expect(anonymous).toMatchObject({ userId: null, user: null, answerTotal: 1 })
  })
})
