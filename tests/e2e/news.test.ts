import { describe, expect, it } from "vitest"
import { REAL_NAME_MESSAGES } from "../../domain/member/real-name-form.ts"
import { NEWS_MESSAGES } from "../../domain/news/news-article.ts"
import { openPage, screenshot } from "../setup/browser.ts"
import { useBrowserSuite } from "../setup/browser-suite.ts"
import { signedInUser } from "../setup/auth.ts"
import { squarePng } from "../setup/images.ts"

const TITLE = "社区药房试点慢病长处方服务"

describe("industry news in the browser", () => {
  const suite = useBrowserSuite()

  it("a certified member publishes, an administrator approves, the article is listed, read and saved as a favourite", async () => {
    // zhou_vip (certified) writes an article with a cover.
    const m = await openPage(suite.browser, suite.server.url, { token: await suite.tokenOf("zhou_vip") })
    await m.page.goto("/account/news")
    await m.page.getByRole("group", { name: "审核状态" }).getByRole("button", { name: "已发布 5" }).waitFor()
    await screenshot(m.page, "news-account-1440")
    await m.page.getByRole("link", { name: "发布资讯" }).first().click()
    await m.page.waitForURL((u) => u.pathname === "/account/news/push")
    const form = m.page.getByRole("form", { name: "发布资讯" })
    await form.getByRole("button", { name: "提交审核" }).click()
    await form.getByText(NEWS_MESSAGES.titleRequired).waitFor()
    await form.getByText(NEWS_MESSAGES.categoryRequired).waitFor()
    await form.getByText(NEWS_MESSAGES.bodyRequired).waitFor()
    await form.getByLabel("资讯标题").fill("四个字的")
    await form.getByText(NEWS_MESSAGES.titleLength).waitFor()
    await form.getByLabel("资讯标题").fill(TITLE)
    await form.getByRole("radio", { name: "政策法规" }).click()
    await form.getByLabel("资讯摘要（选填）").fill("多地社区药房试点慢病长处方，病情稳定的患者每次可取一到三个月的药量。")
    await form.getByLabel("封面图片（选填）", { exact: true }).setInputFiles({ name: "封面.png", mimeType: "image/png", buffer: squarePng(24, [0x1d, 0x5f, 0xa8]) })
    await form.getByLabel("封面.png：已上传").waitFor()
    await form.getByLabel("资讯正文").fill("近日，多地社区药房开始试点慢病长处方服务。\n高血压、糖尿病等病情稳定的患者，每次可取一到三个月的药量，减少往返奔波。\n<script>alert(1)</script>")
    await screenshot(m.page, "news-push-1440")
    await form.getByRole("button", { name: "提交审核" }).click()
    await m.page.getByText(NEWS_MESSAGES.submitted).waitFor()
    await m.page.waitForURL((u) => u.pathname === "/account/news")
    const row = m.page.getByRole("list", { name: "我的资讯" }).getByRole("listitem").filter({ hasText: TITLE })
    await row.getByText("审核中").waitFor()
    await screenshot(m.page, "news-account-pending-1440")

    // The public list does not show it yet.
    const visitor = await openPage(suite.browser, suite.server.url)
    await visitor.page.goto("/news")
    await visitor.page.getByRole("list", { name: "资讯列表" }).waitFor()
    expect(await visitor.page.getByText(TITLE).count()).toBe(0)

    // portal_admin approves it from the review centre.
    const a = await openPage(suite.browser, suite.server.url, { token: await suite.tokenOf("portal_admin") })
    await a.page.goto("/admin/review")
    await a.page.getByRole("link", { name: "资讯审核" }).click()
    await a.page.waitForURL((u) => u.pathname === "/admin/review/news")
    await a.page.getByRole("heading", { name: TITLE }).waitFor()
    await screenshot(a.page, "news-admin-review-1440")
    await a.page.getByRole("button", { name: `通过 ${TITLE}` }).click()
    await a.page.getByRole("alertdialog").getByRole("button", { name: "确定" }).click()
    await a.page.getByText(NEWS_MESSAGES.approved).waitFor()
    await a.page.getByRole("heading", { name: TITLE }).waitFor({ state: "detached" })

    // It is listed first on /news; the detail counts a view and the typed script stays text.
    await visitor.page.goto("/news")
    const first = visitor.page.getByRole("list", { name: "资讯列表" }).getByRole("listitem").first()
    await first.getByRole("link", { name: TITLE }).waitFor()
    await visitor.page.getByRole("button", { name: "政策法规" }).click()
    await visitor.page.getByRole("link", { name: TITLE }).waitFor()
    await screenshot(visitor.page, "news-list-1440")
    await visitor.page.getByRole("searchbox", { name: "搜索资讯" }).fill("长处方")
    await visitor.page.getByRole("search", { name: "资讯搜索" }).getByRole("button", { name: "搜索" }).click()
    await visitor.page.getByRole("heading", { name: "“长处方”的搜索结果" }).waitFor()
    await visitor.page.getByRole("link", { name: TITLE }).click()
    await visitor.page.waitForURL((u) => u.pathname === "/news/detail")
    await visitor.page.getByRole("heading", { name: TITLE, level: 1 }).waitFor()
    await visitor.page.getByRole("article").getByText("1 阅读", { exact: true }).waitFor()
    await visitor.page.getByText("<script>alert(1)</script>").waitFor()
    expect(await visitor.page.locator("article script").count()).toBe(0)

    // The member who wrote it saves it as a favourite; it shows in /account/collection.
    await m.page.goto(await visitor.page.evaluate(() => location.pathname + location.search))
    await m.page.getByRole("heading", { name: TITLE, level: 1 }).waitFor()
    await m.page.getByRole("button", { name: "收藏", exact: true }).click()
    await m.page.getByText("收藏成功").waitFor()
    await m.page.getByRole("button", { name: "已收藏" }).waitFor()
    await screenshot(m.page, "news-detail-1440")
    await m.page.goto("/account/collection")
    await m.page.getByRole("link", { name: TITLE }).waitFor()
    await screenshot(m.page, "news-collection-1440")

    expect(m.errors).toEqual([])
    expect(a.errors).toEqual([])
    expect(visitor.errors).toEqual([])
    await Promise.all([m.context.close(), a.context.close(), visitor.context.close()])
  })

  it("shows the reason of a rejection, edits and deletes with a confirmation, at 375 px", async () => {
    const member = await signedInUser(suite.server, { authState: "certified", nickName: "手机作者" })
    const draft = await suite.server.call(
      "newsCreate",
      { body: { title: "手机上编辑的一篇资讯", summary: "", body: "第一段正文。\n第二段正文。", category: "industry", cover: "" } },
      { token: member.token },
    )
    if (!draft.ok) throw new Error("not created")
    // The administrator rejects it in the review page's dialog: a reason is required first.
    const admin = await signedInUser(suite.server, { roles: ["ROLE_ADMIN"], authState: "certified" })
    const a = await openPage(suite.browser, suite.server.url, { token: admin.token })
    await a.page.goto("/admin/review/news")
    await a.page.getByRole("button", { name: "驳回 手机上编辑的一篇资讯" }).click()
    const dialog = a.page.getByRole("dialog", { name: "驳回资讯" })
    await dialog.getByRole("button", { name: "确认驳回" }).click()
    await dialog.getByText(REAL_NAME_MESSAGES.reasonRequired).waitFor()
    await dialog.getByLabel(/驳回原因/).fill("请补充信息来源")
    await dialog.getByRole("button", { name: "确认驳回" }).click()
    await a.page.getByText(NEWS_MESSAGES.rejected).waitFor()
    await dialog.waitFor({ state: "detached" })
    expect(a.errors).toEqual([])
    await a.context.close()

    const { page, errors, context } = await openPage(suite.browser, suite.server.url, { width: 375, height: 812, token: member.token })
    await page.goto("/account/news")
    await page.getByText("驳回原因：请补充信息来源").waitFor()
    await page.getByRole("button", { name: "未通过 1" }).click()
    await page.getByText("手机上编辑的一篇资讯").waitFor()
    await screenshot(page, "news-account-rejected-375")
    await page.getByRole("link", { name: "编辑 手机上编辑的一篇资讯" }).click()
    await page.waitForURL((u) => u.pathname === "/account/news/push" && u.searchParams.get("id") === String(draft.body.id))
    const form = page.getByRole("form", { name: "编辑资讯" })
    await form.getByText("上次未通过审核：请补充信息来源").waitFor()
    await expect.poll(() => form.getByLabel("资讯标题").inputValue()).toBe("手机上编辑的一篇资讯")
    await form.getByLabel("资讯正文").fill("第一段正文。\n第二段正文。\n信息来源：当地卫健委公开通知。")
    await screenshot(page, "news-push-375")
    await form.getByRole("button", { name: "保存并重新提交" }).click()
    await page.getByText(NEWS_MESSAGES.updated).waitFor()
    await page.waitForURL((u) => u.pathname === "/account/news")
    // The page keeps the tab it had: the edited article left 未通过 for 审核中.
    await page.getByRole("button", { name: "审核中 1" }).click()
    await page.getByRole("listitem").filter({ hasText: "手机上编辑的一篇资讯" }).getByText("审核中").waitFor()

    await page.getByRole("button", { name: "删除 手机上编辑的一篇资讯" }).click()
    await page.getByRole("alertdialog").getByText(NEWS_MESSAGES.confirmDelete).waitFor()
    await page.getByRole("alertdialog").getByRole("button", { name: "确定" }).click()
    await page.getByText(NEWS_MESSAGES.deleted).waitFor()
    await page.getByText("没有审核中的资讯").waitFor()

    // The public pages at phone width.
    await page.goto("/news")
    await page.getByRole("list", { name: "资讯列表" }).waitFor()
    await screenshot(page, "news-list-375")
    await page.getByRole("list", { name: "资讯列表" }).getByRole("link").nth(1).click()
    await page.getByRole("heading", { level: 1 }).waitFor()
    await screenshot(page, "news-detail-375")
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(375)
    await page.goto("/account/news/my")
    await page.getByText("还没有已发布的资讯").waitFor()
    expect(errors).toEqual([])
    await context.close()
  })
})
