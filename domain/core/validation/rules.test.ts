import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { idCardCheckChar, ID_CARD_PROVINCE_CODES, isValidIdCard } from "./id-card.ts"
import {
  checkRule,
  isInstantText,
  PASSWORD_MISMATCH_MESSAGE,
  RULE_MESSAGES,
  validate,
  validatePasswordConfirm,
  type RuleName,
} from "./rules.ts"

const M = RULE_MESSAGES

describe("messages of spec 1 §5", () => {
  test("each rule's message, character for character", () => {
    expect(M.mobile).toBe("请输入正确的手机号码")
    expect(M.landline).toBe("请输入正确的电话号码")
    expect(M.idCard).toBe("请输入正确的身份证号码")
    expect(M.idCardStrict).toBe("请输入正确的身份证号码")
    expect(M.password).toBe("以字母开头，长度在6~18之间，只能包含字母、数字和下划线")
    expect(M.postalCode).toBe("请输入正确的邮政编码")
    expect(M.qq).toBe("请输入正确的QQ号")
    expect(M.email).toBe("请输入正确的邮箱")
    expect(M.money).toBe("请输入正确的金额(小数点2位)")
    expect(PASSWORD_MISMATCH_MESSAGE).toBe("两次密码不一致......")
  })
  test("the other rules' messages start with 请输入正确的", () => {
    for (const rule of ["url", "ip", "datetime", "digits", "letters", "chinese", "lowercase", "uppercase", "emailOrPhone"] as const) {
      expect(M[rule].startsWith("请输入正确的")).toBe(true)
    }
  })
  test("the rules are exactly the spec's eighteen", () => {
    expect(Object.keys(M).sort()).toEqual(
      ["mobile", "landline", "idCard", "idCardStrict", "password", "postalCode", "qq", "email", "money", "url", "ip",
        "datetime", "digits", "letters", "chinese", "lowercase", "uppercase", "emailOrPhone"].sort(),
    )
  })
})

/** [rule, valid examples, invalid examples] — one row per line of the spec's table. */
const TABLE: ReadonlyArray<readonly [RuleName, ReadonlyArray<string>, ReadonlyArray<string>]> = [
  ["mobile", ["13800138000", "19912345678", "15000000000"], ["12800138000", "1380013800", "138001380000", "23800138000", "1380013800a"]],
  ["landline", ["010-12345678", "0755-1234567", "021-87654321-123", "0571-88888888-1"], ["12345678", "010-123456", "010-123456789", "010-1234567-12345", "010 12345678"]],
  ["idCard", ["110101199003078515", "11010119900307851X", "110101900307851"], ["11010119900307851", "1101011990030785151", "11010119900307851Y"]],
  ["idCardStrict", ["110101199003078515", "440305200001010013", "110101900307851", "11010519491231002X"], ["110101199003078514", "990101199003078515", "110101199013078515", "110101190002290000"]],
  ["password", ["abc123", "A_b_c_d", "z12345678901234567"], ["1abc23", "abc12", "abc-123", "a1234567890123456789"]],
  ["postalCode", ["100000", "518000"], ["10000", "1000000", "10000a"]],
  ["qq", ["10000", "1234567890"], ["01234", "1234", "12345678901"]],
  ["email", ["a@b.cn", "zhang.san@qq.com", "x_y+z@mail.example.org"], ["a@b", "@b.com", "a@.com", "a b@c.com", "a@b.c"]],
  ["money", ["0", "12", "12.3", "12.34", "0.05"], ["12.345", "-1", "01", ".5", "1."]],
  ["url", ["http://example.com", "https://www.example.com:8080/a?b=c#d", "ftp://files.example.org"], ["example.com", "http://", "http://exa mple.com", "mailto:a@b.com"]],
  ["ip", ["0.0.0.0", "192.168.1.1", "255.255.255.255"], ["256.1.1.1", "1.2.3", "01.2.3.4", "1.2.3.4.5"]],
  ["datetime", ["2024-02-29 23:59:59", "2023-01-01 00:00:00"], ["2023-02-29 00:00:00", "2024-13-01 00:00:00", "2024-01-01 24:00:00", "2024-01-01", "2024/01/01 00:00:00"]],
  ["digits", ["0", "0123456789"], ["12a", "1.5", "-1"]],
  ["letters", ["abc", "ABCdef"], ["abc1", "ab c", "中文"]],
  ["chinese", ["中文", "张三"], ["中文a", "张 三", "abc"]],
  ["lowercase", ["abc"], ["Abc", "abc1"]],
  ["uppercase", ["ABC"], ["ABc", "ABC1"]],
  ["emailOrPhone", ["13800138000", "a@b.cn"], ["1380013800", "a@b", "abc"]],
]

describe("example rows", () => {
  for (const [rule, valid, invalid] of TABLE) {
    test(`${rule}: valid examples pass`, () => {
      for (const v of valid) expect(validate(v, [rule]), `${rule} ${v}`).toEqual([])
    })
    test(`${rule}: invalid examples fail with its message`, () => {
      for (const v of invalid) expect(validate(v, [rule]), `${rule} ${v}`).toEqual([M[rule]])
    })
  }
})

describe("empty values pass and checks run without stopping", () => {
  const allRules = Object.keys(M) as RuleName[]
  test("empty string, null and undefined pass every rule", () => {
    for (const empty of ["", null, undefined]) expect(validate(empty, allRules)).toEqual([])
  })
  test("one value collects several messages, in rule order", () => {
    expect(validate("abc", ["mobile", "digits", "lowercase", "qq"])).toEqual([M.mobile, M.digits, M.qq])
  })
  test("a single rule can be checked on its own", () => {
    expect(checkRule("qq", "10000")).toBe(true)
    expect(checkRule("qq", "0123")).toBe(false)
  })
  test("numbers are checked as their decimal text", () => {
    expect(validate(13800138000, ["mobile"])).toEqual([])
    expect(validate(12.345, ["money"])).toEqual([M.money])
  })
})

describe("password confirmation", () => {
  test("equal passes, different fails, empty confirmation passes", () => {
    expect(validatePasswordConfirm("abc123", "abc123")).toEqual([])
    expect(validatePasswordConfirm("abc123", "abc124")).toEqual([PASSWORD_MISMATCH_MESSAGE])
    expect(validatePasswordConfirm("abc123", "")).toEqual([])
    expect(validatePasswordConfirm(null, "x")).toEqual([PASSWORD_MISMATCH_MESSAGE])
  })
  test.prop([fc.string({ minLength: 1 }), fc.string({ minLength: 1 })])("differs exactly when the texts differ", (a, b) => {
    expect(validatePasswordConfirm(a, b)).toEqual(a === b ? [] : [PASSWORD_MISMATCH_MESSAGE])
    expect(validatePasswordConfirm(a, a)).toEqual([])
  })
})

/** Generators of valid values per rule. */
const VALID: { readonly [K in RuleName]: fc.Arbitrary<string> } = {
  mobile: fc.stringMatching(/^1[3-9]\d{9}$/),
  landline: fc.stringMatching(/^0\d{2,3}-\d{7,8}(-\d{1,4})?$/),
  idCard: fc.stringMatching(/^(\d{15}|\d{17}[\dX])$/),
  idCardStrict: fc
    .record({
      province: fc.constantFrom(...ID_CARD_PROVINCE_CODES),
      rest: fc.stringMatching(/^\d{4}$/),
      date: fc.date({ min: new Date(1900, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true }),
      seq: fc.stringMatching(/^\d{3}$/),
    })
    .map(({ province, rest, date, seq }) => {
      const ymd = `${date.getFullYear()}${String(date.getMonth() + 1).padStart(2, "0")}${String(date.getDate()).padStart(2, "0")}`
      const first17 = `${province}${rest}${ymd}${seq}`
      return first17 + idCardCheckChar(first17)
    }),
  password: fc.stringMatching(/^[A-Za-z]\w{5,17}$/),
  postalCode: fc.stringMatching(/^\d{6}$/),
  qq: fc.stringMatching(/^[1-9]\d{4,9}$/),
  email: fc.stringMatching(/^[a-z0-9_]{1,10}(\.[a-z0-9]{1,5})?@([a-z0-9]{1,8}\.){1,3}[a-z]{2,6}$/),
  money: fc.stringMatching(/^(0|[1-9]\d{0,8})(\.\d{1,2})?$/),
  url: fc.stringMatching(/^https?:\/\/([a-z0-9]{1,10}\.){1,3}[a-z]{2,6}(:\d{2,5})?(\/[a-z0-9]{0,8})?$/),
  ip: fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((p) => p.join(".")),
  datetime: fc
    .date({ min: new Date(1000, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true })
    .map((d) => {
      const p = (n: number, w = 2) => String(n).padStart(w, "0")
      return `${p(d.getFullYear(), 4)}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`
    }),
  digits: fc.stringMatching(/^\d{1,20}$/),
  letters: fc.stringMatching(/^[A-Za-z]{1,20}$/),
  chinese: fc.stringMatching(/^[\u4e00-\u9fa5]{1,10}$/),
  lowercase: fc.stringMatching(/^[a-z]{1,20}$/),
  uppercase: fc.stringMatching(/^[A-Z]{1,20}$/),
  emailOrPhone: fc.oneof(fc.stringMatching(/^1[3-9]\d{9}$/), fc.stringMatching(/^[a-z]{1,8}@[a-z]{1,8}\.com$/)),
}

/** Generators of invalid values per rule: valid values spoiled in a way the rule must catch. */
const INVALID: { readonly [K in RuleName]: fc.Arbitrary<string> } = {
  mobile: fc.oneof(
    fc.stringMatching(/^1[0-2]\d{9}$/),
    fc.stringMatching(/^1[3-9]\d{8}$/),
    fc.stringMatching(/^1[3-9]\d{10}$/),
    fc.stringMatching(/^[02-9]\d{10}$/),
  ),
  landline: fc.oneof(fc.stringMatching(/^0\d{2,3}-\d{1,6}$/), fc.stringMatching(/^[1-9]\d{2,3}-\d{7,8}$/), fc.stringMatching(/^0\d{2,3}\d{7,8}$/)),
  idCard: fc.oneof(fc.stringMatching(/^\d{1,14}$/), fc.stringMatching(/^\d{16,17}$/), fc.stringMatching(/^\d{19,22}$/)),
  idCardStrict: VALID.idCardStrict.map((id) => {
    // Another check character than the right one.
    const wrong = "10X98765432".split("").find((c) => c !== id.charAt(17)) ?? "0"
    return id.slice(0, 17) + wrong
  }),
  password: fc.oneof(fc.stringMatching(/^\d\w{5,17}$/), fc.stringMatching(/^[A-Za-z]\w{0,4}$/), fc.stringMatching(/^[A-Za-z]\w{18,25}$/), fc.stringMatching(/^[A-Za-z]\w{2,8}[-.!]\w{0,5}$/)),
  postalCode: fc.oneof(fc.stringMatching(/^\d{1,5}$/), fc.stringMatching(/^\d{7,10}$/), fc.stringMatching(/^\d{0,5}[a-z]$/)),
  qq: fc.oneof(fc.stringMatching(/^0\d{4,9}$/), fc.stringMatching(/^[1-9]\d{0,3}$/), fc.stringMatching(/^[1-9]\d{10,14}$/)),
  email: fc.oneof(fc.stringMatching(/^[a-z0-9]{1,10}$/), fc.stringMatching(/^[a-z0-9]{1,10}@[a-z0-9]{1,10}$/), fc.stringMatching(/^@[a-z]{1,5}\.com$/)),
  money: fc.oneof(fc.stringMatching(/^\d{1,6}\.\d{3,5}$/), fc.stringMatching(/^-\d{1,6}$/), fc.stringMatching(/^0\d{1,5}$/)),
  url: fc.oneof(fc.stringMatching(/^[a-z]{1,10}\.com$/), fc.stringMatching(/^https?:\/\/$/), fc.stringMatching(/^https?:\/\/[a-z]{1,5} [a-z]{1,5}\.com$/)),
  ip: fc.oneof(
    fc.tuple(fc.integer({ min: 256, max: 999 }), fc.nat(255), fc.nat(255), fc.nat(255)).map((p) => p.join(".")),
    fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map((p) => p.join(".")),
  ),
  datetime: fc.oneof(
    fc.stringMatching(/^\d{4}-(1[3-9]|[2-9]\d)-\d{2} \d{2}:\d{2}:\d{2}$/),
    fc.stringMatching(/^\d{4}-\d{2}-\d{2} (2[4-9]|[3-9]\d):\d{2}:\d{2}$/),
    fc.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
  ),
  digits: fc.stringMatching(/^\d{0,5}[a-z.\- ]\d{0,5}$/),
  letters: fc.stringMatching(/^[A-Za-z]{0,5}[\d _]+[A-Za-z]{0,5}$/),
  chinese: fc.stringMatching(/^[\u4e00-\u9fa5]{0,5}[A-Za-z\d ][\u4e00-\u9fa5]{0,5}$/),
  lowercase: fc.stringMatching(/^[a-z]{0,5}[A-Z\d][a-z]{0,5}$/),
  uppercase: fc.stringMatching(/^[A-Z]{0,5}[a-z\d][A-Z]{0,5}$/),
  emailOrPhone: fc.stringMatching(/^[a-z]{1,10}$/),
}

describe("properties", () => {
  for (const rule of Object.keys(VALID) as RuleName[]) {
    test.prop([VALID[rule]])(`${rule}: generated valid values pass`, (v) => {
      expect(validate(v, [rule])).toEqual([])
    })
    test.prop([INVALID[rule]])(`${rule}: generated invalid values fail with the exact message`, (v) => {
      expect(validate(v, [rule])).toEqual([M[rule]])
    })
  }
  test.prop([fc.string(), fc.subarray(Object.keys(M) as RuleName[])])("messages are those of the failing rules, in order", (v, rules) => {
    const got = validate(v, rules)
    if (v === "") expect(got).toEqual([])
    else expect(got).toEqual(rules.filter((r) => validate(v, [r]).length > 0).map((r) => M[r]))
  })
})

describe("strict identity card", () => {
  test("checksum, province and birth date are each verified", () => {
    expect(isValidIdCard("11010519491231002X")).toBe(true)
    expect(isValidIdCard("11010519491231002x")).toBe(true)
    expect(isValidIdCard("110105194912310021")).toBe(false)
    expect(isValidIdCard("000105194912310025")).toBe(false)
    expect(isValidIdCard("110105194902300020")).toBe(false)
    expect(isValidIdCard("110105189912310020")).toBe(false)
    expect(isValidIdCard("110105491231002")).toBe(true)
    expect(isValidIdCard("110105491331002")).toBe(false)
    expect(isValidIdCard("000105491231002")).toBe(false)
  })
})

describe("instants with their zone", () => {
  test.prop([fc.date({ min: new Date("1970-01-01T00:00:00Z"), max: new Date("9999-12-31T23:59:59Z"), noInvalidDate: true })])(
    "every instant a browser writes with toISOString passes",
    (d) => {
      expect(isInstantText(d.toISOString())).toBe(true)
    },
  )
  test.prop([fc.integer({ min: 2000, max: 2100 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 29, max: 31 })])(
    "a day passes exactly when the calendar has it",
    (year, month, day) => {
      const text = `${year}-${String(month).padStart(2, "0")}-${day}T00:00:00+08:00`
      const exists = new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day
      expect(isInstantText(text)).toBe(exists)
    },
  )
  test("times, zones and shapes that do not exist fail", () => {
    expect(isInstantText("2026-02-28T23:59:59.999+08:00")).toBe(true)
    expect(isInstantText("2024-02-29T00:00:00Z")).toBe(true)
    expect(isInstantText("2026-02-30T00:00:00Z")).toBe(false)
    expect(isInstantText("2026-13-01T00:00:00Z")).toBe(false)
    expect(isInstantText("2026-01-01T24:00:00Z")).toBe(false)
    expect(isInstantText("2026-01-01T00:60:00Z")).toBe(false)
    expect(isInstantText("2026-01-01T00:00:00+15:00")).toBe(false)
    expect(isInstantText("2026-01-01T00:00:00")).toBe(false)
    expect(isInstantText("2026-01-01 00:00:00Z")).toBe(false)
  })
})
