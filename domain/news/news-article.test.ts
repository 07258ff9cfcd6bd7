import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { sanitizeHtml } from "../core/html/sanitize-html.ts"
import {
  NEWS_BODY_MAX,
  NEWS_CATEGORIES,
  NEWS_CATEGORY_KEYS,
  NEWS_MESSAGES,
  NEWS_STATUS_LABELS,
  NEWS_SUMMARY_MAX,
  NEWS_TITLE_MAX,
  NEWS_TITLE_MIN,
  isNewsCoverPath,
  newsBodyHtml,
  newsCategoryLabel,
  newsExcerpt,
  newsParagraphs,
  normalizeNewsForm,
  normalizeNewsKeyword,
  validateNewsForm,
  type NewsForm,
} from "./news-article.ts"

const valid: NewsForm = {
  title: "医疗美容服务监管再升级",
  summary: "多地开展医疗美容专项整治。",
  body: "近日，多地卫生健康委员会发布通知。\n通知要求机构公示资质。",
  category: "policy",
  cover: "",
}

/** Han characters, so that a length in characters is what a person counts. */
const han = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0x4e00, max: 0x9fa5 }), { minLength: min, maxLength: max }).map((codes) => String.fromCodePoint(...codes))

describe("news labels and categories", () => {
  test("states and categories read in Chinese", () => {
    expect(NEWS_STATUS_LABELS).toEqual({ pending: "审核中", published: "已发布", rejected: "未通过" })
    expect(NEWS_CATEGORIES.map((c) => c.label)).toEqual(["行业动态", "政策法规", "市场观察", "企业资讯"])
    expect(newsCategoryLabel("market")).toBe("市场观察")
    expect(newsCategoryLabel("unknown")).toBe("")
  })
})

describe("the publishing form", () => {
  test("a complete form passes; empty fields get their required messages only", () => {
    expect(validateNewsForm(valid)).toEqual({})
    expect(validateNewsForm({ title: " ", summary: "", body: "  \n ", category: "", cover: "" })).toEqual({
      title: [NEWS_MESSAGES.titleRequired],
      body: [NEWS_MESSAGES.bodyRequired],
      category: [NEWS_MESSAGES.categoryRequired],
    })
    expect(validateNewsForm({ ...valid, category: "gossip" })).toEqual({ category: [NEWS_MESSAGES.categoryRequired] })
  })

  test.prop([han(NEWS_TITLE_MIN, NEWS_TITLE_MAX)])("titles of 5 to 50 characters pass", (title) => {
    expect(validateNewsForm({ ...valid, title }).title).toBeUndefined()
  })

  test.prop([fc.oneof(han(1, NEWS_TITLE_MIN - 1), han(NEWS_TITLE_MAX + 1, 80))])("shorter or longer titles get the length message", (title) => {
    expect(validateNewsForm({ ...valid, title }).title).toEqual([NEWS_MESSAGES.titleLength])
  })

  test("the title is trimmed and counted in characters, emoji once", () => {
    expect(validateNewsForm({ ...valid, title: `  ${"好".repeat(4)}  ` }).title).toEqual([NEWS_MESSAGES.titleLength])
    expect(validateNewsForm({ ...valid, title: "😀".repeat(5) }).title).toBeUndefined()
  })

  test.prop([han(0, NEWS_SUMMARY_MAX), han(NEWS_SUMMARY_MAX + 1, NEWS_SUMMARY_MAX + 20)])("summaries up to 200 characters", (short, long) => {
    expect(validateNewsForm({ ...valid, summary: short }).summary).toBeUndefined()
    expect(validateNewsForm({ ...valid, summary: long }).summary).toEqual([NEWS_MESSAGES.summaryLength])
  })

  test("the body has a maximum", () => {
    expect(validateNewsForm({ ...valid, body: "字".repeat(NEWS_BODY_MAX) }).body).toBeUndefined()
    expect(validateNewsForm({ ...valid, body: "字".repeat(NEWS_BODY_MAX + 1) }).body).toEqual([NEWS_MESSAGES.bodyLength])
  })

  test("covers: empty, an uploaded picture or a library cover", () => {
    const uploaded = `/files/pictures/202611/${"a".repeat(32)}.png`
    for (const cover of ["", uploaded, "/news/covers/yimei-jianguan.svg"]) expect(isNewsCoverPath(cover), cover).toBe(true)
    for (const cover of [
      `/files/video/202611/${"a".repeat(32)}.mp4`,
      `/files/pictures/202611/${"a".repeat(32)}.mp4`,
      "https://evil.example/x.png",
      "javascript:alert(1)",
      "/news/covers/../../etc/passwd",
    ]) {
      expect(validateNewsForm({ ...valid, cover }).cover, cover).toEqual([NEWS_MESSAGES.cover])
    }
  })

  test("normalizing trims and makes line ends \\n", () => {
    expect(normalizeNewsForm({ ...valid, title: " 标题五个字 ", body: "第一段\r\n第二段\r第三段 \n" })).toEqual({
      ...valid,
      title: "标题五个字",
      body: "第一段\n第二段\n第三段",
    })
  })

  test.prop([fc.constantFrom(...NEWS_CATEGORY_KEYS)])("every category is accepted", (category) => {
    expect(validateNewsForm({ ...valid, category })).toEqual({})
  })
})

describe("the body's html", () => {
  test("one paragraph a non-blank line, text escaped", () => {
    expect(newsParagraphs("第一段\n\n  第二段  \n")).toEqual(["第一段", "第二段"])
    expect(newsBodyHtml('A & B\n<script>alert("x")</script>')).toBe("<p>A &amp; B</p><p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</p>")
    expect(newsBodyHtml("<img src=x onerror=alert(1)>")).toBe("<p>&lt;img src=x onerror=alert(1)&gt;</p>")
  })

  test.prop([fc.string({ maxLength: 300 })])("no typed text becomes markup, and the sanitizer keeps it as it is", (text) => {
    const html = newsBodyHtml(text)
    const inner = html.replace(/<\/?p>/g, "")
    expect(inner).not.toMatch(/[<>]/)
    expect(sanitizeHtml(html).replace(/<\/?p>/g, "")).not.toMatch(/<[a-z]/i)
    expect(html.match(/<p>/g)?.length ?? 0).toBe(newsParagraphs(text).length)
  })

  test("the excerpt is the summary, or the start of the body", () => {
    expect(newsExcerpt(" 摘要 ", "正文")).toBe("摘要")
    expect(newsExcerpt("", "第一段\n第二段")).toBe("第一段 第二段")
    expect(newsExcerpt("", "字".repeat(100), 10)).toBe(`${"字".repeat(10)}…`)
  })

  test("keywords are trimmed and cut at 50 characters", () => {
    expect(normalizeNewsKeyword("  医美 ")).toBe("医美")
    expect(normalizeNewsKeyword(null)).toBe("")
    expect(Array.from(normalizeNewsKeyword("词".repeat(60))).length).toBe(50)
  })
})
