import { readFileSync } from "node:fs"
import path from "node:path"
import type { Page } from "playwright-core"
import { and, eq } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import { formatMoney } from "../../domain/core/money.ts"
import { makerShareOf } from "../../domain/courses/maker-course.ts"
import { courseLessons, courseOrders, courses } from "../../server/courses/tables.ts"
import { signedInUser } from "../setup/auth.ts"
import { openPage, screenshot } from "../setup/browser.ts"
import { useBrowserSuite } from "../setup/browser-suite.ts"
import { addTeacherInPage, buyCourseInPage } from "../setup/maker-courses.ts"
import { repeatFragmentedMp4 } from "../setup/mp4.ts"
import { squarePng } from "../setup/images.ts"
import { accountAndLedger, walletMember } from "../setup/wallet.ts"

/** A 36-second fragmented MP4: the demo clip six times over. */
const LESSON = repeatFragmentedMp4(readFileSync(path.join(process.cwd(), "public/micro/demo/clip-1.mp4")), 6)

const playedPast = (page: Page, seconds: number) =>
  page.waitForFunction((s) => (document.querySelector<HTMLVideoElement>("[data-testid=course-player] video")?.currentTime ?? 0) > s, seconds, { timeout: 40_000 })

describe("a maker's course from the editor to a sale", () => {
  const suite = useBrowserSuite({ browserArgs: ["--autoplay-policy=no-user-gesture-required"] })

  it("a maker writes a course with a 30-second preview; it is approved; a member plays the preview, buys it and the maker's income shows it", async () => {
    const maker = await walletMember(suite.server, { isMaker: true, nickName: "林晓营养", authState: "certified" })
    const auditor = await signedInUser(suite.server, { roles: ["ROLE_CONTENT_AUDITOR"] })
    const member = await walletMember(suite.server, { cents: 10_000, authState: "certified", nickName: "宋佳宁" })
    const m = await openPage(suite.browser, suite.server.url, { token: maker.token })
    const { page } = m

    // The teacher first, then the course with one chapter and one lesson.
    await addTeacherInPage(page)

    await page.goto("/account/mine/curriculum_video")
    await page.getByRole("link", { name: "新建视频课程" }).click()
    await page.getByLabel("课程标题").fill("七天控糖早餐")
    await page.getByLabel("课程封面", { exact: true }).setInputFiles({ name: "封面.png", mimeType: "image/png", buffer: squarePng(160, [0xe8, 0x7a, 0x5d]) })
    await page.getByRole("listitem", { name: "封面.png：已上传" }).waitFor()
    await page.getByLabel("分类", { exact: true }).selectOption({ index: 1 })
    await page.getByLabel("讲师", { exact: true }).selectOption({ label: "林晓（注册营养师）" })
    await page.getByLabel("价格（元）").fill("19.90")
    await page.getByRole("button", { name: "添加章节" }).click()
    await page.getByRole("button", { name: "添加课时" }).click()
    await page.getByLabel("课时视频", { exact: true }).setInputFiles({ name: "早餐.mp4", mimeType: "video/mp4", buffer: LESSON })
    await page.getByRole("listitem", { name: "早餐.mp4：已上传" }).waitFor()
    await page.getByLabel("试看（秒）").fill("30")
    await screenshot(page, "maker-course-editor-1440")
    await page.getByRole("button", { name: "保存并提交审核" }).click()
    await page.getByText("课程已提交审核").waitFor()
    await page.getByText("时长 36 秒 · 试看30秒").waitFor()

    // The content auditor lists it from the review centre's courses queue.
    const reviewer = await openPage(suite.browser, suite.server.url, { token: auditor.token })
    await reviewer.page.goto("/admin/review/courses")
    await reviewer.page.getByRole("button", { name: "通过课程 七天控糖早餐" }).click()
    await reviewer.page.getByRole("button", { name: "通过课程 七天控糖早餐" }).waitFor({ state: "detached" })

    // The member plays the preview (the server hands out only the cut), then buys with the balance.
    const [lesson] = await suite.server.deps.db
      .select({ id: courseLessons.id, courseId: courseLessons.courseId })
      .from(courseLessons)
      .innerJoin(courses, eq(courses.id, courseLessons.courseId))
      .where(and(eq(courses.ownerId, maker.user.id), eq(courses.status, "on")))
    const { id: lessonId, courseId } = lesson ?? { id: 0, courseId: 0 }
    const buyer = await openPage(suite.browser, suite.server.url, { token: member.token })
    await buyer.page.goto(`/announce/course/play?courseId=${courseId}&lessonId=${lessonId}`)
    await playedPast(buyer.page, 1)
    await screenshot(buyer.page, "maker-course-preview-1440")
    const info = await suite.server.call("coursePlayInfo", { params: { lessonId } }, { token: member.token })
    expect(info.ok && info.body).toMatchObject({ playMode: "preview", tryTime: 30 })

    await buyer.page.goto(`/video/detail?id=${courseId}`)
    await buyCourseInPage(buyer.page, member.payPassword)

    // The maker's share is in the wallet and in monitor_video's income.
    const share = makerShareOf(1990)
    expect(await accountAndLedger(suite.server, maker.user.id)).toMatchObject({ balance: share, balanceLedger: share })
    await page.goto("/account/mine/monitor_video")
    await page.getByTestId("range-income").filter({ hasText: formatMoney(share) }).waitFor()
    await screenshot(page, "maker-course-income-1440")

    // The buyer's comment, answered by the maker in curriculum_comment.
    const [order] = await suite.server.deps.db.select({ orderNum: courseOrders.orderNum }).from(courseOrders).where(and(eq(courseOrders.userId, member.user.id), eq(courseOrders.status, "paid")))
    const comment = "讲得很清楚，照着做了一周早餐，餐后血糖平稳了不少，燕麦可以换成别的吗？"
    await suite.server.call("commentCreate", { body: { courseId, orderNum: order?.orderNum ?? "", content: comment, grade: 5 } }, { token: member.token })
    await page.goto("/account/mine/curriculum_comment")
    await page.getByText(comment).waitFor()
    await page.getByLabel("回复评价").fill("可以换成荞麦或藜麦，注意分量。")
    await page.getByRole("button", { name: "保存回复" }).click()
    await page.getByText("我的回复：可以换成荞麦或藜麦，注意分量。").waitFor()
    await screenshot(page, "maker-course-comments-1440")

    // A question on the course, answered by the maker in curriculum_question.
    await suite.server.call("questionCreate", { body: { courseId, title: "燕麦可以换吗？", content: "家里没有燕麦，请问早餐里的燕麦可以换成别的谷物吗？分量要怎么调整才合适呢？" } }, { token: member.token })
    await page.goto("/account/mine/curriculum_question")
    await page.getByText("燕麦可以换吗？").waitFor()
    await page.getByLabel("回答问题").fill("可以换成荞麦或藜麦，分量与燕麦相同即可，注意不要额外加糖，搭配一个鸡蛋更好。")
    await page.getByRole("button", { name: "发布回答" }).click()
    await page.getByText("1 个回答").waitFor()

    // The maker's course list on a phone: the course and its state.
    const phone = await openPage(suite.browser, suite.server.url, { width: 375, height: 740, token: maker.token })
    await phone.page.goto("/account/mine/curriculum_video")
    await phone.page.getByText("已上架").waitFor()
    await screenshot(phone.page, "maker-course-list-375")

    expect(m.errors).toEqual([])
    expect(phone.errors).toEqual([])
    expect(reviewer.errors).toEqual([])
    expect(buyer.errors).toEqual([])
  })
})
