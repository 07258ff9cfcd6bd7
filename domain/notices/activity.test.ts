import { describe, expect, it } from "vitest"
import { ACTIVITY_MESSAGES, activityProblem, activityState, isPortalPath, type ActivityInput } from "./activity.ts"

const good: ActivityInput = {
  title: "春季养生公开课",
  summary: "",
  cover: "/activities/lucky-draw.svg",
  content: "<p>内容</p>",
  startTime: "2026-03-01T00:00:00+08:00",
  endTime: "2026-03-08T00:00:00+08:00",
  joinHref: "/video",
  joinLabel: "去看课程",
}

describe("activities", () => {
  it("take a page of the portal as their way in, never another host", () => {
    expect(isPortalPath("/prize/index")).toBe(true)
    expect(isPortalPath("/product/search?keyword=%E4%BF%9D")).toBe(true)
    expect(isPortalPath("//evil.example")).toBe(false)
    expect(isPortalPath("https://evil.example")).toBe(false)
    expect(isPortalPath("javascript:alert(1)")).toBe(false)
  })
  it("need a picture, a text and times in order", () => {
    expect(activityProblem(good)).toBeNull()
    expect(activityProblem({ ...good, cover: "" })).toBe(ACTIVITY_MESSAGES.cover)
    expect(activityProblem({ ...good, cover: "" }, "")).toBe(ACTIVITY_MESSAGES.cover)
    expect(activityProblem({ ...good, content: "<p> </p>" })).toBe(ACTIVITY_MESSAGES.content)
    expect(activityProblem({ ...good, endTime: good.startTime })).toBe(ACTIVITY_MESSAGES.times)
    expect(activityProblem({ ...good, joinLabel: "去" })).toBe(ACTIVITY_MESSAGES.joinLabel)
    expect(activityProblem({ ...good, joinHref: "", joinLabel: "" })).toBeNull()
  })
  it("are upcoming, ongoing or ended by the clock", () => {
    const start = Date.parse(good.startTime)
    expect(activityState(good.startTime, good.endTime, start - 1)).toBe("upcoming")
    expect(activityState(good.startTime, good.endTime, start)).toBe("ongoing")
    expect(activityState(good.startTime, good.endTime, Date.parse(good.endTime) + 1)).toBe("ended")
  })
})
