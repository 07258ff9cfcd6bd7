import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { formatCount } from "./count-format.ts"
import { maskEmail, maskName, maskPhone } from "./masking.ts"
import { formatPreviewTime, isPreviewOver, isPreviewTimeValid, PREVIEW_TIME_WARNING } from "../courses/preview.ts"
import { formatDate, formatDateTime, timeAgo, timeAgoShort, toEpochMs } from "./time-ago.ts"

describe("counts with 万 and 亿", () => {
  test("rows", () => {
    expect(formatCount(0)).toBe("0")
    expect(formatCount(9999)).toBe("9999")
    expect(formatCount(10000)).toBe("1万")
    expect(formatCount(12345)).toBe("1.2万")
    expect(formatCount(15999)).toBe("1.5万")
    expect(formatCount(99999999)).toBe("9999.9万")
    expect(formatCount(100000000)).toBe("1亿")
    expect(formatCount(150000000)).toBe("1.5亿")
    expect(formatCount(1234567890123)).toBe("12345.6亿")
    expect(formatCount(-12345)).toBe("-1.2万")
    expect(formatCount(12.7)).toBe("12")
    expect(formatCount(Number.NaN)).toBe("0")
  })
  test.prop([fc.integer({ min: 0, max: 9999 })])("below 10000 as is", (n) => {
    expect(formatCount(n)).toBe(String(n))
  })
  test.prop([fc.integer({ min: 10000, max: 99999999 })])("from 10000: 万 with one decimal, never rounded up", (n) => {
    const s = formatCount(n)
    expect(s).toMatch(/^\d+(\.\d)?万$/)
    const v = Number(s.slice(0, -1)) * 10000
    expect(v).toBeLessThanOrEqual(n)
    expect(n - v).toBeLessThan(1000)
  })
  test.prop([fc.integer({ min: 100000000, max: Number.MAX_SAFE_INTEGER })])("from 100000000: 亿", (n) => {
    const s = formatCount(n)
    expect(s).toMatch(/^\d+(\.\d)?亿$/)
    expect(Number(s.slice(0, -1)) * 1e8).toBeLessThanOrEqual(n)
  })
})

describe("relative time", () => {
  const now = new Date(2024, 5, 15, 12, 0, 0)
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000)
  const DAY = 86400
  test("long scale rows", () => {
    expect(timeAgo(ago(0), now)).toBe("刚刚")
    expect(timeAgo(ago(29), now)).toBe("刚刚")
    expect(timeAgo(ago(30), now)).toBe("1分钟前")
    expect(timeAgo(ago(59 * 60), now)).toBe("59分钟前")
    expect(timeAgo(ago(3600), now)).toBe("1小时前")
    expect(timeAgo(ago(23 * 3600), now)).toBe("23小时前")
    expect(timeAgo(ago(DAY), now)).toBe("1天前")
    expect(timeAgo(ago(6 * DAY), now)).toBe("6天前")
    expect(timeAgo(ago(7 * DAY), now)).toBe("1周前")
    expect(timeAgo(ago(29 * DAY), now)).toBe("4周前")
    expect(timeAgo(ago(30 * DAY), now)).toBe("1个月前")
    expect(timeAgo(ago(364 * DAY), now)).toBe("12个月前")
    expect(timeAgo(ago(365 * DAY), now)).toBe("1年前")
    expect(timeAgo(ago(1000 * DAY), now)).toBe("2年前")
    expect(timeAgo(ago(-100), now)).toBe("刚刚")
  })
  test("short scale rows", () => {
    expect(timeAgoShort(ago(10), now)).toBe("刚刚")
    expect(timeAgoShort(ago(120), now)).toBe("2分钟前")
    expect(timeAgoShort(ago(5 * 3600), now)).toBe("5小时前")
    expect(timeAgoShort(ago(DAY), now)).toBe("1天前")
    expect(timeAgoShort(ago(2 * DAY - 1), now)).toBe("1天前")
    expect(timeAgoShort(ago(2 * DAY), now)).toBe("2024-06-13")
    expect(timeAgoShort("2023-01-05 08:00:00", now)).toBe("2023-01-05")
  })
  test("moments as Date, milliseconds or text", () => {
    expect(timeAgo(now.getTime() - 3600_000, now.getTime())).toBe("1小时前")
    expect(timeAgo("2024-06-15 11:00:00", now)).toBe("1小时前")
    expect(timeAgo("2024-06-15T11:00", now)).toBe("1小时前")
    expect(timeAgo("2024-06-15", now)).toBe("12小时前")
    expect(toEpochMs("2024-06-15T04:00:00Z")).toBe(Date.UTC(2024, 5, 15, 4))
    expect(timeAgo("not a time", now)).toBe("")
    expect(timeAgoShort("not a time", now)).toBe("")
  })
  test("date formats", () => {
    expect(formatDate(new Date(2024, 0, 5))).toBe("2024-01-05")
    expect(formatDateTime(new Date(2024, 0, 5, 3, 4, 5))).toBe("2024-01-05 03:04:05")
  })
  const UNITS = ["刚刚", "分钟前", "小时前", "天前", "周前", "个月前", "年前"]
  test.prop([fc.integer({ min: 0, max: 100 * 365 * DAY }), fc.integer({ min: 0, max: 100 * 365 * DAY })])(
    "the long scale never goes down as time passes",
    (a, b) => {
      const [x, y] = a <= b ? [a, b] : [b, a]
      const rank = (s: string) => UNITS.findIndex((u) => s.endsWith(u))
      const sx = timeAgo(ago(x), now)
      const sy = timeAgo(ago(y), now)
      expect(rank(sx)).toBeGreaterThanOrEqual(0)
      expect(rank(sx)).toBeLessThanOrEqual(rank(sy))
      if (rank(sx) === rank(sy) && rank(sx) > 0) expect(Number.parseInt(sx, 10)).toBeLessThanOrEqual(Number.parseInt(sy, 10))
    },
  )
  test.prop([fc.integer({ min: 2 * DAY, max: 50 * 365 * DAY })])("after two days the short form is the date", (s) => {
    expect(timeAgoShort(ago(s), now)).toBe(formatDate(ago(s)))
  })
  test.prop([fc.integer({ min: 0, max: 29 })])("under 30 seconds both read 刚刚", (s) => {
    expect(timeAgo(ago(s), now)).toBe("刚刚")
    expect(timeAgoShort(ago(s), now)).toBe("刚刚")
  })
})

describe("masking", () => {
  test("rows", () => {
    expect(maskPhone("13812345678")).toBe("138****5678")
    expect(maskPhone("1234567")).toBe("*******")
    expect(maskEmail("zhangsan@qq.com")).toBe("zha***@qq.com")
    expect(maskEmail("abc@qq.com")).toBe("a***@qq.com")
    expect(maskEmail("nobody")).toBe("nob***")
    expect(maskEmail("@x.com")).toBe("@x.com")
    expect(maskName("张三丰")).toBe("张*丰")
    expect(maskName("欧阳娜娜")).toBe("欧**娜")
    expect(maskName("张三")).toBe("张*")
    expect(maskName("张")).toBe("*")
    expect(maskName("")).toBe("")
  })
  test.prop([fc.stringMatching(/^1[3-9]\d{9}$/)])("phones keep first 3 and last 4", (p) => {
    const m = maskPhone(p)
    expect(m).toBe(`${p.slice(0, 3)}****${p.slice(7)}`)
  })
  test.prop([fc.stringMatching(/^[a-z0-9]{4,20}$/), fc.stringMatching(/^[a-z]{1,8}\.com$/)])("emails keep 3 characters of the local part", (local, domain) => {
    expect(maskEmail(`${local}@${domain}`)).toBe(`${local.slice(0, 3)}***@${domain}`)
  })
  test.prop([fc.array(fc.constantFrom("王", "李", "欧", "阳", "😀", "a"), { minLength: 3, maxLength: 10 })])("names keep first and last character", (cs) => {
    const name = cs.join("")
    const m = Array.from(maskName(name))
    expect(m.length).toBe(cs.length)
    expect(m[0]).toBe(cs[0])
    expect(m[m.length - 1]).toBe(cs[cs.length - 1])
    expect(m.slice(1, -1).every((c) => c === "*")).toBe(true)
  })
})

describe("preview time (spec 2 §5, §9)", () => {
  test("must lie below the duration", () => {
    expect(isPreviewTimeValid(0, 100)).toBe(true)
    expect(isPreviewTimeValid(30, 100)).toBe(true)
    expect(isPreviewTimeValid(100, 100)).toBe(false)
    expect(isPreviewTimeValid(120, 100)).toBe(false)
    expect(isPreviewTimeValid(30, 0)).toBe(true)
    expect(PREVIEW_TIME_WARNING.length).toBeGreaterThan(0)
  })
  test("display rows", () => {
    expect(formatPreviewTime(0)).toBeNull()
    expect(formatPreviewTime(30)).toBe("30秒")
    expect(formatPreviewTime(59)).toBe("59秒")
    expect(formatPreviewTime(60)).toBe("1分钟")
    expect(formatPreviewTime(90)).toBe("90秒")
    expect(formatPreviewTime(300)).toBe("5分钟")
  })
  test("preview over once the position reaches the preview time", () => {
    expect(isPreviewOver(29.9, 30)).toBe(false)
    expect(isPreviewOver(30, 30)).toBe(true)
    expect(isPreviewOver(500, 0)).toBe(false)
  })
  test.prop([fc.integer({ min: 1, max: 1000 })])("whole minutes in minutes, the rest in seconds", (m) => {
    expect(formatPreviewTime(m * 60)).toBe(`${m}分钟`)
    expect(formatPreviewTime(m * 60 + 1)).toBe(`${m * 60 + 1}秒`)
  })
  test.prop([fc.integer({ min: 1, max: 10000 }), fc.integer({ min: 1, max: 10000 })])("valid exactly when below the duration", (t, d) => {
    expect(isPreviewTimeValid(t, d)).toBe(t < d)
  })
})
