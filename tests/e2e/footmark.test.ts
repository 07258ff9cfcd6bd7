import { describe, expect, it } from "vitest"
import { eq } from "drizzle-orm"
import { courses } from "../../server/courses/tables.ts"
import { products } from "../../server/mall/tables/products.ts"
import { openPage, screenshot } from "../setup/browser.ts"
import { useBrowserSuite } from "../setup/browser-suite.ts"
import { signedInUser } from "../setup/auth.ts"

/** 我的足迹: pages a member opens show up under 今天; one is deleted, then all are cleared; a phone shows two columns. */
describe("我的足迹 in the browser", () => {
  const suite = useBrowserSuite()

  it("records the course and product a member opens, deletes one and clears the rest", async () => {
    const [course] = await suite.server.deps.db.select().from(courses).where(eq(courses.status, "on")).limit(1)
    const [product] = await suite.server.deps.db.select().from(products).where(eq(products.status, "on")).limit(1)
    if (!course || !product) throw new Error("the demo catalogue is empty")
    const member = await signedInUser(suite.server, { nickName: "足迹测试" })
    const { context, page, errors } = await openPage(suite.browser, suite.server.url, { token: member.token })

    // Each visit is recorded once the page knows the member: wait for that answer, not just the title.
    const recorded = () => page.waitForResponse((r) => r.url().endsWith("/api/account/footprints") && r.request().method() === "POST")
    let visit = recorded()
    await page.goto(course.type === "image" ? `/image/detail/${course.id}` : `/video/detail?id=${course.id}`)
    await page.locator("#course-title").waitFor()
    expect((await visit).status()).toBe(200)
    visit = recorded()
    await page.goto(`/product/detail/${product.spuId}`)
    await page.locator("#product-title").waitFor()
    expect((await visit).status()).toBe(200)

    await page.goto("/footmark")
    await page.getByRole("heading", { name: "我的足迹", level: 1 }).waitFor()
    const today = page.getByRole("region", { name: "今天" })
    await today.getByRole("link", { name: product.title }).waitFor()
    await today.getByRole("link", { name: course.title }).waitFor()
    // Newest first.
    const titles = await today.getByRole("listitem").allInnerTexts()
    expect(titles[0]).toContain(product.title)
    await screenshot(page, "footmark-1440")

    await page.getByRole("button", { name: "课程", exact: true }).click()
    await today.getByRole("link", { name: product.title }).waitFor({ state: "detached" })
    await page.getByRole("button", { name: "全部", exact: true }).click()
    await today.getByRole("link", { name: product.title }).waitFor()

    await page.getByRole("button", { name: `删除足迹 ${course.title}` }).click()
    await page.getByRole("status").filter({ hasText: "已删除" }).first().waitFor()
    await today.getByRole("link", { name: course.title }).waitFor({ state: "detached" })

    await page.setViewportSize({ width: 375, height: 812 })
    await screenshot(page, "footmark-375")
    await page.getByRole("button", { name: "清空足迹" }).click()
    const confirm = page.getByRole("alertdialog")
    await confirm.getByText("确定清空全部足迹吗？清空后无法恢复。").waitFor()
    await confirm.getByRole("button", { name: "确定" }).click()
    await page.getByText("暂无浏览记录").waitFor()
    expect(errors).toEqual([])
    await context.close()
  })
})
