import { describe, expect, it } from "vitest"
import { eq } from "drizzle-orm"
import { giftOrders } from "../../server/member/tables.ts"
import { users } from "../../server/session/tables/users.ts"
import { choose, openPage, screenshot } from "../setup/browser.ts"
import { useBrowserSuite } from "../setup/browser-suite.ts"
import { signedInUser } from "../setup/auth.ts"
import { latestEmailCode } from "../setup/member.ts"
import { latestSmsCode, randomPhone } from "../setup/wallet.ts"
import { USER_CENTRE_PATH } from "../../domain/shell/routes/main-routes.ts"
import { routeByPath } from "../../domain/shell/routes/route-table.ts"
import { INVITE_REWARD_POINTS, INVITE_REWARD_RULE } from "../../domain/member/invite.ts"

/** A one-pixel PNG. */
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000a49444154789c6300010000050001" +
    "0d0a2db40000000049454e44ae426082",
  "hex",
)
/** The start of a Windows executable. */
const EXE = Buffer.from("4d5a90000300000004000000ffff0000b800000000000000400000000000000000000000", "hex")

describe("member centre in the browser: profile, security, the other pages", () => {
  const suite = useBrowserSuite()

  it("uploads an avatar with the widget (refusing a renamed program), deletes and saves", async () => {
    const { token, user } = await signedInUser(suite.server, { nickName: "头像会员" })
    const { page, errors, context } = await openPage(suite.browser, suite.server.url, { token })
    await page.goto("/account/personal")
    const picker = page.getByLabel("头像", { exact: true })
    await picker.setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: EXE })
    await page.getByText("只能上传 JPG、GIF、PNG、BMP、WEBP、MP4、MOV、RMVB、AVI、FLV、WMV 格式的文件").waitFor()
    await picker.setInputFiles({ name: "我的头像.png", mimeType: "image/png", buffer: PNG })
    const tile = page.getByRole("listitem", { name: "我的头像.png：已上传" })
    await tile.waitFor()
    await tile.getByRole("button", { name: "删除 我的头像.png" }).click()
    await page.getByRole("alertdialog").getByText("确定删除该文件吗？").waitFor()
    await page.getByRole("alertdialog").getByRole("button", { name: "确定" }).click()
    await page.getByText("删除成功").waitFor()
    await expect.poll(() => tile.count()).toBe(0)
    await picker.setInputFiles({ name: "新头像.png", mimeType: "image/png", buffer: PNG })
    await page.getByRole("listitem", { name: "新头像.png：已上传" }).waitFor()
    await page.getByLabel("昵称").fill("新的昵称")
    await page.getByRole("radio", { name: "女" }).check()
    await page.getByRole("button", { name: "保存资料" }).click()
    await page.getByText("个人资料已保存").waitFor()
    await screenshot(page, "member-personal-1440")
    const [row] = await suite.server.deps.db.select().from(users).where(eq(users.id, user.id))
    expect(row).toMatchObject({ nickName: "新的昵称", gender: "女" })
    expect(row?.avatarPath).toMatch(/^\/files\/avatar\/\d{6}\/[a-f0-9]{32}\.png$/)
    expect(errors).toEqual([])
    await context.close()
  })

  it("changes the password, the phone by SMS code and the e-mail by a code from the mail outbox", async () => {
    const phone = randomPhone()
    const { token, user } = await signedInUser(suite.server, { phone, password: "Portal_2024" })
    const { page, errors, context } = await openPage(suite.browser, suite.server.url, { width: 375, height: 812, token })
    await page.goto("/account/security")
    await page.getByRole("button", { name: "修改" }).click()
    const pass = page.getByRole("dialog", { name: "修改登录密码" })
    await pass.getByLabel("原密码").fill("Portal_2024")
    await pass.getByLabel("新密码", { exact: true }).fill("short")
    await pass.getByLabel("确认新密码").fill("short")
    await pass.getByRole("button", { name: "确认修改" }).click()
    await pass.getByText("密码长度为8-16位，且必须同时包含字母和数字").waitFor()
    await pass.getByLabel("新密码", { exact: true }).fill("Newpass2024")
    await pass.getByLabel("确认新密码").fill("Newpass2024")
    await pass.getByRole("button", { name: "确认修改" }).click()
    await page.getByText("密码修改成功，其他设备上的登录已失效").waitFor()

    const newPhone = randomPhone()
    await page.getByRole("button", { name: "更换" }).first().click()
    const phoneDialog = page.getByRole("dialog", { name: "更换手机号" })
    // A refused send says why and announces nothing.
    await phoneDialog.getByLabel("新手机号").fill(phone)
    await phoneDialog.getByRole("button", { name: "获取验证码" }).click()
    await phoneDialog.getByText("新手机号不能与当前手机号相同").waitFor()
    expect(await page.getByText("验证码已发送，5分钟内有效").count()).toBe(0)
    await phoneDialog.getByLabel("新手机号").fill(newPhone)
    await phoneDialog.getByRole("button", { name: "获取验证码" }).click()
    await phoneDialog.getByRole("button", { name: /秒后重新获取/ }).waitFor()
    await page.getByText("验证码已发送，5分钟内有效").waitFor()
    await phoneDialog.getByLabel("短信验证码").fill(await latestSmsCode(suite.server, newPhone))
    await phoneDialog.getByRole("button", { name: "确认更换" }).click()
    await page.getByText("手机号修改成功").waitFor()
    await page.getByText(`${newPhone.slice(0, 3)}****${newPhone.slice(-4)}`).waitFor()

    const email = `u${user.id}@example.cn`
    await page.getByRole("button", { name: "绑定" }).click()
    const mail = page.getByRole("dialog", { name: "绑定邮箱" })
    await mail.getByLabel("新邮箱").fill(email)
    await mail.getByRole("button", { name: "获取验证码" }).click()
    await mail.getByRole("button", { name: /秒后重新获取/ }).waitFor()
    await page.getByText("验证码已发送至邮箱，5分钟内有效").waitFor()
    // The mail outbox is for administrators.
    const admin = await signedInUser(suite.server, { roles: ["ROLE_ADMIN"] })
    const adminView = await openPage(suite.browser, suite.server.url, { width: 375, height: 812, token: admin.token })
    await adminView.page.goto("/dev/mail")
    await adminView.page.getByText(`收件人：${email}`).waitFor()
    await screenshot(adminView.page, "member-mail-outbox-375")
    await adminView.context.close()
    await mail.getByLabel("邮箱验证码").fill(await latestEmailCode(suite.server, email))
    await mail.getByRole("button", { name: "确认绑定" }).click()
    await page.getByText("邮箱修改成功").waitFor()
    await screenshot(page, "member-security-375")
    const [row] = await suite.server.deps.db.select().from(users).where(eq(users.id, user.id))
    expect(row).toMatchObject({ phone: newPhone, email })
    // The one refusal the test asked for: a code to the phone the member already has.
    expect(errors).toEqual(["Failed to load resource: the server responded with a status of 400 (Bad Request)"])
    await context.close()
  })

  it("sends feedback with a type from the dictionary", async () => {
    const { token } = await signedInUser(suite.server)
    const { page, errors, context } = await openPage(suite.browser, suite.server.url, { width: 375, height: 812, token })
    await page.goto("/account/feedback")
    await page.getByRole("button", { name: "提交反馈" }).click()
    await page.getByText("请选择反馈类型").first().waitFor()
    await choose(page.getByRole("combobox", { name: "反馈类型" }), "功能建议")
    await page.getByLabel("反馈内容").fill("希望积分商城能按积分从低到高排序，方便找到能兑换的礼品。")
    await page.getByRole("button", { name: "提交反馈" }).click()
    await page.getByText("感谢您的反馈，我们会尽快处理").waitFor()
    await page.getByRole("region", { name: "我的反馈" }).getByText("希望积分商城能按积分从低到高排序").waitFor()
    await screenshot(page, "member-feedback-375")
    expect(errors).toEqual([])
    await context.close()
  })

  it("推广中心 states the invite reward and shows which invited friends earned it", async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.url, { width: 375, height: 812, token: await suite.tokenOf("lin_xiaoyu") })
    await page.goto("/account/extension")
    await expect.poll(() => page.getByTestId("invite-reward-rule").textContent()).toContain(INVITE_REWARD_RULE)
    expect(await page.getByTestId("invite-reward-total").textContent()).toBe(`累计获得邀请奖励 ${INVITE_REWARD_POINTS} 积分（1 位好友已实名认证）`)
    const rows = page.getByRole("listitem")
    await expect.poll(() => rows.filter({ hasText: "苏*" }).textContent()).toContain(`已奖励 ${INVITE_REWARD_POINTS} 积分`)
    expect(await rows.filter({ hasText: "何*桐" }).textContent()).toContain("待实名认证")
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await screenshot(page, "member-extension-reward-375")
    expect(errors).toEqual([])
    await context.close()
  })

  it("keeps the other favourites on screen while the list is read again after a removal", async () => {
    const member = await signedInUser(suite.server, { nickName: "叶知秋" })
    const courses = await suite.server.call("courseList", { query: { page: 0, size: 2 } })
    const [kept, removed] = courses.ok ? courses.body.content : []
    for (const course of [kept!, removed!]) {
      await suite.server.call("collectionAdd", { body: { targetType: "course", targetId: course.id } }, { token: member.token })
    }
    const { page, errors, context } = await openPage(suite.browser, suite.server.url, { token: member.token })
    await page.goto("/account/collection")
    await page.getByRole("link", { name: removed!.title }).waitFor()
    // The list read after the removal is held, as on a slow network.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let reached = () => {}
    const reloading = new Promise<void>((resolve) => (reached = resolve))
    await page.route(
      (url) => url.pathname === "/api/account/collection",
      async (route) => {
        if (route.request().method() !== "GET") return route.continue()
        reached()
        await held
        await route.continue()
      },
    )
    await page.getByRole("button", { name: `取消收藏 ${removed!.title}` }).click()
    await page.getByRole("alertdialog").getByRole("button", { name: "确定" }).click()
    await reloading
    expect(await page.getByRole("link", { name: kept!.title }).isVisible()).toBe(true)
    expect(await page.getByRole("status", { name: "正在加载…" }).count()).toBe(0)
    release()
    await page.getByRole("link", { name: removed!.title }).waitFor({ state: "detached" })
    expect(await page.getByRole("link", { name: kept!.title }).isVisible()).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })

  it.each([1440, 375])(
    "shows the other member pages at %i px",
    async (width) => {
      const pages: ReadonlyArray<readonly [string, string, string]> = [
        ["zhou_vip", "/account/center", "center"],
        ["zhou_vip", "/account/security", "security"],
        ["zhou_vip", "/account/realName", "real-name"],
        ["zhou_vip", "/account/collection", "collection"],
        ["zhou_vip", "/account/invoice", "invoice"],
        ["lin_xiaoyu", "/account/extension", "extension"],
        ["lin_xiaoyu", "/account/cancel", "cancel"],
        ["chen_maker", "/account/shopCancel", "shop-cancel"],
        ["lin_xiaoyu", "/account/activity_618", "activity-618"],
        ["lin_xiaoyu", "/account/point/gift", "point-gift"],
        ["lin_xiaoyu", "/signIn/rules", "sign-in-rules"],
        // Other areas' pages inside the user centre's frame.
        ["zhou_vip", "/account/balance", "balance"],
        ["zhou_vip", "/account/points", "points"],
        ["zhou_vip", "/account/plan", "plan"],
        ["zhou_vip", "/account/comments", "comments"],
        ["zhou_vip", "/account/questions", "questions"],
        ["zhou_vip", "/account/message", "message"],
        ["zhou_vip", "/account/news", "news"],
      ]
      const [zhou] = await suite.server.deps.db.select().from(users).where(eq(users.username, "zhou_vip"))
      const [order] = await suite.server.deps.db
        .select()
        .from(giftOrders)
        .where(eq(giftOrders.userId, zhou?.id ?? 0))
      const all = [...pages, ["zhou_vip", `/account/gift/order/detail?id=${order?.id ?? 0}`, "gift-order-detail"] as const]
      {
        for (const [username, path, name] of all) {
          const { page, errors, context } = await openPage(suite.browser, suite.server.url, { width, height: width === 375 ? 812 : 900, token: await suite.tokenOf(username) })
          await page.goto(path)
          await page.waitForLoadState("load")
          await expect.poll(() => page.getByRole("status", { name: "正在加载…" }).count()).toBe(0)
          expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} fits ${width}px`).toBeLessThanOrEqual(width)
          if (routeByPath(path)?.parent === USER_CENTRE_PATH) {
            // User-centre pages sit in its frame, with their own entry marked current.
            const nav = page.getByRole("navigation", { name: width === 375 ? "用户中心快捷导航" : "用户中心" })
            expect(await nav.locator('[aria-current="page"]').getAttribute("href"), path).toBe(path)
          }
          await screenshot(page, `member-${name}-${width}`)
          expect(errors, path).toEqual([])
          await context.close()
        }
      }
    },
    300_000,
  )
})
