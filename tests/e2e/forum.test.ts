import { describe, expect, it } from "vitest"
import { FORUM_MESSAGES } from "../../domain/community/forum.ts"
import { choose, openPage, screenshot } from "../setup/browser.ts"
import { useBrowserSuite } from "../setup/browser-suite.ts"
import { squarePng } from "../setup/images.ts"

const TITLE = "跳绳三十天，腰围小了三厘米"
const BODY = "每天晚饭后跳绳一千五百下，分五组完成，配合少吃夜宵，一个月后腰围小了三厘米。"
const REPLY = "请问跳绳时膝盖会不会不舒服？"

describe("the forum in the browser", () => {
  const suite = useBrowserSuite()

  const signedIn = async (username: string, width = 1440) => {
    const p = await openPage(suite.browser, suite.server.url, { width, height: width === 375 ? 812 : 900, token: await suite.tokenOf(username) })
    return p
  }

  it(
    "a member posts a topic with a picture, another quotes it in a reply, the first reads the notice and the profile card counts the topic",
    { timeout: 300_000 },
    async () => {
      // 小满 writes a topic in 减肥健身.
      const a = await signedIn("learner_xiaoman")
      await a.page.goto("/bbs")
      await a.page.getByRole("list", { name: "帖子列表" }).getByRole("listitem").first().waitFor()
      await a.page.getByRole("button", { name: "发新帖" }).click()
      const form = a.page.getByRole("form", { name: "发新帖" })
      // Sending the empty form shows the rule's messages and sends nothing.
      await form.getByRole("button", { name: "发表帖子" }).click()
      await form.getByText(FORUM_MESSAGES.boardRequired).waitFor()
      await form.getByText(FORUM_MESSAGES.titleRequired).waitFor()
      await choose(form.getByRole("combobox", { name: "版块" }), "减肥健身")
      await form.getByRole("textbox", { name: "标题" }).fill(TITLE)
      const editor = form.getByRole("textbox", { name: "帖子内容" })
      await editor.click()
      await a.page.keyboard.type(BODY)
      await form.getByLabel("插入图片", { exact: true }).setInputFiles({ name: "跳绳.png", mimeType: "image/png", buffer: squarePng(24, [0xe0, 0x6c, 0x75]) })
      await form.getByLabel("跳绳.png：已上传").waitFor()
      await editor.locator("img").waitFor()
      await screenshot(a.page, "forum-compose-1440")
      await form.getByRole("button", { name: "发表帖子" }).click()
      await a.page.waitForURL((u) => u.pathname === "/bbs/detail")
      const topicId = Number(new URL(a.page.url()).searchParams.get("id"))
      await a.page.getByRole("heading", { name: TITLE, level: 1 }).waitFor()
      expect(await a.page.locator("article img[src^='/files/']").count()).toBe(1)

      // 阿辉 quotes the topic in a reply.
      const b = await signedIn("learner_ahui")
      await b.page.goto(`/bbs/detail?id=${topicId}`)
      await b.page.getByRole("heading", { name: TITLE, level: 1 }).waitFor()
      await b.page.getByText(FORUM_MESSAGES.emptyReplies).waitFor()
      // By keyboard: the quote is set and the cursor moves into the reply editor, so typing goes there.
      await b.page.getByRole("button", { name: "引用楼主" }).focus()
      await b.page.keyboard.press("Enter")
      const replyForm = b.page.getByRole("form", { name: "发表回复" })
      await replyForm.getByLabel("引用内容").getByText("引用 楼主 小满 的帖子").waitFor()
      await b.page.waitForFunction(() => document.activeElement?.getAttribute("aria-label") === "回复内容")
      await b.page.keyboard.type(REPLY)
      await screenshot(b.page, "forum-quote-1440")
      await replyForm.getByRole("button", { name: "发表回复" }).click()
      await b.page.getByText(FORUM_MESSAGES.replied).waitFor()
      const reply = b.page.getByRole("list", { name: "回复列表" }).getByRole("listitem").filter({ hasText: REPLY })
      await reply.getByText("引用 楼主 小满 的帖子").waitFor()
      await reply.getByText("1楼").waitFor()
      // The topic's count follows the new reply.
      await b.page.getByRole("article").getByText(/· 1 回复$/).waitFor()
      // The quote was cleared with the posted reply.
      expect(await replyForm.getByLabel("引用内容").count()).toBe(0)
      await screenshot(b.page, "forum-detail-1440")

      // 小满 reads the notice in 我的消息.
      await a.page.goto("/account/message")
      await a.page.getByText(FORUM_MESSAGES.noticeReply("阿辉爱跑步", TITLE, REPLY)).waitFor()
      await screenshot(a.page, "forum-notice-1440")

      // The profile card counts 小满's visible topics, the new one included.
      const expected = (await suite.server.call("forumMyTopics", { query: { size: 50 } }, { token: await suite.tokenOf("learner_xiaoman") }))
      if (!expected.ok) throw new Error("my topics not read")
      const visible = expected.body.content.filter((t) => t.status === "visible").length
      expect(visible).toBeGreaterThanOrEqual(2)
      await b.page.getByRole("article").getByRole("button", { name: "小满" }).hover()
      const card = b.page.getByTestId("user-card")
      await card.waitFor()
      await card.locator("dl > div").filter({ hasText: "帖子" }).locator("dd").filter({ hasText: String(visible) }).waitFor()
      await screenshot(b.page, "forum-user-card-1440")

      // The topic is found by a word of its body, the match marked.
      await b.page.goto(`/bbs?keyword=${encodeURIComponent("夜宵")}&m=${Date.now()}`)
      const found = b.page.getByRole("list", { name: "帖子列表" }).getByRole("listitem").filter({ hasText: TITLE })
      await found.locator("mark", { hasText: "夜宵" }).first().waitFor()
      await screenshot(b.page, "forum-search-1440")

      // The administrator pins and features the topic; each button then offers the way back.
      const admin = await signedIn("portal_admin")
      await admin.page.goto(`/bbs/detail?id=${topicId}`)
      const tools = admin.page.getByRole("article")
      await tools.getByRole("button", { name: "置顶", exact: true }).click()
      await admin.page.getByText(FORUM_MESSAGES.pinned).waitFor()
      await tools.getByRole("button", { name: "取消置顶", pressed: true }).waitFor()
      await tools.getByRole("button", { name: "加精", exact: true }).click()
      await admin.page.getByText(FORUM_MESSAGES.featured).waitFor()
      await tools.getByRole("button", { name: "取消精华", pressed: true }).waitFor()

      // 小满 deletes the topic from its page and lands on its board.
      await a.page.goto(`/bbs/detail?id=${topicId}`)
      await a.page.getByRole("article").getByRole("button", { name: "删除", exact: true }).click()
      await a.page.getByRole("alertdialog").getByRole("button", { name: "确定" }).click()
      await a.page.getByText(FORUM_MESSAGES.deleted).waitFor()
      await a.page.waitForURL((u) => u.pathname === "/bbs" && u.searchParams.has("board"))
      const gone = await suite.server.call("forumTopic", { params: { id: topicId } })
      expect(gone.ok).toBe(false)

      expect(a.errors).toEqual([])
      expect(b.errors).toEqual([])
      expect(admin.errors).toEqual([])
      await Promise.all([a.context.close(), b.context.close(), admin.context.close()])
    },
  )

  it("a member reports a reply and the administrator hides it; the author lists and deletes their own", { timeout: 300_000 }, async () => {
    const topics = await suite.server.call("forumTopics", { query: { keyword: "平台期" } })
    if (!topics.ok) throw new Error("topics not read")
    const topicId = topics.body.content[0]?.id ?? 0
    // 青青 reports 糖糖妈妈's reply (the second floor) as 人身攻击.
    const q = await signedIn("learner_qingqing")
    await q.page.goto(`/bbs/detail?id=${topicId}`)
    await q.page.getByRole("list", { name: "回复列表" }).waitFor()
    await q.page.getByRole("button", { name: "举报2楼" }).click()
    const dialog = q.page.getByRole("dialog", { name: "举报" })
    await dialog.getByRole("button", { name: "提交举报" }).click()
    await dialog.getByText(FORUM_MESSAGES.reportReasonRequired).waitFor()
    await dialog.getByLabel("人身攻击").check()
    await dialog.getByLabel(/补充说明/).fill("回复内容与主题无关")
    await screenshot(q.page, "forum-report-1440")
    await dialog.getByRole("button", { name: "提交举报" }).click()
    await q.page.getByText(FORUM_MESSAGES.reported).waitFor()
    await dialog.waitFor({ state: "detached" })

    const admin = await signedIn("portal_admin")
    await admin.page.goto("/admin/review")
    await admin.page.getByRole("link", { name: "论坛举报" }).click()
    await admin.page.waitForURL((u) => u.pathname === "/admin/review/bbs")
    const item = admin.page.getByRole("list", { name: "举报列表" }).getByRole("listitem").filter({ hasText: "回复内容与主题无关" })
    await item.waitFor()
    await screenshot(admin.page, "forum-admin-reports-1440")
    await item.getByRole("button", { name: /^隐藏回复/ }).click()
    await admin.page.getByRole("alertdialog").getByRole("button", { name: "确定" }).click()
    await admin.page.getByText(FORUM_MESSAGES.reportHidden).waitFor()
    await item.waitFor({ state: "detached" })

    // The reply is gone from the topic; 糖糖妈妈 sees it marked in 我的帖子 and deletes it.
    await q.page.reload()
    await q.page.getByRole("list", { name: "回复列表" }).waitFor()
    expect(await q.page.getByRole("button", { name: "举报2楼" }).count()).toBe(0)
    for (const width of [1440, 375]) {
      const t = await signedIn("learner_tangtang", width)
      await t.page.goto("/account/bbs")
      await t.page.getByRole("tab", { name: "我的回复" }).click()
      const mine = t.page.getByRole("list", { name: "我的回复" }).getByRole("listitem").filter({ hasText: "已隐藏" })
      await mine.waitFor()
      expect(await t.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await screenshot(t.page, `forum-account-${width}`)
      if (width === 375) {
        await mine.getByRole("button", { name: /^删除/ }).click()
        await t.page.getByRole("alertdialog").getByRole("button", { name: "确定" }).click()
        await mine.waitFor({ state: "detached" })
      }
      expect(t.errors).toEqual([])
      await t.context.close()
    }
    expect(q.errors).toEqual([])
    expect(admin.errors).toEqual([])
    await Promise.all([q.context.close(), admin.context.close()])
  })

  it("shows the boards, a board, a topic and the search at 375 and 1440 px", { timeout: 300_000 }, async () => {
    for (const width of [1440, 375]) {
      const v = await openPage(suite.browser, suite.server.url, { width, height: width === 375 ? 812 : 900 })
      await v.page.goto("/bbs")
      await v.page.getByRole("complementary").getByRole("link", { name: /护肤交流/ }).waitFor()
      expect(await v.page.evaluate(() => document.documentElement.scrollWidth), "/bbs fits").toBeLessThanOrEqual(width)
      await screenshot(v.page, `forum-home-${width}`)
      await v.page.getByRole("navigation", { name: "版块" }).getByRole("link", { name: "护肤交流" }).click()
      await v.page.getByRole("heading", { name: "护肤交流", level: 1 }).waitFor()
      const first = v.page.getByRole("list", { name: "帖子列表" }).getByRole("listitem").first()
      await first.getByText("置顶").waitFor()
      await v.page.getByRole("button", { name: "精华" }).click()
      await v.page.getByRole("list", { name: "帖子列表" }).getByRole("listitem").first().getByText("精华").waitFor()
      await screenshot(v.page, `forum-board-${width}`)
      await v.page.getByRole("list", { name: "帖子列表" }).getByRole("link").first().click()
      await v.page.getByRole("list", { name: "回复列表" }).waitFor()
      await v.page.getByText("后参与回复").waitFor()
      expect(await v.page.evaluate(() => document.documentElement.scrollWidth), "/bbs/detail fits").toBeLessThanOrEqual(width)
      await screenshot(v.page, `forum-topic-${width}`)
      // The page's own search box, by keyboard.
      await v.page.goto("/bbs")
      await v.page.getByRole("searchbox", { name: "搜索帖子" }).fill("不存在的关键词组合")
      await v.page.keyboard.press("Enter")
      await v.page.getByRole("heading", { name: "“不存在的关键词组合”的搜索结果" }).waitFor()
      await v.page.getByText(FORUM_MESSAGES.emptySearch).waitFor()
      expect(v.errors).toEqual([])
      await v.context.close()
    }
  })
})
