import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { ANNOUNCEMENT_MESSAGES, announcementProblem, summaryOf, type AnnouncementInput } from "./announcement.ts"

const valid: AnnouncementInput = { kind: "quality", category: "recall", title: "部分批次主动召回", summary: "", content: "<p>详见正文</p>", brand: "美妍", productIds: [1, 2], pinned: false }

describe("announcements", () => {
  it("accepts a complete notice and names the first problem of a wrong one", () => {
    expect(announcementProblem(valid)).toBeNull()
    expect(announcementProblem({ ...valid, title: "召回" })).toBe(ANNOUNCEMENT_MESSAGES.titleLength)
    expect(announcementProblem({ ...valid, kind: "site" })).toBe(ANNOUNCEMENT_MESSAGES.categoryInvalid)
    expect(announcementProblem({ ...valid, content: "<p>&nbsp;</p>" })).toBe(ANNOUNCEMENT_MESSAGES.contentRequired)
    expect(announcementProblem({ ...valid, content: '<p><img src="/a.png"></p>' })).toBeNull()
    expect(announcementProblem({ ...valid, kind: "site", category: "platform" })).toBe(ANNOUNCEMENT_MESSAGES.qualityOnly)
    expect(announcementProblem({ ...valid, productIds: Array.from({ length: 11 }, (_, i) => i + 1) })).toBe(ANNOUNCEMENT_MESSAGES.tooManyProducts)
  })

  it("summarises from the text when no summary is given, never longer than asked", () => {
    expect(summaryOf("", "<h2>更新</h2><p>账号&amp;积分</p>")).toBe("更新 账号&积分")
    expect(summaryOf(" 摘要 ", "<p>正文</p>")).toBe("摘要")
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.integer({ min: 1, max: 100 }), (html, max) => {
        expect(Array.from(summaryOf("", html, max)).length).toBeLessThanOrEqual(max + 1)
      }),
    )
  })
})
