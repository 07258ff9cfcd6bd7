import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { LOGIN_PASSWORD_MESSAGE, validateLoginPassword } from "../../session/login-password.ts"
import {
  PAY_PASSWORD_MESSAGES,
  pressPinKey,
  stripNonDigits,
  validateBalancePay,
  validatePayPassword,
  validateSmsCode,
} from "../../wallet/pay-password-form.ts"
import {
  fileExtension,
  mediaFormat,
  richTextMediaKind,
  UPLOAD_MESSAGES,
  uploadCountMessage,
  validateRichTextVideo,
  validateUpload,
} from "./upload-rules.ts"

const MB = 1024 * 1024
const P = PAY_PASSWORD_MESSAGES

describe("payment password (spec 2 §5)", () => {
  const good = { password: "123456", confirm: "123456", infoCode: "8888", uuid: "u-1" }
  test("spec messages", () => {
    expect(P.passwordRequired).toBe("请输入支付密码")
    expect(P.passwordLength).toBe("请输入6位数的支付密码")
    expect(P.uuidRequired).toBe("请获取短信验证码")
    expect(P.smsCodeRequired).toBe("短信验证码不能为空")
  })
  test("rows", () => {
    expect(validatePayPassword(good)).toEqual({})
    expect(validatePayPassword({})).toEqual({
      password: [P.passwordRequired],
      confirm: [P.confirmRequired],
      infoCode: [P.smsCodeRequired],
      uuid: [P.uuidRequired],
    })
    expect(validatePayPassword({ ...good, password: "12345", confirm: "12345" })).toEqual({
      password: [P.passwordLength],
      confirm: [P.passwordLength],
    })
    expect(validatePayPassword({ ...good, confirm: "654321" })).toEqual({ confirm: [P.confirmMismatch] })
    expect(validatePayPassword({ ...good, infoCode: "1234567" })).toEqual({ infoCode: [P.smsCodeLength] })
  })
  test("non-digits are stripped before checking", () => {
    expect(stripNonDigits("12a3 4-56")).toBe("123456")
    expect(stripNonDigits(null)).toBe("")
    expect(validatePayPassword({ ...good, password: "1a2b3c4d5e6f" })).toEqual({})
    expect(validatePayPassword({ ...good, password: "abcdef", confirm: "abcdef" })).toEqual({
      password: [P.passwordRequired],
      confirm: [P.confirmRequired],
    })
  })
  test("balance pay needs a six-digit password", () => {
    expect(validateBalancePay({ password: "123456" })).toEqual({})
    expect(validateBalancePay({})).toEqual({ password: [P.passwordRequired] })
    expect(validateBalancePay({ password: "1234" })).toEqual({ password: [P.passwordLength] })
  })
  test("SMS code", () => {
    expect(validateSmsCode("")).toEqual([P.smsCodeRequired])
    expect(validateSmsCode("123456")).toEqual([])
    expect(validateSmsCode("1234567")).toEqual([P.smsCodeLength])
  })
  test.prop([fc.stringMatching(/^\d{6}$/), fc.string()])("six digits with any noise between them pass", (digits, noise) => {
    const noisy = digits.split("").join(noise.replace(/\d/g, ""))
    expect(validatePayPassword({ ...good, password: noisy, confirm: digits })).toEqual({})
  })
  test.prop([fc.stringMatching(/^(\d{1,5}|\d{7,12})$/)])("any other number of digits fails with the length message", (digits) => {
    expect(validateBalancePay({ password: digits })).toEqual({ password: [P.passwordLength] })
  })
  test.prop([fc.stringMatching(/^\d{6}$/), fc.stringMatching(/^\d{6}$/)])("confirmation must equal", (a, b) => {
    const r = validatePayPassword({ ...good, password: a, confirm: b })
    expect(r).toEqual(a === b ? {} : { confirm: [P.confirmMismatch] })
  })
})

describe("six-box entry", () => {
  test("digits fill, backspace clears, Enter submits, other keys are rejected", () => {
    expect(pressPinKey("", "1")).toEqual({ digits: "1", submit: false })
    expect(pressPinKey("12345", "6")).toEqual({ digits: "123456", submit: false })
    expect(pressPinKey("123456", "7")).toEqual({ digits: "123456", submit: false })
    expect(pressPinKey("12", "a")).toEqual({ digits: "12", submit: false })
    expect(pressPinKey("12", "Backspace")).toEqual({ digits: "1", submit: false })
    expect(pressPinKey("", "Backspace")).toEqual({ digits: "", submit: false })
    expect(pressPinKey("123456", "Enter")).toEqual({ digits: "123456", submit: true })
  })
  test.prop([fc.array(fc.oneof(fc.constantFrom("Backspace", "Enter", "a", "-", " "), fc.stringMatching(/^\d$/)))])(
    "the boxes only ever hold up to six digits",
    (keys) => {
      let digits = ""
      for (const k of keys) digits = pressPinKey(digits, k).digits
      expect(digits).toMatch(/^\d{0,6}$/)
    },
  )
})

describe("login password helper", () => {
  test("8-16 letters and digits, both present", () => {
    expect(validateLoginPassword("abcd1234")).toEqual([])
    expect(validateLoginPassword("")).toEqual([])
    expect(validateLoginPassword("abcdefgh")).toEqual([LOGIN_PASSWORD_MESSAGE])
    expect(validateLoginPassword("12345678")).toEqual([LOGIN_PASSWORD_MESSAGE])
    expect(validateLoginPassword("abc123")).toEqual([LOGIN_PASSWORD_MESSAGE])
    expect(validateLoginPassword("abcd1234abcd12345")).toEqual([LOGIN_PASSWORD_MESSAGE])
    expect(validateLoginPassword("abcd_1234")).toEqual([LOGIN_PASSWORD_MESSAGE])
  })
  test.prop([fc.stringMatching(/^[a-z]{1,8}\d{1,8}$/).filter((s) => s.length >= 8)])("letters then digits of 8-16 pass", (s) => {
    expect(validateLoginPassword(s)).toEqual([])
  })
  test.prop([fc.stringMatching(/^[A-Za-z]{8,16}$/)])("letters only fail", (s) => {
    expect(validateLoginPassword(s)).toEqual([LOGIN_PASSWORD_MESSAGE])
  })
})

describe("uploads (spec 2 §5)", () => {
  const img = (size = 1000, name = "a.jpg", type = "image/jpeg") => ({ name, type, size })
  const vid = (size = 1000, name = "a.mp4", type = "video/mp4") => ({ name, type, size })
  test("allowed formats by extension or MIME type", () => {
    for (const ext of ["jpg", "JPEG", "gif", "png", "bmp", "webp"]) expect(mediaFormat({ name: `a.${ext}`, type: "" })?.[0]).toBe("image")
    for (const ext of ["mp4", "mov", "rmvb", "avi", "flv", "WMV"]) expect(mediaFormat({ name: `a.${ext}`, type: "" })?.[0]).toBe("video")
    expect(mediaFormat({ name: "blob", type: "video/quicktime" })).toEqual(["video", "mov"])
    expect(mediaFormat({ name: "a.txt", type: "text/plain" })).toBeNull()
    expect(fileExtension("noext")).toBe("")
    expect(validateUpload({ name: "a.pdf", type: "application/pdf", size: 1 })).toEqual({ type: [UPLOAD_MESSAGES.type] })
  })
  test("size per kind: image 2 MB, video 500 MB, gallery video 60 MB", () => {
    expect(validateUpload(img(2 * MB))).toEqual({})
    expect(validateUpload(img(2 * MB + 1))).toEqual({ size: ["上传图片大小不能超过 2MB"] })
    expect(validateUpload(vid(500 * MB))).toEqual({})
    expect(validateUpload(vid(500 * MB + 1))).toEqual({ size: ["上传视频大小不能超过 500MB"] })
    expect(validateUpload(vid(60 * MB), { uploader: "gallery" })).toEqual({})
    expect(validateUpload(vid(60 * MB + 1), { uploader: "gallery" })).toEqual({ size: ["上传视频大小不能超过 60MB"] })
  })
  test("the MP4 uploader takes no other video", () => {
    expect(validateUpload(vid(1, "a.mov", "video/quicktime"), { uploader: "mp4Video" })).toEqual({ type: [UPLOAD_MESSAGES.mp4Only] })
    expect(validateUpload(vid(), { uploader: "mp4Video" })).toEqual({})
    expect(validateUpload(img(), { uploader: "mp4Video" })).toEqual({})
  })
  test("counts: images default 30, video default 1, or the widget's setting", () => {
    expect(validateUpload(img(), { imageCount: 29 })).toEqual({})
    expect(validateUpload(img(), { imageCount: 30 })).toEqual({ count: ["最多只能上传 30 张图片"] })
    expect(validateUpload(vid(), { videoCount: 1 })).toEqual({ count: ["最多只能上传 1 个视频"] })
    expect(validateUpload(img(), { imageCount: 9, imageLimit: 9 })).toEqual({ count: ["最多只能上传 9 张图片"] })
    expect(validateUpload(vid(), { videoCount: 2, videoLimit: 3 })).toEqual({})
    expect(uploadCountMessage("video", 2)).toBe("最多只能上传 2 个视频")
  })
  test("several problems at once", () => {
    expect(validateUpload(vid(600 * MB, "a.avi", "video/x-msvideo"), { uploader: "mp4Video", videoCount: 1 })).toEqual({
      type: [UPLOAD_MESSAGES.mp4Only],
      size: ["上传视频大小不能超过 500MB"],
      count: ["最多只能上传 1 个视频"],
    })
  })
  test.prop([fc.integer({ min: 0, max: 2 * MB }), fc.constantFrom("jpg", "gif", "png", "bmp", "webp")])("images up to 2 MB pass", (size, ext) => {
    expect(validateUpload(img(size, `x.${ext}`, ""))).toEqual({})
  })
  test.prop([fc.integer({ min: 2 * MB + 1, max: 100 * MB })])("larger images fail with the size message", (size) => {
    expect(validateUpload(img(size))).toEqual({ size: [UPLOAD_MESSAGES.imageSize] })
  })
  test.prop([fc.integer({ min: 60 * MB + 1, max: 500 * MB })])("gallery videos over 60 MB fail, others pass", (size) => {
    expect(validateUpload(vid(size), { uploader: "gallery" })).toEqual({ size: [UPLOAD_MESSAGES.galleryVideoSize] })
    expect(validateUpload(vid(size))).toEqual({})
  })
  test.prop([fc.stringMatching(/^[a-z]{1,8}\.(txt|exe|pdf|zip|doc|mkv)$/)])("other formats fail with the type message", (name) => {
    expect(validateUpload({ name, type: "", size: 1 })).toEqual({ type: [UPLOAD_MESSAGES.type] })
  })
})

describe("rich-text video (spec 1 §5)", () => {
  test("mp4 and mov up to 104857600 bytes", () => {
    expect(validateRichTextVideo({ name: "a.mp4", size: 104857600 })).toEqual([])
    expect(validateRichTextVideo({ name: "a.MOV", size: 1 })).toEqual([])
    expect(validateRichTextVideo({ name: "a.mp4", size: 104857601 })).toEqual([UPLOAD_MESSAGES.richTextVideoSize])
    expect(validateRichTextVideo({ name: "a.avi", size: 1 })).toEqual([UPLOAD_MESSAGES.richTextVideoType])
  })
  test("image or video by extension", () => {
    expect(richTextMediaKind("a.png")).toBe("image")
    expect(richTextMediaKind("a.mov")).toBe("video")
    expect(richTextMediaKind("a.avi")).toBeNull()
  })
})
