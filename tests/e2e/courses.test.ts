import type { Page } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import { courseOrders } from "../../server/courses/tables.ts"
import { newOrderNum } from "../../server/courses/services/orders.ts"
import { signedInUser } from "../setup/auth.ts"
import { openPage, screenshot, settled } from "../setup/browser.ts"
import { useBrowserSuite } from "../setup/browser-suite.ts"
import { squarePng } from "../setup/images.ts"
import { walletMember } from "../setup/wallet.ts"
import { cents } from "../../domain/core/money.ts"

/** The video's position and the player machine's state, read from the page. */
const playerState = async (page: Page) => ({
  time: await page.evaluate(() => document.querySelector<HTMLVideoElement>("[data-testid=course-player] video")?.currentTime ?? -1),
  state: (await page.getByTestId("course-player").getAttribute("data-state")) ?? "",
})

const waitForState = (page: Page, fragment: string, timeout = 30_000) =>
  page.waitForFunction((text) => (document.querySelector("[data-testid=course-player]")?.getAttribute("data-state") ?? "").includes(text), fragment, { timeout })

const waitForTime = (page: Page, seconds: number, timeout = 30_000) =>
  page.waitForFunction((s) => (document.querySelector<HTMLVideoElement>("[data-testid=course-player] video")?.currentTime ?? 0) > s, seconds, { timeout })

describe("video courses", () => {
  // Lessons start by themselves: the browser may play without a click.
  const suite = useBrowserSuite({ browserArgs: ["--autoplay-policy=no-user-gesture-required"] })
  /** A paid video course with an advert before its lessons, and one without. */
  let withAd: { id: number; firstLesson: number; tryTime: number }
  let plain: { id: number; title: string; firstLesson: number; tryTime: number; priceCents: number }

  const course = async (keyword: string) => {
    const found = await suite.server.call("courseList", { query: { keyword } })
    if (!found.ok || !found.body.content[0]) throw new Error(`no course ${keyword}`)
    const card = found.body.content[0]
    const detail = await suite.server.call("courseDetail", { params: { id: card.id } })
    if (!detail.ok) throw new Error("no detail")
    const first = detail.body.chapters[0]!.lessons[0]!
    return { id: card.id, title: card.title, firstLesson: first.id, tryTime: first.tryTime, priceCents: card.priceCents }
  }

  beforeAll(async () => {
    withAd = await course("经络养生入门")
    plain = await course("家庭营养搭配")
  })

  it("lists courses by category at 1440 and 375 px", async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.url)
    await page.goto("/video")
    await page.getByRole("heading", { name: "健康美容课程" }).waitFor()
    await page.getByRole("link", { name: /敏感肌修护全攻略/ }).first().waitFor()
    await page.getByRole("tree", { name: "课程分类" }).getByRole("button", { name: /^减脂饮食/ }).click()
    await page.getByText("共 1 门课程").waitFor()
    await page.getByRole("tree", { name: "课程分类" }).getByRole("button", { name: /^全部/ }).click()
    await page.getByText("共 20 门课程").waitFor()
    await screenshot(page, "courses-video-1440")
    expect(errors).toEqual([])
    await context.close()

    const phone = await openPage(suite.browser, suite.server.url, { width: 375, height: 812 })
    await phone.page.goto("/video")
    await phone.page.getByRole("link", { name: /敏感肌修护全攻略/ }).first().waitFor()
    await phone.page.getByRole("button", { name: /^课程分类：/ }).click()
    await phone.page.getByRole("button", { name: "营养膳食" }).click()
    await phone.page.getByRole("button", { name: "家庭营养" }).click()
    await phone.page.getByText("共 2 门课程").waitFor()
    await screenshot(phone.page, "courses-video-375")
    expect(phone.errors).toEqual([])
    await phone.context.close()
  })

  it("stops a visitor's preview at the try time and shows the buy layer", async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.url)
    await page.goto(`/announce/course/play?courseId=${withAd.id}&lessonId=${withAd.firstLesson}`)
    // The advert counts down each second, and can be closed.
    await page.getByText(/^广告 \d 秒$/).waitFor()
    const first = (await page.getByText(/^广告 \d 秒$/).textContent()) ?? ""
    await page.waitForFunction((before) => [...document.querySelectorAll("[role=timer]")].some((t) => t.textContent !== before), first)
    await screenshot(page, "courses-play-ad-1440")
    await page.getByRole("button", { name: "关闭广告" }).click()
    await waitForState(page, '"main"')
    await waitForState(page, "previewEnded", 40_000)
    const layer = page.getByRole("dialog", { name: "试看结束" })
    await layer.waitFor()
    const { time } = await playerState(page)
    expect(time).toBeGreaterThan(withAd.tryTime - 1)
    expect(time).toBeLessThanOrEqual(withAd.tryTime + 0.5)
    expect(await page.evaluate(() => document.querySelector<HTMLVideoElement>("[data-testid=course-player] video")?.paused)).toBe(true)
    await expect(layer.getByRole("link", { name: "立即购买" }).getAttribute("href")).resolves.toBe(`/account/course/shopping?courseId=${withAd.id}`)
    await screenshot(page, "courses-play-preview-end-1440")
    // Closing keeps the preview stopped; replay starts again from the beginning.
    await layer.getByRole("button", { name: "关闭" }).click()
    await layer.waitFor({ state: "detached" })
    expect((await playerState(page)).state).toContain("previewEnded")
    await page.getByRole("link", { name: "购买完整课程" }).waitFor()
    // A locked lesson offers buying instead of a player.
    const detail = await suite.server.call("courseDetail", { params: { id: withAd.id } })
    const locked = detail.ok ? detail.body.chapters.flatMap((c) => c.lessons).find((l) => l.playMode === "locked") : undefined
    await page.goto(`/announce/course/play?courseId=${withAd.id}&lessonId=${locked!.id}`)
    await page.getByText("该课时需购买课程后观看").waitFor()
    expect(errors).toEqual([])
    await context.close()

    const phone = await openPage(suite.browser, suite.server.url, { width: 375, height: 812 })
    await phone.page.goto(`/announce/course/play?courseId=${plain.id}&lessonId=${plain.firstLesson}`)
    await phone.page.getByRole("dialog", { name: "试看结束" }).waitFor({ timeout: 40_000 })
    await screenshot(phone.page, "courses-play-preview-end-375")
    expect(phone.errors).toEqual([])
    await phone.context.close()
  })

  it("saves a course from its page and finds it under 我的收藏", async () => {
    const member = await walletMember(suite.server, { cents: 0 })
    const { page, errors, context } = await openPage(suite.browser, suite.server.url, { token: member.token })
    await page.goto(`/video/detail?id=${withAd.id}`)
    await page.getByRole("button", { name: "收藏", exact: true }).click()
    await page.getByText("收藏成功").waitFor()
    expect(await page.getByRole("button", { name: "已收藏" }).getAttribute("aria-pressed")).toBe("true")
    await page.goto("/account/collection")
    await page.getByRole("link", { name: /经络养生入门/ }).first().waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it("buys with the balance, plays past the preview, and resumes near the saved position after a reload", async () => {
    const member = await walletMember(suite.server, { cents: 50_000, nickName: "宋佳宁", authState: "certified" })
    const { page, errors, context } = await openPage(suite.browser, suite.server.url, { token: member.token })
    await page.goto(`/video/detail?id=${plain.id}`)
    await page.getByRole("heading", { name: plain.title }).waitFor()
    await screenshot(page, "courses-detail-1440")
    await page.getByRole("link", { name: "立即购买" }).click()
    await page.waitForURL((u) => u.pathname === "/account/course/shopping")
    await page.getByRole("button", { name: "提交订单" }).click()
    await page.waitForURL((u) => u.pathname === "/account/course/pay")
    await page.getByLabel("支付密码第1位").waitFor()
    await screenshot(page, "courses-pay-1440")
    await page.getByLabel("支付密码第1位").focus()
    await page.keyboard.type(member.payPassword)
    await page.getByRole("button", { name: "确认支付" }).click()
    await page.waitForURL((u) => u.pathname === "/order/pay/success")
    await page.getByRole("heading", { name: "支付成功" }).waitFor()
    await screenshot(page, "courses-pay-success-1440")
    await page.getByRole("link", { name: "开始学习" }).click()
    await page.waitForURL((u) => u.pathname === "/announce/course/play")

    // The whole lesson plays: past the preview time, with no buy layer.
    await waitForTime(page, plain.tryTime + 2, 40_000)
    expect((await playerState(page)).state).toContain("playing")
    expect(await page.getByRole("dialog", { name: "试看结束" }).count()).toBe(0)
    await page.getByRole("button", { name: /^清晰度/ }).hover()
    await page.getByRole("listbox", { name: "清晰度" }).waitFor()
    await screenshot(page, "courses-play-full-1440")
    await page.mouse.move(10, 10)
    await page.getByRole("listbox", { name: "清晰度" }).waitFor({ state: "detached" })
    // A click (the pointer arrives first, as with a mouse) opens it and keeps it open after
    // the pointer leaves; a second click closes it.
    const qualityButton = page.getByRole("button", { name: /^清晰度/ })
    await qualityButton.click()
    await page.mouse.move(10, 10)
    // Well past the 100 ms hide delay: the lesson plays on by a second.
    const clickedAt = (await playerState(page)).time
    await page.waitForFunction((t) => (document.querySelector<HTMLVideoElement>("[data-testid=course-player] video")?.currentTime ?? 0) >= t + 1, clickedAt, { timeout: 60_000 })
    expect(await page.getByRole("listbox", { name: "清晰度" }).isVisible()).toBe(true)
    expect(await qualityButton.getAttribute("aria-expanded")).toBe("true")
    await qualityButton.click()
    await page.getByRole("listbox", { name: "清晰度" }).waitFor({ state: "detached" })
    // By keyboard: Enter opens, Escape closes and gives the focus back to the button.
    await page.mouse.move(10, 10)
    await qualityButton.focus()
    await page.keyboard.press("Enter")
    await page.getByRole("listbox", { name: "清晰度" }).waitFor()
    await page.keyboard.press("Escape")
    await page.getByRole("listbox", { name: "清晰度" }).waitFor({ state: "detached" })
    expect(await qualityButton.evaluate((el) => el === document.activeElement)).toBe(true)
    // Pausing reports the position at once (playing reports it every 5 s): the server then
    // holds the position the page shows.
    await page.locator("[data-testid=course-player] video").evaluate((video: HTMLVideoElement) => video.pause())
    await waitForState(page, "paused")
    const saved = (await playerState(page)).time
    expect(saved).toBeGreaterThan(plain.tryTime + 1)
    const serverPosition = async () => {
      const info = await suite.server.call("coursePlayInfo", { params: { lessonId: plain.firstLesson } }, { token: member.token })
      return info.ok ? (info.body.progress?.position ?? 0) : 0
    }
    await expect.poll(serverPosition, { timeout: 20_000, interval: 100 }).toBeGreaterThanOrEqual(Math.floor(saved) - 1)

    await page.reload()
    await page.getByText(/^上次观看到 \d\d:\d\d，是否继续观看？$/).waitFor({ timeout: 40_000 })
    await screenshot(page, "courses-play-resume-1440")
    await page.getByRole("button", { name: "继续观看" }).click()
    await page.waitForFunction((s) => (document.querySelector<HTMLVideoElement>("[data-testid=course-player] video")?.currentTime ?? 0) >= s - 2, saved)
    const resumed = (await playerState(page)).time
    expect(resumed).toBeGreaterThanOrEqual(saved - 2)
    expect(resumed).toBeLessThan(saved + 8)
    expect(await serverPosition()).toBeGreaterThan(plain.tryTime)
    expect(errors).toEqual([])
    await context.close()
  })

  it("lets a certified buyer comment, and the statistics change", async () => {
    const member = await signedInUser(suite.server, { authState: "certified", nickName: "陆晓晴" })
    await suite.server.deps.db
      .insert(courseOrders)
      .values({ orderNum: newOrderNum(Date.now()), userId: member.user.id, courseId: withAd.id, priceCents: cents(9900), amountCents: cents(9900), status: "paid", paidAt: new Date() })
    const { page, errors, context } = await openPage(suite.browser, suite.server.url, { token: member.token })
    await page.goto(`/video/detail?id=${withAd.id}`)
    await page.getByRole("tab", { name: "学员评价" }).click()
    const filters = page.getByRole("group", { name: "评价筛选" })
    await filters.getByRole("button", { name: "全部（16）" }).waitFor()
    await page.getByRole("button", { name: /^点赞，已有 36 人点赞/ }).waitFor()
    const form = page.getByRole("form", { name: "发表评价" })
    await form.getByLabel("评价内容").fill("太短了")
    await form.getByRole("button", { name: "发表评价" }).click()
    await form.getByText("长度在 30 到 200 个字符").waitFor()
    await form.getByRole("radio", { name: /^5星/ }).click()
    await form.getByRole("button", { name: "发表评价" }).click()
    await form.getByText("请选择满意度").waitFor()
    await form.getByRole("radio", { name: /^4星/ }).click()
    await form.getByLabel("评价内容").fill("老师讲解细致，穴位的找法和按揉力度都有示范，跟着练了一周肩颈明显轻松，推荐给久坐的朋友。")
    // A picture for the comment, through the file host.
    await form.getByLabel("晒图 / 视频（选填）", { exact: true }).setInputFiles({ name: "按揉.png", mimeType: "image/png", buffer: squarePng() })
    await form.getByLabel("按揉.png：已上传").waitFor()
    await screenshot(page, "courses-comment-form-1440")
    await form.getByRole("button", { name: "发表评价" }).click()
    await filters.getByRole("button", { name: "全部（17）" }).waitFor()
    await filters.getByRole("button", { name: "中评（7）" }).waitFor()
    const posted = page.getByRole("article").filter({ hasText: "跟着练了一周肩颈明显轻松" })
    await posted.waitFor()
    await posted.getByRole("button", { name: "查看第 1 张图片" }).click()
    await posted.getByRole("img", { name: "评价图片" }).waitFor()
    await page.getByText("您已评价过该课程，感谢您的反馈").waitFor()
    // Likes: once per member; the count follows.
    await page.getByRole("button", { name: /^点赞，已有 36 人点赞/ }).click()
    await page.getByText("点赞成功").waitFor()
    await page.getByRole("button", { name: /^取消点赞，已有 37 人点赞/ }).waitFor()
    await screenshot(page, "courses-comments-1440")
    expect(errors).toEqual([])
    await context.close()

    // A visitor sees the login link instead of the form, and is asked to log in to like.
    const visitor = await openPage(suite.browser, suite.server.url, { width: 375, height: 812 })
    await visitor.page.goto(`/video/detail?id=${withAd.id}`)
    await visitor.page.getByRole("tab", { name: "学员评价" }).click()
    await visitor.page.getByText("后发表评价").waitFor()
    await visitor.page.getByRole("button", { name: /^点赞，已有 37 人点赞/ }).click()
    await visitor.page.getByText("请先登录后再点赞").waitFor()
    await screenshot(visitor.page, "courses-comments-375")
    expect(visitor.errors).toEqual([])
    await visitor.context.close()
  })

  it("shows a question and an answer", async () => {
    const member = await signedInUser(suite.server, { authState: "certified", nickName: "许若彤" })
    const { page, errors, context } = await openPage(suite.browser, suite.server.url, { token: member.token })
    await page.goto(`/video/detail?id=${plain.id}`)
    await page.getByRole("tab", { name: "课程问答" }).click()
    await page.getByText("暂时没有问答...").waitFor()
    const ask = page.getByRole("form", { name: "我要提问" })
    await ask.getByLabel("问题标题").fill("早餐")
    await ask.getByLabel("问题描述").fill("孩子不爱吃早饭")
    await ask.getByRole("button", { name: "提交问题" }).click()
    await ask.getByText("长度在 6 到 30 个字符").waitFor()
    await ask.getByText("长度在 30 到 200 个字符").waitFor()
    await ask.getByLabel("问题标题").fill("孩子早餐怎样搭配更营养？")
    await ask.getByLabel("问题描述").fill("孩子上小学，早上时间紧，平时就是牛奶加面包，想知道怎样在十分钟内做出营养均衡的早餐，有什么推荐的搭配吗？")
    await ask.getByRole("button", { name: "提交问题" }).click()
    await page.getByText("您成功提交了问题").waitFor()
    const question = page.getByRole("list", { name: "课程问答" }).getByRole("listitem").filter({ hasText: "孩子早餐怎样搭配更营养？" })
    await question.waitFor()
    expect(await ask.getByLabel("问题标题").inputValue()).toBe("")

    // The asker's card opens after hovering for 300 ms, and closes once the pointer has left.
    // Until it has closed it covers 我来回答: a click then waits, and scrolls the page to try
    // again, which can leave the answer popover at the window's edge, where it moves under the
    // pointer between the press and the release of the next click.
    const card = page.locator("[data-scope=hover-card][data-part=content]").filter({ hasText: "许若彤" })
    await question.getByRole("button", { name: "查看许若彤的资料" }).first().hover()
    await card.getByText("许若彤").first().waitFor()
    await page.mouse.move(5, 5)
    await card.waitFor({ state: "hidden" })

    await question.getByRole("button", { name: "我来回答" }).click()
    const reply = page.getByRole("form", { name: "发表回答" })
    await settled(reply)
    await reply.getByLabel("回答内容").fill("可以")
    await reply.getByRole("button", { name: "发表" }).click()
    await reply.getByText("长度在 30 到 200 个字符！").waitFor()
    await reply.getByLabel("回答内容").fill("我家是前一晚准备好杂粮饭团和水煮蛋，早上加一杯牛奶和一份水果，十分钟就能搞定，孩子也爱吃。")
    await reply.getByRole("button", { name: "发表" }).click()
    await page.getByText("发表内容成功").waitFor()
    await reply.waitFor({ state: "detached" })
    await question.getByRole("button", { name: "查看回答（1）" }).click()
    await question.getByText("杂粮饭团和水煮蛋").waitFor()
    await screenshot(page, "courses-qa-1440")
    expect(errors).toEqual([])
    await context.close()

    const visitor = await openPage(suite.browser, suite.server.url, { width: 375, height: 812 })
    await visitor.page.goto(`/video/detail?id=${plain.id}`)
    await visitor.page.getByRole("tab", { name: "课程问答" }).click()
    await visitor.page.getByText("孩子早餐怎样搭配更营养？").waitFor()
    const login = visitor.page.getByRole("link", { name: "登录" }).last()
    expect(await login.getAttribute("href")).toBe(`/login?redirect=${encodeURIComponent(`/video/detail?id=${plain.id}`)}`)
    await screenshot(visitor.page, "courses-qa-375")
    expect(visitor.errors).toEqual([])
    await visitor.context.close()
  })

  it("keeps the tab a member chose while the page learns who is signed in", async () => {
    const member = await signedInUser(suite.server, { authState: "certified", nickName: "苏曼" })
    const { page, errors, context } = await openPage(suite.browser, suite.server.url, { token: member.token })
    // The session's answer is held until the member has chosen a tab: on a slow network the
    // course arrives first, and the member is known only afterwards.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route((url) => url.pathname === "/auth/info", async (route) => {
      await held
      await route.continue()
    })
    await page.goto(`/video/detail?id=${plain.id}`)
    await page.getByRole("tab", { name: "课程问答" }).click()
    await page.getByRole("tabpanel", { name: "课程问答" }).waitFor()
    release()
    await page.getByRole("form", { name: "我要提问" }).waitFor()
    expect(await page.getByRole("tab", { name: "课程问答" }).getAttribute("aria-selected")).toBe("true")
    expect(errors).toEqual([])
    await context.close()
  })

  it("shows an image course under the magnifier, the teachers, and the member's timetable", async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.url)
    const images = await suite.server.call("courseList", { query: { type: "image", keyword: "中药材" } })
    const imageCourse = images.ok ? images.body.content[0]! : null
    await page.goto(`/image/detail/${imageCourse!.id}`)
    const picture = page.getByRole("img", { name: /^家庭常用中药材图鉴：枸杞/ })
    await picture.waitFor()
    await picture.hover({ position: { x: 120, y: 160 } })
    await page.getByTestId("magnifier-zoom").waitFor()
    await screenshot(page, "courses-image-magnifier-1440")
    await page.getByRole("button", { name: /^查看第 2 张/ }).click()
    await page.getByRole("img", { name: /^家庭常用中药材图鉴：山药/ }).waitFor()
    await page.getByText(/还有 4 张图文购买后可见/).waitFor()
    await screenshot(page, "courses-image-detail-1440")

    await page.goto("/famous")
    await page.getByRole("link", { name: /李清和/ }).first().click()
    await page.getByRole("heading", { name: "李清和" }).waitFor()
    await screenshot(page, "courses-teacher-1440")
    expect(errors).toEqual([])
    await context.close()

    const member = await walletMember(suite.server, { cents: 10_000 })
    const phone = await openPage(suite.browser, suite.server.url, { width: 375, height: 812, token: member.token })
    await suite.server.call("courseProgressReport", { body: { lessonId: plain.firstLesson, position: 5, duration: 30 } }, { token: member.token })
    await phone.page.goto("/account/plan")
    await phone.page.getByRole("heading", { name: "本周学习" }).waitFor()
    await phone.page.getByText(plain.title).waitFor()
    // The timetable sits in the user centre; on a phone its row of links shows the current page.
    const quickNav = phone.page.getByRole("navigation", { name: "用户中心快捷导航" })
    const current = quickNav.getByRole("link", { name: "课程表" })
    expect(await current.getAttribute("aria-current")).toBe("page")
    const [navBox, linkBox] = await Promise.all([quickNav.boundingBox(), current.boundingBox()])
    expect(linkBox && navBox && linkBox.x >= navBox.x && linkBox.x + linkBox.width <= navBox.x + navBox.width).toBe(true)
    await screenshot(phone.page, "courses-plan-375")
    expect(phone.errors).toEqual([])
    await phone.context.close()
  })
})
