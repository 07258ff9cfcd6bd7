import { and, eq } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import { makerShareOf } from "../../domain/courses/maker-course.ts"
import { courses } from "../../server/courses/tables.ts"
import { signedInUser } from "../setup/auth.ts"
import { openPage, screenshot } from "../setup/browser.ts"
import { useBrowserSuite } from "../setup/browser-suite.ts"
import { addTeacherInPage, buyCourseInPage } from "../setup/maker-courses.ts"
import { squarePng } from "../setup/images.ts"
import { accountAndLedger, walletMember } from "../setup/wallet.ts"

const PICTURES = [
  { name: "餐盘.png", buffer: squarePng(120, [0xe8, 0x7a, 0x5d]) },
  { name: "主食.png", buffer: squarePng(120, [0x14, 0xa0, 0x85]) },
  { name: "蔬菜.png", buffer: squarePng(120, [0x3b, 0x5b, 0xdb]) },
]

describe("a maker's image course from the editor to a sale", () => {
  const suite = useBrowserSuite()

  it("a maker uploads, orders and submits pictures; it is approved; a member sees the free picture, buys it and sees them all", async () => {
    const maker = await walletMember(suite.server, { isMaker: true, nickName: "林晓营养", authState: "certified" })
    const auditor = await signedInUser(suite.server, { roles: ["ROLE_CONTENT_AUDITOR"] })
    const member = await walletMember(suite.server, { cents: 10_000, nickName: "宋佳宁" })
    const m = await openPage(suite.browser, suite.server.url, { token: maker.token })
    const { page } = m

    await addTeacherInPage(page)

    // The menu shows 图文课程 to a maker; the editor takes three pictures in one go.
    await page.goto("/account/mine/home")
    await page.getByRole("link", { name: "图文课程" }).first().click()
    await page.getByRole("link", { name: "新建图文课程" }).click()
    await page.getByLabel("课程标题").fill("图解控糖餐盘")
    await page.getByLabel("课程封面", { exact: true }).setInputFiles({ name: "封面.png", mimeType: "image/png", buffer: squarePng(160) })
    await page.getByRole("listitem", { name: "封面.png：已上传" }).waitFor()
    await page.getByLabel("分类", { exact: true }).selectOption({ index: 1 })
    await page.getByLabel("讲师", { exact: true }).selectOption({ label: "林晓（注册营养师）" })
    await page.getByLabel("价格（元）").fill("12.90")
    await page.getByLabel("上传课程图片", { exact: true }).setInputFiles(PICTURES.map((p) => ({ ...p, mimeType: "image/png" })))
    for (const p of PICTURES) await page.getByRole("listitem", { name: `${p.name}：已上传` }).waitFor()
    const order = page.getByRole("list", { name: "课程图片顺序" })
    await order.getByRole("listitem").nth(2).waitFor()
    // The same rule as the server: as many free pictures as there are is refused in the form.
    await page.getByLabel("免费预览张数").fill("3")
    await page.getByRole("button", { name: "保存", exact: true }).click()
    await page.getByRole("alert").filter({ hasText: "免费预览张数须少于图片总数" }).waitFor()
    await page.getByLabel("免费预览张数").fill("1")
    await page.getByLabel("第 1 张图片说明").fill("餐盘的四个格子")
    await page.getByRole("button", { name: "下移第 1 张图片" }).click()
    await expect.poll(() => page.getByLabel("第 2 张图片说明").inputValue()).toBe("餐盘的四个格子")
    await page.getByRole("button", { name: "上移第 2 张图片" }).click()
    await expect.poll(() => page.getByLabel("第 1 张图片说明").inputValue()).toBe("餐盘的四个格子")
    await screenshot(page, "maker-image-course-editor-1440")
    await page.getByRole("button", { name: "保存并提交审核" }).click()
    await page.getByText("课程已提交审核").waitFor()
    await page.getByTestId("course-state").filter({ hasText: "待审核" }).waitFor()

    const reviewer = await openPage(suite.browser, suite.server.url, { token: auditor.token })
    await reviewer.page.goto("/admin/review/courses")
    await reviewer.page.getByText("图文 · 3 张图片").waitFor()
    await reviewer.page.getByRole("button", { name: "通过课程 图解控糖餐盘" }).click()
    await reviewer.page.getByRole("button", { name: "通过课程 图解控糖餐盘" }).waitFor({ state: "detached" })

    const [course] = await suite.server.deps.db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.ownerId, maker.user.id), eq(courses.status, "on"), eq(courses.type, "image")))
    const courseId = course?.id ?? 0

    // The member sees the free picture and the count of locked ones, then buys with the balance.
    const buyer = await openPage(suite.browser, suite.server.url, { token: member.token })
    await buyer.page.goto(`/image/detail/${courseId}`)
    await buyer.page.getByRole("img", { name: "图解控糖餐盘：餐盘的四个格子" }).waitFor()
    await buyer.page.getByText(/还有 2 张图文购买后可见/).waitFor()
    expect(await buyer.page.getByRole("button", { name: /^查看第 2 张/ }).count()).toBe(0)
    await screenshot(buyer.page, "maker-image-course-preview-1440")
    await buyCourseInPage(buyer.page, member.payPassword)

    await buyer.page.goto(`/image/detail/${courseId}`)
    await buyer.page.getByRole("button", { name: /^查看第 3 张/ }).click()
    await buyer.page.getByRole("img", { name: "图解控糖餐盘：第 3 张" }).waitFor()
    expect(await buyer.page.getByText(/购买后可见/).count()).toBe(0)
    await screenshot(buyer.page, "maker-image-course-bought-1440")

    const share = makerShareOf(1290)
    expect(await accountAndLedger(suite.server, maker.user.id)).toMatchObject({ balance: share, balanceLedger: share })

    const phone = await openPage(suite.browser, suite.server.url, { width: 375, height: 740, token: maker.token })
    await phone.page.goto("/account/mine/curriculum_image")
    await phone.page.getByText("3 张图片 · ￥12.90 · 已售 1").waitFor()
    await phone.page.getByText("已上架").waitFor()
    await screenshot(phone.page, "maker-image-course-list-375")

    expect(m.errors).toEqual([])
    expect(reviewer.errors).toEqual([])
    expect(buyer.errors).toEqual([])
    expect(phone.errors).toEqual([])
  })
})
