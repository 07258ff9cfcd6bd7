import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import {
  FORUM_MESSAGES,
  FORUM_REPLY_MAX,
  FORUM_TITLE_MAX,
  canModerateBoard,
  forumExcerpt,
  normalizeForumKeyword,
  replyNoticeTargets,
  searchSnippet,
  validateForumReply,
  validateForumReport,
  validateForumTopic,
} from "./forum.ts"

const han = fc.string({ unit: fc.constantFrom(..."健康护肤减肥跑步中医养生宝宝辅食"), minLength: 1, maxLength: 40 })

describe("the forum's rules", () => {
  it("checks a topic: board, title length and body text", () => {
    expect(validateForumTopic({ boardId: 1, title: "夜跑要注意什么", bodyHtml: "<p>下班后只有晚上有时间。</p>" })).toEqual({})
    expect(validateForumTopic({ boardId: null, title: " ", bodyHtml: "<p></p>" })).toEqual({
      boardId: [FORUM_MESSAGES.boardRequired],
      title: [FORUM_MESSAGES.titleRequired],
      bodyHtml: [FORUM_MESSAGES.bodyRequired],
    })
    expect(validateForumTopic({ boardId: 1, title: "一".repeat(FORUM_TITLE_MAX + 1), bodyHtml: "<p>四个字</p>" })).toEqual({
      title: [FORUM_MESSAGES.titleLength],
      bodyHtml: [FORUM_MESSAGES.bodyLength],
    })
    const tenPictures = '<p>十张图片的帖子内容</p>' + '<img src="/files/a.png">'.repeat(10)
    expect(validateForumTopic({ boardId: 1, title: "图片太多了", bodyHtml: tenPictures }).bodyHtml).toEqual([FORUM_MESSAGES.bodyPictures])
  })

  test.prop([han])("accepts any title of 4 to 50 characters once trimmed", (text) => {
    const title = `  ${text.padEnd(4, "好")}  `
    const errors = validateForumTopic({ boardId: 3, title, bodyHtml: "<p>足够长的正文内容</p>" })
    expect(errors.title).toBeUndefined()
  })

  it("checks a reply: text or a picture, at most 2000 characters and 3 pictures", () => {
    expect(validateForumReply("<p>同意</p>")).toEqual([])
    expect(validateForumReply('<img src="/files/a.png">')).toEqual([])
    expect(validateForumReply("<p> </p><script>x</script>")).toEqual([FORUM_MESSAGES.replyRequired])
    expect(validateForumReply(`<p>${"字".repeat(FORUM_REPLY_MAX + 1)}</p>`)).toEqual([FORUM_MESSAGES.replyLength])
    expect(validateForumReply('<p>图</p>' + '<img src="/x.png">'.repeat(4))).toEqual([FORUM_MESSAGES.replyPictures])
  })

  it("checks a report: a reason, and a detail for 其他", () => {
    expect(validateForumReport({ reason: "ad", detail: "" })).toEqual({})
    expect(validateForumReport({ reason: "spam", detail: "" })).toEqual({ reason: [FORUM_MESSAGES.reportReasonRequired] })
    expect(validateForumReport({ reason: "other", detail: "  " })).toEqual({ detail: [FORUM_MESSAGES.reportDetailRequired] })
    expect(validateForumReport({ reason: "abuse", detail: "字".repeat(201) })).toEqual({ detail: [FORUM_MESSAGES.reportDetailLength] })
  })

  it("tells the topic's author and the quoted author once each, never the replier", () => {
    expect(replyNoticeTargets(2, 1, null)).toEqual([{ userId: 1, kind: "reply" }])
    expect(replyNoticeTargets(2, 1, 3)).toEqual([
      { userId: 1, kind: "reply" },
      { userId: 3, kind: "quote" },
    ])
    expect(replyNoticeTargets(2, 1, 1)).toEqual([{ userId: 1, kind: "reply" }])
    expect(replyNoticeTargets(1, 1, 3)).toEqual([{ userId: 3, kind: "quote" }])
    expect(replyNoticeTargets(2, 1, 2)).toEqual([{ userId: 1, kind: "reply" }])
    expect(replyNoticeTargets(1, 1, 1)).toEqual([])
  })

  test.prop([fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 }), fc.option(fc.integer({ min: 1, max: 5 }), { nil: null })])(
    "never tells the replier, nor anyone twice",
    (replier, author, quoted) => {
      const targets = replyNoticeTargets(replier, author, quoted)
      expect(targets.map((t) => t.userId)).not.toContain(replier)
      expect(new Set(targets.map((t) => t.userId)).size).toBe(targets.length)
    },
  )

  it("lets administrators and the board's moderators moderate", () => {
    expect(canModerateBoard({ id: 5, roles: [] }, [5, 6])).toBe(true)
    expect(canModerateBoard({ id: 7, roles: [] }, [5, 6])).toBe(false)
    expect(canModerateBoard({ id: 7, roles: ["ROLE_ADMIN"] }, [])).toBe(true)
    expect(canModerateBoard(null, [5])).toBe(false)
  })

  it("cuts excerpts and snippets around the first match", () => {
    expect(forumExcerpt("  健康生活  ", 10)).toBe("健康生活")
    expect(forumExcerpt("一二三四五六", 3)).toBe("一二三…")
    const text = `${"前".repeat(100)}平台期${"后".repeat(100)}`
    const snippet = searchSnippet(text, ["平台期"], 40)
    expect(snippet).toContain("平台期")
    expect(snippet.startsWith("…") && snippet.endsWith("…")).toBe(true)
    expect(searchSnippet("短文本", ["无"], 40)).toBe("短文本")
    expect(searchSnippet("甲".repeat(50), ["无"], 10)).toBe(`${"甲".repeat(10)}…`)
    expect(normalizeForumKeyword("  减肥   方法 ")).toBe("减肥 方法")
    expect(normalizeForumKeyword(null)).toBe("")
  })

  const unit = fc.constantFrom(..."abc健康减肥跑步平台期 ")
  test.prop([fc.string({ unit, maxLength: 300 }), fc.array(fc.string({ unit, minLength: 1, maxLength: 4 }), { maxLength: 3 }), fc.integer({ min: 8, max: 100 })])(
    "keeps a snippet within its size and shows the first term that occurs",
    (text, terms, size) => {
      const snippet = searchSnippet(text, terms, size)
      const body = snippet.replace(/^…/, "").replace(/…$/, "")
      expect(Array.from(body).length).toBeLessThanOrEqual(size)
      const first = terms
        .map((t) => t.trim())
        .filter((t) => t !== "" && text.includes(t))
        .map((t) => ({ t, at: text.indexOf(t) }))
        .sort((a, b) => a.at - b.at)[0]
      if (first && Array.from(first.t).length <= size / 2) expect(snippet).toContain(first.t)
    },
  )
})
