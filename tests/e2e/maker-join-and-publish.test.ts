import { readFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { MAKER_DEPOSIT_CENTS } from "../../domain/maker/rules.ts"
import { signedInUser } from "../setup/auth.ts"
import { openPage, screenshot } from "../setup/browser.ts"
import { useBrowserSuite } from "../setup/browser-suite.ts"
import { squarePng } from "../setup/images.ts"
import { accountAndLedger, ledgerRows, walletMember } from "../setup/wallet.ts"

const CLIP = readFileSync(path.join(process.cwd(), "public/micro/demo/clip-1.mp4"))

describe("becoming a maker and publishing a short video", () => {
  const suite = useBrowserSuite()

  it("a certified member applies, pays the deposit, is approved, publishes; another member likes, comments and follows", async () => {
    const member = await walletMember(suite.server, { cents: 100_000, authState: "certified", nickName: "苏小晴" })
    const admin = await signedInUser(suite.server, { roles: ["ROLE_ADMIN"] })
    const fan = await signedInUser(suite.server, { authState: "certified", nickName: "李想" })

    const maker = await openPage(suite.browser, suite.server.url, { token: member.token })
    const reviewer = await openPage(suite.browser, suite.server.url, { token: admin.token })

    // Apply: name, field, introduction and a sample picture.
    const { page } = maker
    await page.goto("/micro/home")
    await page.getByRole("link", { name: "加入创客" }).click()
    await page.waitForURL((u) => u.pathname === "/micro/join")
    await page.getByLabel("创客昵称").fill("小晴护肤日记")
    await page.getByLabel("创作领域").selectOption("护肤美妆")
    await page.getByLabel("个人简介").fill("皮肤科护士，分享敏感肌和换季护肤的实用方法。")
    await page.getByLabel("代表作品", { exact: true }).setInputFiles({ name: "作品.png", mimeType: "image/png", buffer: squarePng(64) })
    await page.getByRole("listitem", { name: "作品.png：已上传" }).waitFor()
    await screenshot(page, "maker-join-1440")
    await page.getByRole("button", { name: "提交申请" }).click()
    await page.getByRole("link", { name: "去缴纳保证金" }).click()

    // The deposit, from the balance with the payment password.
    await page.waitForURL((u) => u.pathname === "/micro/payDeposit")
    await page.getByText("缴纳创客保证金").waitFor()
    await page.getByLabel("支付密码第1位").first().click()
    await page.keyboard.type(member.payPassword)
    await page.keyboard.press("Enter")
    await page.waitForURL((u) => u.pathname === "/micro/payDepositSuccess")
    await page.getByRole("heading", { name: "保证金缴纳成功" }).waitFor()
    expect(await accountAndLedger(suite.server, member.user.id)).toMatchObject({ balance: 100_000 - MAKER_DEPOSIT_CENTS, balanceLedger: 100_000 - MAKER_DEPOSIT_CENTS })
    expect(await ledgerRows(suite.server, member.user.id, "maker_deposit")).toHaveLength(1)

    // The administrator approves.
    await reviewer.page.goto("/admin/review/maker")
    await reviewer.page.getByRole("button", { name: "通过 小晴护肤日记 的创客申请" }).click()
    await reviewer.page.getByRole("button", { name: "通过 小晴护肤日记 的创客申请" }).waitFor({ state: "detached" })

    // The short-video area offers the new maker 发布作品 where it offered 加入创客.
    await page.goto("/micro/home")
    await page.getByRole("link", { name: "发布作品" }).click()
    await page.waitForURL((u) => u.pathname === "/account/mine/release")
    expect(await page.getByRole("link", { name: "加入创客" }).count()).toBe(0)

    // The new maker publishes: the MP4 with its progress, a frame as the cover, the details.
    await page.getByLabel("视频", { exact: true }).setInputFiles({ name: "补水.mp4", mimeType: "video/mp4", buffer: CLIP })
    await page.getByRole("listitem", { name: "补水.mp4：已上传" }).waitFor()
    await page.getByRole("radio", { name: /秒的画面/ }).first().click()
    await page.getByRole("img", { name: "已选封面" }).waitFor()
    await page.getByLabel("标题").fill("换季补水的三个小窍门")
    await page.getByLabel("分类").selectOption("beauty")
    await page.getByLabel("标签").fill("补水 换季")
    await screenshot(page, "maker-release-1440")
    await page.getByRole("button", { name: "提交审核" }).click()
    await page.getByText("作品「换季补水的三个小窍门」已提交").waitFor()

    // The administrator publishes it.
    await reviewer.page.goto("/admin/review/micro")
    await reviewer.page.getByRole("button", { name: "通过作品 换季补水的三个小窍门" }).click()
    await reviewer.page.getByRole("button", { name: "通过作品 换季补水的三个小窍门" }).waitFor({ state: "detached" })

    // Another member finds it in 推荐, likes it, comments and follows the maker.
    const viewer = await openPage(suite.browser, suite.server.url, { width: 375, height: 740, token: fan.token })
    await viewer.page.goto("/micro/recommend")
    const card = viewer.page.getByRole("article", { name: "换季补水的三个小窍门" })
    await card.scrollIntoViewIfNeeded()
    await card.getByRole("button", { name: /^点赞，0 个赞/ }).click()
    await card.getByRole("button", { name: /^取消点赞，1 个赞/ }).waitFor()
    await card.getByRole("button", { name: "关注" }).click()
    await card.getByRole("button", { name: "已关注" }).waitFor()
    // 分享 copies the video's address.
    await viewer.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: suite.server.url })
    await card.getByRole("button", { name: "分享" }).click()
    await viewer.page.getByText("链接已复制，快去分享吧").waitFor()
    expect(await viewer.page.evaluate(() => navigator.clipboard.readText())).toMatch(/^https?:\/\/[^/]+\/micro\/video\/detail\?id=\d+$/)
    await card.getByRole("button", { name: /^评论/ }).click()
    await card.getByLabel("写评论").fill("收藏了，明天就试试")
    await card.getByRole("button", { name: "发送" }).click()
    await card.getByText("收藏了，明天就试试").waitFor()
    await screenshot(viewer.page, "maker-micro-feed-375")

    // The maker's works count the like, the comment and the view; the maker's page the follower.
    await page.goto("/account/mine/manage_works")
    await page.getByText(/播放 1 · 点赞 1 · 评论 1/).waitFor()
    await page.goto("/account/mine/monitor_video")
    await page.getByTestId("range-likes").filter({ hasText: "1" }).waitFor()
    await page.getByRole("img", { name: /折线图/ }).locator("canvas").waitFor()
    await screenshot(page, "maker-monitor-video-1440")
    await page.goto(`/micro/user?userId=${member.user.id}`)
    await page.getByText("粉丝").waitFor()
    const profile = await suite.server.call("microMaker", { params: { id: member.user.id } })
    expect(profile.ok && profile.body).toMatchObject({ works: 1, likes: 1, followers: 1 })

    // 评论管理: the maker hides the comment; it leaves the video's public comments until shown again.
    const videos = await suite.server.call("microMakerVideos", { params: { id: member.user.id }, query: {} })
    const videoId = videos.ok ? videos.body.content[0]?.id : undefined
    if (videoId === undefined) throw new Error("the maker's video is not listed")
    const publicComments = async () => {
      const comments = await suite.server.call("microComments", { params: { id: videoId }, query: {} })
      return comments.ok ? comments.body.content.map((c) => c.content) : null
    }
    expect(await publicComments()).toEqual(["收藏了，明天就试试"])
    await page.goto("/account/mine/manage_comments")
    const row = page.getByRole("listitem").filter({ hasText: "收藏了，明天就试试" })
    await row.getByText(/^李想 · /).waitFor()
    await row.getByRole("button", { name: "隐藏" }).click()
    await row.getByRole("button", { name: "恢复显示" }).waitFor()
    await row.getByText(/ · 已隐藏$/).waitFor()
    await screenshot(page, "maker-manage-comments-1440")
    expect(await publicComments()).toEqual([])
    await row.getByRole("button", { name: "恢复显示" }).click()
    await row.getByRole("button", { name: "隐藏" }).waitFor()
    expect(await publicComments()).toEqual(["收藏了，明天就试试"])

    expect(maker.errors).toEqual([])
    expect(reviewer.errors).toEqual([])
    expect(viewer.errors).toEqual([])
  })
})
