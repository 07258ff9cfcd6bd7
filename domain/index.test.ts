import { describe, expect, test } from "vitest"
import * as domain from "./index.ts"

describe("public barrel", () => {
  test("exports the names the other layers rely on", () => {
    for (const name of [
      "validate", "formatMoney", "yuanToCents", "centsToYuan", "formatCount", "timeAgo", "timeAgoShort",
      "maskPhone", "maskEmail", "maskName", "pushSearchHistory", "guardRoute", "validateAddress", "validateQuestion",
      "validateReply", "validateComment", "validateQuickReply", "validatePayPassword", "validateUpload", "ROUTES",
      "pageReducer", "dateRangeFor", "loadRegionTree", "COURIERS", "CARRIERS", "Session", "Address",
    ]) {
      expect(domain, name).toHaveProperty(name)
    }
  })
  test("rule names", () => {
    expect(Object.keys(domain.RULE_MESSAGES).sort()).toEqual(
      ["mobile", "landline", "idCard", "idCardStrict", "password", "postalCode", "qq", "email", "money", "url", "ip",
        "datetime", "digits", "letters", "chinese", "lowercase", "uppercase", "emailOrPhone"].sort(),
    )
  })
})
