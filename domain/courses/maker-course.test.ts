import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import {
  COURSE_PRICE_MAX_CENTS,
  isSubmittable,
  MAKER_COURSE_MESSAGES as M,
  MAKER_SHARE_PERCENT,
  makerShareOf,
  outlineProblem,
  submitProblem,
  tryTimeProblem,
  validateCourseForm,
  validateTeacherForm,
  type CourseForm,
} from "./maker-course.ts"

const valid: CourseForm = {
  title: "七天控糖早餐",
  subtitle: "",
  cover: "/files/pictures/202611/0123456789abcdef0123456789abcdef.png",
  categoryId: 3,
  teacherId: 8,
  priceCents: 1990,
  vipPriceCents: null,
  vipFree: false,
  intro: "",
  highlights: [],
  tags: [],
  adId: null,
}

describe("the preview seconds of a lesson", () => {
  test.prop([fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 100_000 })])("a preview passes exactly when it is below the duration", (tryTime, duration) => {
    expect(tryTimeProblem(tryTime, duration)).toBe(tryTime < duration ? null : M.tryTimeTooLong)
  })
  test.prop([fc.integer({ min: 0, max: 100_000 })])("no preview (0) always passes; an unknown duration cannot refuse", (n) => {
    expect(tryTimeProblem(0, n)).toBeNull()
    expect(tryTimeProblem(n, 0)).toBeNull()
  })
  test.prop([fc.oneof(fc.integer({ max: -1 }), fc.double({ noInteger: true }), fc.constant(Number.NaN))])("negative or fractional seconds are refused", (n) => {
    expect(tryTimeProblem(n, 100)).toBe(M.tryTimeInvalid)
  })
})

describe("the course form", () => {
  it("accepts a complete form", () => expect(validateCourseForm(valid)).toEqual({}))
  test.prop([fc.integer({ min: 0, max: COURSE_PRICE_MAX_CENTS }), fc.integer({ min: 0, max: COURSE_PRICE_MAX_CENTS })])("a VIP price above the list price is refused", (price, vip) => {
    const errors = validateCourseForm({ ...valid, priceCents: price, vipPriceCents: vip })
    expect(errors.vipPriceCents).toEqual(vip > price ? [M.vipPriceInvalid] : undefined)
  })
  test.prop([fc.oneof(fc.integer({ max: -1 }), fc.integer({ min: COURSE_PRICE_MAX_CENTS + 1 }), fc.double({ noInteger: true }))])("prices outside 0..99999.99 yuan are refused", (price) => {
    expect(validateCourseForm({ ...valid, priceCents: price }).priceCents).toEqual([M.priceInvalid])
  })
  it("names each missing field", () => {
    const errors = validateCourseForm({ ...valid, title: " ", cover: "", categoryId: null, teacherId: null })
    expect(errors).toEqual({ title: [M.titleRequired], cover: [M.coverRequired], categoryId: [M.categoryRequired], teacherId: [M.teacherRequired] })
  })
})

describe("the outline and submitting", () => {
  const lesson = { title: "第一课", tryTime: 30, durationSeconds: 300 }
  it("checks titles and each lesson's preview in order", () => {
    expect(outlineProblem([{ title: "第一章", lessons: [lesson] }])).toBeNull()
    expect(outlineProblem([{ title: "", lessons: [lesson] }])).toBe(M.chapterTitle)
    expect(outlineProblem([{ title: "第一章", lessons: [{ ...lesson, tryTime: 300 }] }])).toBe(M.tryTimeTooLong)
  })
  it("submits only a course whose every lesson has its video", () => {
    expect(submitProblem([])).toBe(M.noLessons)
    expect(submitProblem([{ title: "第一章", lessons: [lesson, { ...lesson, durationSeconds: 0, tryTime: 0 }] }])).toBe(M.lessonWithoutVideo)
    expect(submitProblem([{ title: "第一章", lessons: [lesson] }])).toBeNull()
  })
  it("goes to review from a draft, a rejection or off the shelf, not while waiting or listed", () => {
    expect(["draft", "reviewing", "on", "rejected", "off"].map((s) => isSubmittable(s as never))).toEqual([true, false, false, true, true])
  })
})

describe("the maker's share", () => {
  test.prop([fc.integer({ min: 0, max: 2_000_000_000 })])("is the rate's part rounded down to the cent and never more than paid", (amount) => {
    const share = makerShareOf(amount)
    expect(Number.isSafeInteger(share)).toBe(true)
    expect(share).toBeLessThanOrEqual(amount)
    expect(share * 100).toBeLessThanOrEqual(amount * MAKER_SHARE_PERCENT)
    expect((share + 1) * 100).toBeGreaterThan(amount * MAKER_SHARE_PERCENT)
  })
})

describe("the teacher form", () => {
  it("accepts a complete teacher and names what is missing", () => {
    expect(validateTeacherForm({ name: "林晓", title: "注册营养师", avatar: "/files/pictures/a.png", intro: "十年临床营养门诊经验。" })).toEqual({})
    expect(validateTeacherForm({ name: "林", title: "", avatar: "", intro: "短" })).toEqual({ name: [M.teacherName], title: [M.teacherTitle], avatar: [M.teacherAvatar], intro: [M.teacherIntro] })
  })
})
