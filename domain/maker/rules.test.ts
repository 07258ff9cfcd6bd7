import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { hotScore, HOT_WINDOW_DAYS, MAKER_FIELDS, MAKER_MESSAGES, parseTags, validateJoinForm, validateMicroComment, validateWorkForm } from "./rules.ts"

const chinese = (min: number, max: number) => fc.string({ unit: fc.constantFrom(..."护肤健康养生补水拉伸"), minLength: min, maxLength: max })
const join = { displayName: "小雨护肤", field: "护肤美妆", intro: "分享敏感肌的日常护理经验。", sample: "/files/pictures/1.png" }
const work = { title: "三步补水法", category: "beauty", tags: ["补水"], video: "/files/shortVideo/1.mp4", cover: "/files/pictures/1.jpg" }

describe("maker rules", () => {
  test.prop([chinese(2, 20), fc.constantFrom(...MAKER_FIELDS), chinese(10, 300)])("a complete application passes", (displayName, field, intro) => {
    expect(validateJoinForm({ ...join, displayName, field, intro })).toEqual({})
  })
  test.prop([fc.oneof(chinese(1, 1), chinese(21, 40))])("a display name outside 2-20 characters has its message", (displayName) => {
    expect(validateJoinForm({ ...join, displayName }).displayName).toEqual([MAKER_MESSAGES.displayNameLength])
  })
  test("each missing part of an application has its message", () => {
    expect(validateJoinForm({ displayName: " ", field: "其他", intro: "", sample: "" })).toEqual({
      displayName: [MAKER_MESSAGES.displayNameRequired],
      field: [MAKER_MESSAGES.fieldRequired],
      intro: [MAKER_MESSAGES.introRequired],
      sample: [MAKER_MESSAGES.sampleRequired],
    })
  })
  test("a work needs a title, a known category, at most 5 short tags, a video and a cover", () => {
    expect(validateWorkForm(work)).toEqual({})
    expect(validateWorkForm({ ...work, title: "", category: "news", tags: ["1", "2", "3", "4", "5", "6"], video: "", cover: "" })).toEqual({
      title: [MAKER_MESSAGES.titleRequired],
      category: [MAKER_MESSAGES.categoryRequired],
      tags: [MAKER_MESSAGES.tagsTooMany],
      video: [MAKER_MESSAGES.videoRequired],
      cover: [MAKER_MESSAGES.coverRequired],
    })
  })
  test.prop([fc.array(chinese(1, 6), { maxLength: 8 })])("tags are split on spaces, commas and #, without repeats or blanks", (words) => {
    const tags = parseTags(words.join(" ，#"))
    expect(new Set(tags).size).toBe(tags.length)
    expect(tags.every((t) => t.trim() === t && t !== "")).toBe(true)
    expect([...new Set(words.filter((w) => w !== ""))]).toEqual(tags)
  })
  test.prop([fc.string({ maxLength: 250 })])("a comment is 1-200 characters after trimming", (text) => {
    const trimmed = text.trim()
    const messages = validateMicroComment(text)
    if (trimmed === "") expect(messages).toEqual([MAKER_MESSAGES.commentRequired])
    else if ([...trimmed].length > 200) expect(messages).toEqual([MAKER_MESSAGES.commentLength])
    else expect(messages).toEqual([])
  })
  test.prop([fc.nat(1000), fc.nat(1000), fc.nat(1000), fc.nat(500)])("more activity never ranks lower, and the newness lift fades by the window's end", (likes, comments, views, hours) => {
    const base = hotScore({ likes, comments, views }, hours)
    expect(hotScore({ likes: likes + 1, comments, views }, hours)).toBeGreaterThan(base)
    expect(hotScore({ likes, comments: comments + 1, views }, hours)).toBeGreaterThan(hotScore({ likes: likes + 1, comments, views }, hours))
    expect(hotScore({ likes, comments, views }, hours + 1)).toBeLessThanOrEqual(base)
    expect(hotScore({ likes, comments, views }, HOT_WINDOW_DAYS * 24)).toBe(likes * 3 + comments * 5 + views)
  })
})
