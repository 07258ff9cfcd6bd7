import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { LEAFLET_SECTIONS, isLatinKeyword, normalizeDrugKeyword, pinyinInitials } from "./leaflet.ts"

describe("drug leaflet rules", () => {
  it("lists the sections of a Chinese leaflet in printed order", () => {
    expect(LEAFLET_SECTIONS.map((s) => s.title)).toEqual([
      "通用名称", "商品名称", "英文名称", "汉语拼音", "成份", "性状", "适应症", "规格", "用法用量", "不良反应", "禁忌", "注意事项",
      "孕妇及哺乳期妇女用药", "儿童用药", "老年用药", "药物相互作用", "药物过量", "药理毒理", "药代动力学", "贮藏", "包装", "有效期",
      "执行标准", "批准文号", "生产企业",
    ])
  })

  it("takes the initials of pinyin syllables, tones and case ignored", () => {
    expect(pinyinInitials(["A", "Mo", "Xi", "Lin"])).toBe("amxl")
    expect(pinyinInitials(["ā", "mò", "xī", "lín", "jiāo", "náng"])).toBe("amxljn")
    expect(pinyinInitials(["Lü", "", "123"])).toBe("l")
  })

  test.prop([fc.array(fc.stringMatching(/^[a-z]{1,6}$/), { maxLength: 12 })])("gives one lower-case letter a syllable", (syllables) => {
    const initials = pinyinInitials(syllables)
    expect(initials).toHaveLength(syllables.length)
    expect(initials).toBe(syllables.map((s) => s[0]).join(""))
  })

  test.prop([fc.string({ maxLength: 200 })])("normalizes keywords to at most 50 characters without outer blanks", (text) => {
    const keyword = normalizeDrugKeyword(text)
    expect(Array.from(keyword).length).toBeLessThanOrEqual(50)
    expect(keyword).toBe(keyword.trim())
  })

  it("tells latin keywords from Chinese ones", () => {
    expect(isLatinKeyword("amxl")).toBe(true)
    expect(isLatinKeyword("Amoxicillin")).toBe(true)
    expect(isLatinKeyword("阿莫西林")).toBe(false)
    expect(isLatinKeyword("H2001")).toBe(false)
  })
})
