import { beforeAll, describe, expect, it } from "vitest"
import type { Page } from "playwright-core"
import { openPage, screenshot } from "../setup/browser.ts"
import { useBrowserSuite } from "../setup/browser-suite.ts"
import { signedInUser, type SignedIn } from "../setup/auth.ts"

/**
 * Two members in two browsers: a friend request sent and accepted, messages both ways with
 * the unread badge and the flashing title, a quick reply, the profile card, deleting the
 * friend and asking again.
 */
describe("friends and chat", () => {
  const suite = useBrowserSuite()
  let amy: SignedIn
  let ben: SignedIn
  beforeAll(async () => {
    amy = await signedInUser(suite.server, { username: "amy_e2e", nickName: "安妮", gender: "女" })
    ben = await signedInUser(suite.server, { username: "ben_e2e", nickName: "本杰明" })
  })

  const signedInPage = async (who: SignedIn, width = 1440, height = 900) => {
    const opened = await openPage(suite.browser, suite.server.url, { width, height, token: who.token })
    await opened.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: suite.server.url })
    return opened
  }

  const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text }).first().waitFor()
  const conversation = (page: Page, nickName: string) => page.getByRole("button", { name: new RegExp(`^与${nickName}的会话`) })

  it("walks request, accept, chat both ways, unread badge and title, quick reply, card and delete", async () => {
    const a = await signedInPage(amy)
    const b = await signedInPage(ben)
    await Promise.all([a.page.goto("/account/wechat"), b.page.goto("/account/wechat")])
    await a.page.getByRole("heading", { name: "在线沟通" }).waitFor()
    await b.page.getByText("还没有好友和会话").waitFor()

    // Amy asks by user name; Ben's open page shows the request at once.
    await a.page.getByLabel("添加好友").fill("ben_e2e")
    await a.page.getByRole("button", { name: "添加", exact: true }).first().click()
    await toast(a.page, "添加请求已发送")
    await b.page.getByRole("heading", { name: "好友请求（1）" }).waitFor()
    await screenshot(b.page, "chat-request-1440")
    await b.page.getByRole("button", { name: "同意" }).click()
    await toast(b.page, "已添加好友")
    await conversation(b.page, "安妮").waitFor()
    await conversation(a.page, "本杰明").waitFor()

    // Amy writes; Ben's list counts it and his title flashes.
    await conversation(a.page, "本杰明").click()
    await a.page.getByRole("log").getByText("还没有消息，打个招呼吧").waitFor()
    const box = a.page.getByLabel("输入消息")
    await box.fill("  你好，本杰明！这周末的瑜伽课一起去吗？  ")
    await box.press("Enter")
    await a.page.getByRole("log").getByText("你好，本杰明！这周末的瑜伽课一起去吗？", { exact: true }).waitFor()
    // The message can reach the log through the push channel before the send's answer clears the box.
    await expect.poll(() => box.inputValue()).toBe("")
    await b.page.getByTestId("unread-badge").filter({ hasText: "1" }).waitFor()
    await b.page.getByTestId("total-unread").filter({ hasText: "1" }).waitFor()
    await b.page.waitForFunction(() => document.title.includes("【1条新消息】"))
    await screenshot(b.page, "chat-unread-1440")

    // Ben opens the conversation: the count clears, the title settles.
    await conversation(b.page, "安妮").click()
    await b.page.getByRole("log").getByText("你好，本杰明！这周末的瑜伽课一起去吗？").waitFor()
    await b.page.getByTestId("unread-badge").waitFor({ state: "detached" })
    await b.page.waitForFunction(() => !document.title.includes("新消息"))

    // Shift+Enter makes a new line; Enter sends.
    const benBox = b.page.getByLabel("输入消息")
    await benBox.fill("好呀")
    await benBox.press("Shift+Enter")
    await benBox.pressSequentially("周六上午十点见")
    expect(await benBox.inputValue()).toBe("好呀\n周六上午十点见")
    await benBox.press("Enter")
    await a.page.getByRole("log").getByText(/好呀\s+周六上午十点见/).waitFor()
    // Anne may be shown the message before Ben's page has the server's acknowledgement.
    await expect.poll(() => benBox.inputValue()).toBe("")

    // Copying a message.
    await b.page.getByRole("button", { name: /^复制消息：你好，本杰明/ }).click()
    await toast(b.page, "复制成功")

    // A quick reply: added through the dialog (its rules checked first), then sent.
    await a.page.getByRole("button", { name: "添加", exact: true }).last().click()
    const dialog = a.page.getByRole("dialog", { name: "添加快捷回复" })
    await dialog.getByLabel("标题").fill("问候")
    await dialog.getByRole("button", { name: "保存" }).click()
    await dialog.getByText("长度在 3 到 20 个字符").waitFor()
    await dialog.getByText("请输入回复内容").waitFor()
    await dialog.getByLabel("标题").fill("周末约课")
    await dialog.getByLabel("回复内容").fill("周末一起去上课吧，我已经报好名了！")
    await screenshot(a.page, "chat-quick-reply-dialog-1440")
    await dialog.getByRole("button", { name: "保存" }).click()
    await dialog.waitFor({ state: "detached" })
    await a.page.getByRole("button", { name: "发送快捷回复：周末约课" }).click()
    await b.page.getByRole("log").getByText("周末一起去上课吧，我已经报好名了！").waitFor()
    await screenshot(a.page, "chat-1440")
    // Deleting it asks first; the list is read again without it.
    await a.page.getByRole("button", { name: "删除快捷回复：周末约课" }).click()
    await a.page.getByRole("alertdialog").getByText("确定删除快捷回复“周末约课”吗？").waitFor()
    await a.page.getByRole("alertdialog").getByRole("button", { name: "确定" }).click()
    await a.page.getByRole("button", { name: "发送快捷回复：周末约课" }).waitFor({ state: "detached" })

    // The profile card on hover: a friend, with send and delete.
    await a.page.getByRole("button", { name: "查看本杰明的名片" }).first().hover()
    const card = a.page.getByTestId("user-card")
    await card.waitFor()
    await card.getByTestId("relation-tag").filter({ hasText: "好友" }).waitFor()
    expect(await card.getByRole("button", { name: "发消息" }).isVisible()).toBe(true)
    await screenshot(a.page, "chat-user-card-1440")
    await card.getByRole("button", { name: "删除好友" }).click()
    const confirm = a.page.getByRole("alertdialog")
    await confirm.getByText("此操作将永久删除该好友, 是否继续?").waitFor()
    await confirm.getByRole("button", { name: "确定" }).click()
    await toast(a.page, "删除好友成功")
    // The friendship is gone on the server (what a reload shows), not only on the card.
    const friends = await suite.server.call("friendsList", undefined, { token: amy.token })
    expect(friends.ok && friends.body.map((f) => f.userName)).toEqual([])

    // Ben can no longer write to Amy.
    await b.page.getByPlaceholder("对方不是您的好友，无法发送消息").waitFor()

    // Asking again from the card: 已申请, disabled.
    await a.page.mouse.move(1, 1)
    await card.waitFor({ state: "hidden" })
    await a.page.getByRole("button", { name: "查看本杰明的名片" }).first().hover()
    await card.getByRole("button", { name: "加好友" }).click()
    await toast(a.page, "添加请求已发送")
    const applied = card.getByRole("button", { name: "已申请" })
    await applied.waitFor()
    expect(await applied.isDisabled()).toBe(true)
    await b.page.getByRole("heading", { name: "好友请求（1）" }).waitFor()

    expect(a.errors).toEqual([])
    expect(b.errors).toEqual([])
    await Promise.all([a.context.close(), b.context.close()])
  })

  it("lists the pushed notices under 我的消息 and marks them read", async () => {
    const b = await signedInPage(ben)
    await b.page.goto("/account/message")
    await b.page.getByRole("heading", { name: "我的消息" }).waitFor()
    await b.page.getByText("安妮（amy_e2e）请求添加您为好友").first().waitFor()
    await b.page.getByText(/\d+条未读/).waitFor()
    await screenshot(b.page, "chat-messages-1440")
    await b.page.getByRole("button", { name: "全部标为已读" }).click()
    await b.page.getByText(/\d+条未读/).waitFor({ state: "detached" })
    expect(b.errors).toEqual([])
    await b.context.close()
  })

  it("shows a new message on any other page: a notice that opens the conversation, the header count and the title flash", async () => {
    const adviser = await signedInUser(suite.server, { username: "adviser_e2e", nickName: "健康顾问" })
    const call = async (token: string, path: string, init: RequestInit = {}) => {
      const response = await fetch(`${suite.server.url}${path}`, { ...init, headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", ...init.headers } })
      expect(response.status).toBe(200)
      return response.json() as Promise<Record<string, unknown>>
    }
    const asked = await call(adviser.token, "/api/friends", { method: "POST", body: JSON.stringify({ userName: "amy_e2e" }) })
    await call(amy.token, `/api/friend-requests/${String(asked.requestId)}/accept`, { method: "POST" })
    const a = await signedInPage(amy)
    await a.page.goto("/video")
    const entry = a.page.getByTestId("chat-entry")
    await entry.waitFor()
    const before = Number((await entry.getAttribute("aria-label"))?.match(/(\d+)条未读/)?.[1] ?? 0)
    // The member looks at another tab meanwhile.
    await a.page.evaluate(() => window.dispatchEvent(new Event("blur")))

    await call(adviser.token, `/api/friends/send?to=${amy.user.id}`, { method: "POST", headers: { "Content-Type": "text/plain" }, body: "您好，您预约的皮肤检测报告已经出来了，请查收。" })

    const notice = a.page.getByRole("status").filter({ hasText: "健康顾问发来新消息" })
    await notice.getByText("您好，您预约的皮肤检测报告已经出来了，请查收。").waitFor()
    await a.page.getByRole("link", { name: `在线沟通，${before + 1}条未读消息` }).waitFor()
    await a.page.waitForFunction((count) => document.title.startsWith(`【${count}条新消息】`), before + 1)
    await screenshot(a.page, "chat-notice-elsewhere-1440")

    // Looking again stops the flash; the notice opens the conversation.
    await a.page.evaluate(() => window.dispatchEvent(new Event("focus")))
    await a.page.waitForFunction(() => !document.title.includes("条新消息】"))
    await notice.getByRole("link").click()
    await a.page.waitForURL(/\/account\/wechat\?token=\d+/)
    await a.page.getByTestId("chat-window").getByRole("heading", { name: /健康顾问/ }).waitFor()
    await a.page.getByRole("log").getByText("您好，您预约的皮肤检测报告已经出来了，请查收。").waitFor()
    expect(a.errors).toEqual([])
    await a.context.close()
  })

  it("points to the conversation list where it is: 左侧 on a wide screen, 上方 at 375 px", async () => {
    const phone = await signedInPage(ben, 375, 812)
    const wide = await signedInPage(ben)
    await Promise.all([phone.page.goto("/account/wechat"), wide.page.goto("/account/wechat")])
    const hint = (page: Page, where: string) => page.getByTestId("chat-window").getByText(`选择${where}的会话开始聊天`)
    await hint(phone.page, "上方").waitFor()
    expect(await hint(phone.page, "左侧").isVisible()).toBe(false)
    const list = await phone.page.getByRole("complementary", { name: "好友与会话" }).boundingBox()
    const windowBox = await phone.page.getByTestId("chat-window").boundingBox()
    expect((list?.y ?? 0) < (windowBox?.y ?? 0)).toBe(true)
    await screenshot(phone.page, "chat-empty-375")
    await hint(wide.page, "左侧").waitFor()
    expect(await hint(wide.page, "上方").isVisible()).toBe(false)
    expect(phone.errors).toEqual([])
    expect(wide.errors).toEqual([])
    await Promise.all([phone.context.close(), wide.context.close()])
  })

  it("works at 375 px and reaches customer service by official_authority", async () => {
    const official = await signedInUser(suite.server, { nickName: "官方客服", type: "sys" })
    const phone = await signedInPage(amy, 375, 812)
    await phone.page.goto("/account/wechat?token=official_authority")
    const window = phone.page.getByTestId("chat-window")
    await window.getByRole("heading", { name: /客服/ }).waitFor()
    await phone.page.getByRole("log").getByText("还没有消息，打个招呼吧").waitFor()
    const box = phone.page.getByLabel("输入消息")
    await box.fill("你好，我想咨询VIP会员的续费方式")
    await box.press("Enter")
    await phone.page.getByRole("log").getByText("你好，我想咨询VIP会员的续费方式").waitFor()
    const width = await window.evaluate((el) => el.getBoundingClientRect().width)
    expect(width).toBeLessThanOrEqual(375)
    await screenshot(phone.page, "chat-375")
    // The window keeps its first size on a wide screen.
    const wide = await signedInPage(amy)
    await wide.page.goto("/account/wechat?token=official_authority")
    await wide.page.getByRole("log").getByText("你好，我想咨询VIP会员的续费方式").waitFor()
    const size = await wide.page.getByTestId("chat-window").evaluate((el) => [el.getBoundingClientRect().width, el.getBoundingClientRect().height])
    expect(size).toEqual([525, 382])
    expect(phone.errors).toEqual([])
    expect(wide.errors).toEqual([])
    expect(official.user.type).toBe("sys")
    await Promise.all([phone.context.close(), wide.context.close()])
  })
})
