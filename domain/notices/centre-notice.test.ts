import { describe, expect, it } from "vitest"
import { audiencesOf, CENTRE_NOTICE_MESSAGES, centreNoticeProblem, type CentreNoticeInput } from "./centre-notice.ts"

const valid: CentreNoticeInput = { title: "创客结算周期调整", content: "<p>自下月起按周结算。</p>", audience: "makers", published: true }

describe("maker-centre notices", () => {
  it("checks the title, the audience and the content", () => {
    expect(centreNoticeProblem(valid)).toBeNull()
    expect(centreNoticeProblem({ ...valid, title: " 短 " })).toBe(CENTRE_NOTICE_MESSAGES.titleLength)
    expect(centreNoticeProblem({ ...valid, audience: "everyone" as never })).toBe(CENTRE_NOTICE_MESSAGES.audienceInvalid)
    expect(centreNoticeProblem({ ...valid, content: "<p>&nbsp;</p>" })).toBe(CENTRE_NOTICE_MESSAGES.contentRequired)
    expect(centreNoticeProblem({ ...valid, content: `<p>${"字".repeat(50_001)}</p>` })).toBe(CENTRE_NOTICE_MESSAGES.contentLength)
  })

  it("gives each member the audiences of its sides", () => {
    expect(audiencesOf({ isMaker: true, isMerchant: false })).toEqual(["both", "makers"])
    expect(audiencesOf({ isMaker: false, isMerchant: true })).toEqual(["both", "merchants"])
    expect(audiencesOf({ isMaker: true, isMerchant: true })).toEqual(["both", "makers", "merchants"])
  })
})
