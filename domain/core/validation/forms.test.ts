import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { ADDRESS_MESSAGES, validateAddress } from "../../member/address-form.ts"
import { canSubmitComment, COMMENT_MESSAGES, validateComment } from "../../courses/comment-form.ts"
import { firstFormError, formErrors, isFormValid } from "./form-errors.ts"
import { QUESTION_MESSAGES, REPLY_MESSAGES, validateQuestion, validateReply } from "../../courses/question-form.ts"
import { QUICK_REPLY_MESSAGES, quickReplyDialogMode, validateQuickReply } from "../../chat/quick-reply-form.ts"

/** Text of exactly n characters (Chinese, so code points matter). */
const chars = (n: number, ch = "好"): string => ch.repeat(n)
const textOfLength = (min: number, max: number) =>
  fc.array(fc.constantFrom("好", "a", "字", "1", "😀"), { minLength: min, maxLength: max }).map((a) => a.join(""))

describe("form results", () => {
  test("only failing fields appear; first message in field order", () => {
    const e = formErrors<"a" | "b" | "c">({ a: [], b: ["x", "y"], c: ["z"] })
    expect(e).toEqual({ b: ["x", "y"], c: ["z"] })
    expect(isFormValid(e)).toBe(false)
    expect(firstFormError(e)).toBe("x")
    expect(isFormValid(formErrors<"a">({ a: [] }))).toBe(true)
    expect(firstFormError(formErrors<"a">({ a: [] }))).toBeUndefined()
  })
})

describe("address (spec 2 §5)", () => {
  const good = { name: "张三", region: ["110000", "110100", "110101"], detail: "长安街1号", phone: "13800138000", telephone: "" }
  test("messages, character for character", () => {
    expect(ADDRESS_MESSAGES.nameLength).toBe("长度在 2 到 30 个字符")
    expect(ADDRESS_MESSAGES.phoneOrTelephone).toBe("手机和固定电话至少填写一项")
    expect(ADDRESS_MESSAGES.phone).toBe("请输入正确的电话号码")
    expect(ADDRESS_MESSAGES.telephone).toBe("请输入正确的固话（格式：区号+号码,如010-1234567）")
  })
  test("a complete address passes, with mobile or landline or both", () => {
    expect(validateAddress(good)).toEqual({})
    expect(validateAddress({ ...good, phone: "", telephone: "010-1234567" })).toEqual({})
    expect(validateAddress({ ...good, telephone: "0755-12345678" })).toEqual({})
    expect(validateAddress({ ...good, region: '["110000","110100"]' })).toEqual({})
  })
  test("each row of the rules", () => {
    expect(validateAddress({ ...good, name: "" })).toEqual({ name: [ADDRESS_MESSAGES.nameRequired] })
    expect(validateAddress({ ...good, name: "  " })).toEqual({ name: [ADDRESS_MESSAGES.nameRequired] })
    expect(validateAddress({ ...good, name: "张" })).toEqual({ name: [ADDRESS_MESSAGES.nameLength] })
    expect(validateAddress({ ...good, name: chars(31) })).toEqual({ name: [ADDRESS_MESSAGES.nameLength] })
    expect(validateAddress({ ...good, region: [] })).toEqual({ region: [ADDRESS_MESSAGES.regionRequired] })
    expect(validateAddress({ ...good, region: "[]" })).toEqual({ region: [ADDRESS_MESSAGES.regionRequired] })
    expect(validateAddress({ ...good, region: null })).toEqual({ region: [ADDRESS_MESSAGES.regionRequired] })
    expect(validateAddress({ ...good, detail: "" })).toEqual({ detail: [ADDRESS_MESSAGES.detailRequired] })
    expect(validateAddress({ ...good, detail: "1号" })).toEqual({ detail: [ADDRESS_MESSAGES.detailLength] })
    expect(validateAddress({ ...good, detail: chars(121) })).toEqual({ detail: [ADDRESS_MESSAGES.detailLength] })
    expect(validateAddress({ ...good, phone: "", telephone: "" })).toEqual({ phone: [ADDRESS_MESSAGES.phoneOrTelephone] })
    expect(validateAddress({ ...good, phone: "12800138000" })).toEqual({ phone: [ADDRESS_MESSAGES.phone] })
    expect(validateAddress({ ...good, telephone: "010-123456" })).toEqual({ telephone: [ADDRESS_MESSAGES.telephone] })
    expect(validateAddress({ ...good, telephone: "010-1234567-12" })).toEqual({ telephone: [ADDRESS_MESSAGES.telephone] })
    expect(validateAddress({})).toEqual({
      name: [ADDRESS_MESSAGES.nameRequired],
      region: [ADDRESS_MESSAGES.regionRequired],
      detail: [ADDRESS_MESSAGES.detailRequired],
      phone: [ADDRESS_MESSAGES.phoneOrTelephone],
    })
  })
  test.prop([textOfLength(2, 30), textOfLength(3, 120)])("names of 2-30 and details of 3-120 characters pass", (name, detail) => {
    expect(validateAddress({ ...good, name, detail })).toEqual({})
  })
  test.prop([textOfLength(31, 60)])("longer names fail with the length message", (name) => {
    expect(validateAddress({ ...good, name }).name).toEqual([ADDRESS_MESSAGES.nameLength])
  })
  test.prop([fc.stringMatching(/^0\d{2,3}-\d{7,8}$/)])("any area code and number passes as landline", (telephone) => {
    expect(validateAddress({ ...good, phone: "", telephone })).toEqual({})
  })
})

describe("comment (spec 2 §5)", () => {
  const good = { courseId: 1, orderNum: "O2024", content: chars(30), grade: 5 }
  test("rows", () => {
    expect(COMMENT_MESSAGES.gradeRequired).toBe("请选择满意度")
    expect(COMMENT_MESSAGES.contentLength).toBe("长度在 30 到 200 个字符")
    expect(validateComment(good)).toEqual({})
    expect(validateComment({ ...good, grade: null })).toEqual({ grade: [COMMENT_MESSAGES.gradeRequired] })
    expect(validateComment({ ...good, grade: 0 })).toEqual({ grade: [COMMENT_MESSAGES.gradeRequired] })
    expect(validateComment({ ...good, grade: 6 })).toEqual({ grade: [COMMENT_MESSAGES.gradeRequired] })
    expect(validateComment({ ...good, content: "" })).toEqual({ content: [COMMENT_MESSAGES.contentRequired] })
    expect(validateComment({ ...good, content: chars(29) })).toEqual({ content: [COMMENT_MESSAGES.contentLength] })
    expect(validateComment({ ...good, content: chars(201) })).toEqual({ content: [COMMENT_MESSAGES.contentLength] })
    expect(validateComment({ ...good, orderNum: "" })).toEqual({ orderNum: [COMMENT_MESSAGES.orderNumRequired] })
  })
  test("submit needs certification and an order number", () => {
    expect(canSubmitComment(true, "O1")).toBe(true)
    expect(canSubmitComment(false, "O1")).toBe(false)
    expect(canSubmitComment(true, "")).toBe(false)
  })
  test.prop([textOfLength(30, 200), fc.integer({ min: 1, max: 5 })])("content of 30-200 characters with a grade 1-5 passes", (content, grade) => {
    expect(validateComment({ ...good, content, grade })).toEqual({})
  })
  test.prop([fc.oneof(textOfLength(1, 29), textOfLength(201, 260))])("other lengths fail with the exact message", (content) => {
    expect(validateComment({ ...good, content }).content).toEqual([COMMENT_MESSAGES.contentLength])
  })
})

describe("question (spec 2 §5)", () => {
  const good = { title: chars(6), content: chars(30) }
  test("rows", () => {
    expect(QUESTION_MESSAGES).toEqual({
      titleRequired: "请输入您想要提问的标题",
      titleLength: "长度在 6 到 30 个字符",
      contentRequired: "请输入您想要提问的内容",
      contentLength: "长度在 30 到 200 个字符",
    })
    expect(validateQuestion(good)).toEqual({})
    expect(validateQuestion({ title: "", content: "" })).toEqual({
      title: [QUESTION_MESSAGES.titleRequired],
      content: [QUESTION_MESSAGES.contentRequired],
    })
    expect(validateQuestion({ ...good, title: chars(5) })).toEqual({ title: [QUESTION_MESSAGES.titleLength] })
    expect(validateQuestion({ ...good, title: chars(31) })).toEqual({ title: [QUESTION_MESSAGES.titleLength] })
    expect(validateQuestion({ ...good, content: chars(29) })).toEqual({ content: [QUESTION_MESSAGES.contentLength] })
    expect(validateQuestion({ ...good, content: chars(201) })).toEqual({ content: [QUESTION_MESSAGES.contentLength] })
  })
  test.prop([textOfLength(6, 30), textOfLength(30, 200)])("valid lengths pass", (title, content) => {
    expect(validateQuestion({ title, content })).toEqual({})
  })
  test.prop([fc.oneof(textOfLength(1, 5), textOfLength(31, 50))])("bad title lengths fail", (title) => {
    expect(validateQuestion({ ...good, title })).toEqual({ title: [QUESTION_MESSAGES.titleLength] })
  })
})

describe("reply (spec 2 §5)", () => {
  test("rows", () => {
    expect(REPLY_MESSAGES.contentRequired).toBe("请输入您想要发表的内容")
    expect(REPLY_MESSAGES.contentLength).toBe("长度在 30 到 200 个字符！")
    expect(validateReply({ content: "" })).toEqual({ content: ["请输入您想要发表的内容"] })
    expect(validateReply({ content: "   " })).toEqual({ content: ["请输入您想要发表的内容"] })
    expect(validateReply({})).toEqual({ content: ["请输入您想要发表的内容"] })
    expect(validateReply({ content: chars(29) })).toEqual({ content: ["长度在 30 到 200 个字符！"] })
    expect(validateReply({ content: chars(201) })).toEqual({ content: ["长度在 30 到 200 个字符！"] })
    expect(validateReply({ content: `  ${chars(30)}  ` })).toEqual({})
  })
  test.prop([textOfLength(30, 200)])("30-200 characters pass", (content) => {
    expect(validateReply({ content })).toEqual({})
  })
  test.prop([fc.oneof(textOfLength(1, 29), textOfLength(201, 300))])("other lengths fail with the exact message", (content) => {
    expect(validateReply({ content })).toEqual({ content: ["长度在 30 到 200 个字符！"] })
  })
})

describe("quick reply (spec 2 §5)", () => {
  const good = { title: chars(3), content: chars(10) }
  test("rows", () => {
    expect(validateQuickReply(good)).toEqual({})
    expect(validateQuickReply({})).toEqual({
      title: [QUICK_REPLY_MESSAGES.titleRequired],
      content: [QUICK_REPLY_MESSAGES.contentRequired],
    })
    expect(validateQuickReply({ ...good, title: chars(2) })).toEqual({ title: ["长度在 3 到 20 个字符"] })
    expect(validateQuickReply({ ...good, title: chars(21) })).toEqual({ title: ["长度在 3 到 20 个字符"] })
    expect(validateQuickReply({ ...good, content: chars(9) })).toEqual({ content: ["长度在 10 到 200 个字符"] })
    expect(validateQuickReply({ ...good, content: chars(201) })).toEqual({ content: ["长度在 10 到 200 个字符"] })
  })
  test("dialog mode follows the id", () => {
    expect(quickReplyDialogMode(undefined)).toBe("add")
    expect(quickReplyDialogMode(null)).toBe("add")
    expect(quickReplyDialogMode("")).toBe("add")
    expect(quickReplyDialogMode(3)).toBe("edit")
  })
  test.prop([textOfLength(3, 20), textOfLength(10, 200)])("valid lengths pass", (title, content) => {
    expect(validateQuickReply({ title, content })).toEqual({})
  })
})
