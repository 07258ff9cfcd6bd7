import { beforeAll, describe, expect, it } from "vitest"
import { createCoupon } from "../../server/mall/services/coupons.ts"
import { openPage, screenshot } from "../setup/browser.ts"
import { useBrowserSuite } from "../setup/browser-suite.ts"
import { squarePng } from "../setup/images.ts"
import { completedMallOrder, merchantToken } from "../setup/mall.ts"
import { walletMember } from "../setup/wallet.ts"

const DAY = 86_400_000
const REVIEW = "精华液质地清爽不黏腻，用了两周皮肤明显水润了很多，早晚都可以用，包装也很用心，会回购的。"

describe("mall coupons and reviews", () => {
  const suite = useBrowserSuite()
  let shopId: number
  beforeAll(async () => {
    const shopToken = await merchantToken(suite.server)
    const me = await suite.server.call("shopOrderList", { query: {} }, { token: shopToken })
    if (!me.ok) throw new Error("the demo shop has no orders page")
    const list = await suite.server.call("productList", { query: { keyword: "精华液" } })
    shopId = list.ok ? list.body.content[0]!.shop.id : 0
  })

  it.each([1440, 375])("a member claims a coupon in 领券中心 and finds it under 未使用, moving between tabs with the keyboard (%i px)", async (width) => {
    const now = Date.now()
    const name = `满99减20（${width}）`
    await createCoupon(suite.server.deps.db, {
      shopId,
      name,
      scope: "all",
      thresholdCents: 9_900,
      amountCents: 2_000,
      totalCount: 100,
      claimStart: now - DAY,
      claimEnd: now + 30 * DAY,
      useStart: now - DAY,
      useEnd: now + 30 * DAY,
    })
    const member = await walletMember(suite.server)
    const { page, errors, context } = await openPage(suite.browser, suite.server.url, { width, height: width === 375 ? 812 : 900, token: member.token })
    await page.goto("/account/coupon")
    await page.getByRole("tab", { name: "未使用（0）" }).waitFor()
    await page.getByText("没有未使用的优惠券").waitFor()
    const offers = page.getByRole("list", { name: "可领取的优惠券" })
    await offers.getByRole("button", { name: `领取 ${name}` }).click()
    await page.getByRole("tab", { name: "未使用（1）" }).waitFor()
    await page.getByRole("list", { name: "我的优惠券" }).getByRole("article", { name: `优惠券 ${name}` }).waitFor()
    await offers.getByRole("article", { name: `优惠券 ${name}` }).getByText("已领取").waitFor()
    await screenshot(page, `mall-coupons-${width}`)
    // Arrow keys move between the tabs (Ark UI), and the chosen tab loads its coupons.
    await page.getByRole("tab", { name: "未使用（1）" }).focus()
    await page.keyboard.press("ArrowRight")
    await page.keyboard.press("Enter")
    await page.getByText("没有已使用的优惠券").waitFor()
    const mine = await suite.server.call("couponMy", { query: {} }, { token: member.token })
    expect(mine.ok && mine.body.counts.unused).toBe(1)
    expect(errors).toEqual([])
    await context.close()
  })

  it.each([1440, 375])("a certified member reviews a completed order's line with stars, text and a picture (%i px)", async (width) => {
    const member = await walletMember(suite.server, { cents: 100_000, authState: "certified" })
    const order = await completedMallOrder(suite.server, member)
    const { page, errors, context } = await openPage(suite.browser, suite.server.url, { width, height: width === 375 ? 812 : 900, token: member.token })
    await page.goto("/account/order?type=product&status=3")
    await page.getByRole("article", { name: `订单 ${order.orderNum}` }).getByRole("link", { name: `评价 ${order.orderNum}` }).click()
    const line = order.items[0]!
    const form = page.getByRole("form", { name: `评价 ${line.title}` })
    await form.waitFor()
    await form.getByLabel("评价内容").fill("很好用")
    await form.getByRole("button", { name: "发表评价" }).click()
    await form.getByRole("alert").getByText(/30/).waitFor()
    await form.getByRole("radio", { name: /^4星/ }).click()
    await form.getByLabel("评价内容").fill(REVIEW)
    await form.getByLabel("晒图（选填）", { exact: true }).setInputFiles({ name: "使用前后.png", mimeType: "image/png", buffer: squarePng() })
    await form.getByRole("listitem", { name: "使用前后.png：已上传" }).waitFor()
    await screenshot(page, `mall-review-form-${width}`)
    await form.getByRole("button", { name: "发表评价" }).click()
    await page.getByText("感谢您的评价").waitFor()
    await screenshot(page, `mall-review-done-${width}`)
    const reviews = await suite.server.call("reviewList", { params: { spuId: line.spuId }, query: { filter: "pictures" } })
    const mine = reviews.ok ? reviews.body.content.find((r) => r.content === REVIEW) : undefined
    expect(mine).toMatchObject({ grade: 4, skuId: line.skuId })
    expect(mine?.pictures).toHaveLength(1)
    expect(errors).toEqual([])
    await context.close()
  })

  it.each([1440, 375])("a new member's order pages: a failed load in Chinese with 重试, then the empty states (%i px)", async (width) => {
    const member = await walletMember(suite.server)
    const { page, errors, context } = await openPage(suite.browser, suite.server.url, { width, height: width === 375 ? 812 : 900, token: member.token })
    await page.route("**/api/mall/orders?**", (route) => route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ status: 503, code: "unavailable", message: "服务暂时不可用，请稍后再试" }) }))
    await page.goto("/account/order?type=product")
    await page.getByText("服务暂时不可用，请稍后再试").waitFor()
    await screenshot(page, `mall-orders-error-${width}`)
    await page.unroute("**/api/mall/orders?**")
    await page.getByRole("button", { name: "重试" }).click()
    await page.getByText("还没有订单").waitFor()
    // Every tab shows the same list: it never stands in two panels, not even for a moment.
    await page.evaluate(() => {
      const seen = window as unknown as { panelsWithContent: number }
      seen.panelsWithContent = 0
      new MutationObserver(() => {
        const filled = [...document.querySelectorAll("[role=tabpanel]")].filter((panel) => panel.childElementCount > 0).length
        seen.panelsWithContent = Math.max(seen.panelsWithContent, filled)
      }).observe(document.body, { childList: true, subtree: true })
    })
    await page.getByRole("tab", { name: "已发货" }).click()
    await page.getByText("没有已发货的订单").waitFor()
    expect(await page.evaluate(() => (window as unknown as { panelsWithContent: number }).panelsWithContent)).toBe(1)
    await page.getByRole("searchbox", { name: "订单搜索关键词" }).fill("面膜")
    await page.keyboard.press("Enter")
    await page.getByText("没有找到与“面膜”有关的订单").waitFor()
    await screenshot(page, `mall-orders-empty-${width}`)
    await page.getByRole("link", { name: "退货/售后" }).click()
    await page.getByText("还没有退货申请").waitFor()
    await page.goto("/account/order/detail/SC20260101000000000000")
    await page.getByText("订单不存在").first().waitFor()
    await screenshot(page, `mall-order-missing-${width}`)
    // The failed load and the missing order are the only errors the console saw.
    expect(errors.filter((e) => !/503|404/.test(e))).toEqual([])
    await context.close()
  })

  it.each([1440, 375])("the merchant replies to a review and answers a question on the maker centre's pages (%i px)", async (width) => {
    const member = await walletMember(suite.server, { cents: 100_000, authState: "certified" })
    const order = await completedMallOrder(suite.server, member)
    const line = order.items[0]!
    const text = `${REVIEW}（${width}）`
    const review = await suite.server.call("reviewCreate", { body: { orderNum: order.orderNum, skuId: line.skuId, grade: 3, content: text, pictures: [] } }, { token: member.token })
    if (!review.ok) throw new Error(`review not made: ${JSON.stringify(review.body)}`)
    const title = `敏感肌每天可以用吗${width}`
    const question = await suite.server.call(
      "productQuestionCreate",
      { body: { spuId: line.spuId, title, content: "我是敏感肌，脸颊容易泛红，请问这款精华液可以每天早晚使用吗？会不会刺激皮肤？" } },
      { token: member.token },
    )
    if (!question.ok) throw new Error(`question not asked: ${JSON.stringify(question.body)}`)
    const { page, errors, context } = await openPage(suite.browser, suite.server.url, { width, height: width === 375 ? 812 : 900, token: await merchantToken(suite.server) })

    await page.goto("/account/mine/product_comment")
    await page.getByRole("tab", { name: "待回复" }).click()
    const item = page.getByRole("article", { name: `评价 ${review.body.id}` })
    await item.getByRole("button", { name: `回复 评价 ${review.body.id}` }).click()
    const replyDialog = page.getByRole("dialog", { name: "回复评价" })
    await replyDialog.getByRole("button", { name: "提交回复" }).click()
    await replyDialog.getByRole("alert").getByText("请输入回复内容").waitFor()
    await replyDialog.getByLabel("回复内容").fill("感谢您的反馈，我们会继续改进包装和质地，欢迎再次光临美妍旗舰店！")
    await screenshot(page, `mall-shop-reply-${width}`)
    await replyDialog.getByRole("button", { name: "提交回复" }).click()
    await replyDialog.waitFor({ state: "detached" })
    await item.waitFor({ state: "detached" })
    const replied = await suite.server.call("reviewList", { params: { spuId: line.spuId }, query: { filter: "middle" } })
    expect(replied.ok && replied.body.content.find((r) => r.id === review.body.id)?.reply).toBe("感谢您的反馈，我们会继续改进包装和质地，欢迎再次光临美妍旗舰店！")

    await page.goto("/account/mine/product_question")
    await page.getByRole("tab", { name: "待回答" }).click()
    const asked = page.getByRole("article", { name: `问题 ${title}` })
    await asked.getByRole("button", { name: `回答 ${title}` }).click()
    const answerDialog = page.getByRole("dialog", { name: "回答问题" })
    await answerDialog.getByLabel("回答内容").fill("您好，这款精华液不含酒精和香精，敏感肌可以早晚使用，初次使用建议先在耳后试用一天。")
    await answerDialog.getByRole("button", { name: "提交回答" }).click()
    await answerDialog.waitFor({ state: "detached" })
    await asked.waitFor({ state: "detached" })
    await screenshot(page, `mall-shop-questions-${width}`)
    const answers = await suite.server.call("productAnswerList", { params: { questionId: question.body.id }, query: {} })
    expect(answers.ok && answers.body.content.map((a) => a.fromShop)).toEqual([true])
    expect(errors).toEqual([])
    await context.close()
  })

  it.each([1440, 375])("the product page shows 商品评价 with filters and 问大家 with the shop's answers; a member asks a question (%i px)", async (width) => {
    const member = await walletMember(suite.server, { authState: "certified" })
    const list = await suite.server.call("productList", { query: { keyword: "玻尿酸多重保湿精华液" } })
    const spuId = list.ok ? list.body.content[0]!.spuId : 0
    const stats = await suite.server.call("reviewStatistics", { params: { spuId } })
    if (!stats.ok) throw new Error("no statistics")
    const { page, errors, context } = await openPage(suite.browser, suite.server.url, { width, height: width === 375 ? 812 : 900, token: member.token })
    await page.goto(`/product/detail/${spuId}`)
    await page.getByRole("tab", { name: "商品评价" }).click()
    const reviews = page.getByRole("region", { name: "商品评价" })
    await reviews.getByRole("button", { name: `全部（${stats.body.total}）` }).waitFor()
    if (stats.body.total > 0) await reviews.getByRole("list", { name: "评价列表" }).waitFor()
    await reviews.getByRole("button", { name: /^差评/ }).click()
    await reviews.getByRole("button", { name: /^差评/, pressed: true }).waitFor()
    await screenshot(page, `mall-product-reviews-${width}`)
    await page.getByRole("tab", { name: "问大家" }).click()
    const qa = page.getByRole("region", { name: "问大家" })
    await qa.getByRole("button", { name: "我要提问" }).click()
    const ask = qa.getByRole("form", { name: "我要提问" })
    const title = `可以和精华水一起用吗${width}`
    await ask.getByLabel("问题标题").fill(title)
    await ask.getByLabel("问题描述").fill("想问一下这款精华液可以和其他品牌的精华水叠加使用吗？先后顺序是怎样的？谢谢！")
    await ask.getByRole("button", { name: "提交问题" }).click()
    await qa.getByRole("list", { name: "问题列表" }).getByText(title).waitFor()
    await screenshot(page, `mall-product-questions-${width}`)
    expect(errors).toEqual([])
    await context.close()
  })
})
