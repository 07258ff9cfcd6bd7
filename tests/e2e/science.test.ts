import { describe, expect, it } from "vitest"
import { SCIENCE_MESSAGES } from "../../domain/community/science.ts"
import { openPage, screenshot } from "../setup/browser.ts"
import { useBrowserSuite } from "../setup/browser-suite.ts"
import { squarePng } from "../setup/images.ts"

const TITLE = "秋冬干燥季节的补水指南"
/** The smallest bytes the file host takes as MP4: an ftyp box. */
const TINY_MP4 = Buffer.from([0, 0, 0, 24, ...Buffer.from("ftypisom"), 0, 0, 2, 0, ...Buffer.from("isomiso2"), 0, 0, 0, 8, ...Buffer.from("free")])
const WORD = "加湿器"

describe("science articles in the browser", () => {
  const suite = useBrowserSuite()

  it("a certified member writes an article with a picture, the administrator approves it, a visitor finds it by a word of its body, and no script reaches the page", { timeout: 300_000 }, async () => {
    const m = await openPage(suite.browser, suite.server.url, { token: await suite.tokenOf("zhou_vip") })
    await m.page.goto("/account/science/push")
    const form = m.page.getByRole("form", { name: "发布文章" })
    await form.getByLabel("文章标题").fill(TITLE)
    await form.getByRole("radio", { name: "营养膳食" }).click()
    const editor = form.getByRole("textbox", { name: "文章正文" })
    await editor.click()
    await m.page.keyboard.type(`秋冬空气干燥，皮肤和呼吸道容易不适。室内可以使用${WORD}，把湿度保持在百分之四十到六十之间，同时少量多次饮水。`)
    await form.getByLabel("插入图片", { exact: true }).setInputFiles({ name: "水杯.png", mimeType: "image/png", buffer: squarePng(24, [0x3a, 0x8f, 0xd0]) })
    await form.getByLabel("水杯.png：已上传").waitFor()
    await editor.locator("img").waitFor()
    await form.getByLabel("插入视频", { exact: true }).setInputFiles({ name: "加湿器.mp4", mimeType: "video/mp4", buffer: TINY_MP4 })
    await form.getByLabel("加湿器.mp4：已上传").waitFor()
    await editor.locator("video[controls]").waitFor()
    // Hostile html typed into the source view goes to the server as it is.
    await form.getByRole("button", { name: "HTML 源码" }).click()
    const source = form.getByLabel("文章正文（HTML 源码）")
    const html = await source.inputValue()
    expect(html).toMatch(/<img[^>]+src="\/files\//)
    expect(html).toMatch(/<video[^>]+src="\/files\/video\//)
    await source.fill(`${html}<video src="https://cdn.example.com/ad.mp4" autoplay></video><script>window.__hacked = 1</script><p><img src="x" onerror="window.__hacked = 2">多喝温水。</p>`)
    await screenshot(m.page, "science-push-1440")
    await form.getByRole("button", { name: "提交审核" }).click()
    await m.page.getByText(SCIENCE_MESSAGES.submitted).waitFor()
    await m.page.waitForURL((u) => u.pathname === "/account/science")
    await m.page.getByRole("list", { name: "我的科普文章" }).getByRole("listitem").filter({ hasText: TITLE }).getByText("审核中").waitFor()
    await screenshot(m.page, "science-account-1440")

    const a = await openPage(suite.browser, suite.server.url, { token: await suite.tokenOf("portal_admin") })
    await a.page.goto("/admin/review")
    await a.page.getByRole("link", { name: "科普审核" }).click()
    await a.page.waitForURL((u) => u.pathname === "/admin/review/science")
    await a.page.getByRole("heading", { name: TITLE }).waitFor()
    await screenshot(a.page, "science-admin-review-1440")
    await a.page.getByRole("button", { name: `通过 ${TITLE}` }).click()
    await a.page.getByRole("alertdialog").getByRole("button", { name: "确定" }).click()
    await a.page.getByText(SCIENCE_MESSAGES.approved).waitFor()

    for (const width of [1440, 375]) {
      const v = await openPage(suite.browser, suite.server.url, { width })
      await v.page.goto(`/healthy?keyword=${encodeURIComponent(WORD)}&m=${Date.now()}`)
      const link = v.page.getByRole("list", { name: "文章列表" }).getByRole("link", { name: TITLE })
      await link.waitFor()
      await screenshot(v.page, `science-search-${width}`)
      await link.click()
      await v.page.getByRole("heading", { name: TITLE, level: 1 }).waitFor()
      const article = v.page.locator("article")
      await article.getByText("多喝温水。", { exact: true }).waitFor()
      expect(await article.locator("img[src^='/files/']").count()).toBe(1)
      expect(await article.locator("video").count()).toBe(1)
      expect(await article.locator("video[src^='/files/video/'][controls]:not([autoplay])").count()).toBe(1)
      expect(await article.locator("script").count()).toBe(0)
      expect(await article.innerHTML()).not.toMatch(/onerror|__hacked/)
      expect(await v.page.evaluate(() => (window as unknown as { __hacked?: number }).__hacked)).toBeUndefined()
      await screenshot(v.page, `science-article-${width}`)
      await v.context.close()
    }
  })

  it("shows the drug-leaflet database and a leaflet with its section index", { timeout: 180_000 }, async () => {
    for (const width of [1440, 375]) {
      const v = await openPage(suite.browser, suite.server.url, { width })
      await v.page.goto(`/medInstr?keyword=amxl&m=${Date.now()}`)
      const first = v.page.getByRole("list", { name: "药品列表" }).getByRole("listitem").first()
      await first.getByRole("link", { name: "阿莫西林胶囊" }).waitFor()
      await v.page.getByText("示例数据，用药请遵医嘱").first().waitFor()
      await screenshot(v.page, `drugs-search-${width}`)
      await first.getByRole("link", { name: "阿莫西林胶囊" }).click()
      await v.page.getByRole("heading", { name: "阿莫西林胶囊说明书" }).waitFor()
      await v.page.getByRole("navigation", { name: "说明书目录" }).getByRole("link", { name: "禁忌" }).click()
      await v.page.getByText("【批准文号】").waitFor()
      await screenshot(v.page, `drugs-detail-${width}`)
      await v.context.close()
    }
  })
})
