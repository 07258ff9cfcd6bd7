import { and, asc, eq, not, sql } from "drizzle-orm"
import type { Tx } from "../core/db/client.ts"
import { friendRequests, quickReplies } from "../chat/tables.ts"
import { users } from "../session/tables/users.ts"
import { befriend, insertMessage } from "../chat/services/store.ts"
import type { SeedSet } from "./seed-sets.ts"
import { MINUTE } from "../../domain/core/durations.ts"

/**
 * Demo friends and chat: the first three demo members (the plain member, the VIP and the
 * maker of the accounts seed, in the order it makes them) are friends with one another but
 * for one request that waits; the plain member has chatted with a friend, a merchant and
 * customer service; the merchant and the official account have quick replies.
 */

export const MERCHANT_QUICK_REPLIES = [
  { title: "欢迎语", content: "您好，欢迎光临本店！请问有什么可以帮您的吗？" },
  { title: "发货时间", content: "现货商品下单后48小时内发货，预售商品以商品页面标注的时间为准。" },
  { title: "退换货说明", content: "商品签收7天内未拆封可无理由退换，请在订单详情页提交售后申请。" },
]

export const OFFICIAL_QUICK_REPLIES = [
  { title: "客服问候", content: "您好，悦享健康美丽网客服为您服务，请问遇到了什么问题？" },
  { title: "订单查询", content: "请您提供订单编号，我们马上为您查询订单和物流状态。" },
  { title: "会员权益", content: "VIP会员可免费观看全部会员课程，并享受商城专属折扣和生日礼包。" },
  { title: "结束语", content: "感谢您的耐心等待，如还有其他问题，欢迎随时联系在线客服。" },
]

const firstOfType = async (tx: Tx, type: string, count: number) =>
  tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.type, type), eq(users.enabled, true), not(sql`'ROLE_ADMIN' = any(${users.roles})`)))
    .orderBy(asc(users.id))
    .limit(count)

export const chatSeed: SeedSet = {
  name: "chat-demo",
  demo: true,
  async apply(tx) {
    const members = await firstOfType(tx, "member", 3)
    const [merchant] = await firstOfType(tx, "merchant", 1)
    const [official] = await firstOfType(tx, "sys", 1)
    const [member, vip, maker] = members
    if (!member || !vip || !maker || !merchant || !official) return

    await befriend(tx, member.id, vip.id)
    await befriend(tx, member.id, maker.id)
    await tx.insert(friendRequests).values({ fromUserId: maker.id, toUserId: vip.id })

    let at = Date.now() - 26 * 60 * MINUTE
    const say = async (from: number, to: number, text: string, gap = 2) => {
      at += gap * MINUTE
      await insertMessage(tx, from, to, text, new Date(at))
    }
    await say(member.id, vip.id, "晚上好！上次你推荐的《敏感肌修护全攻略》我看完了，讲得很实在。")
    await say(vip.id, member.id, "是吧！讲温和清洁那一课我照着做了一周，换季泛红好了不少。")
    await say(member.id, vip.id, "我也想试试。你用的那款氨基酸洁面，早晚都要用吗？")
    await say(vip.id, member.id, "晚上用一次就行，早上清水洗脸就够了。")
    await say(member.id, vip.id, "好的，谢谢！周末要不要一起去上瑜伽体验课？", 30)
    await say(vip.id, member.id, "好呀，周六上午十点，我在课程区报名了，你也报一下。", 5)

    at += 6 * 60 * MINUTE
    await say(member.id, merchant.id, "你好，请问这款玻尿酸补水面膜适合敏感肌吗？")
    await say(merchant.id, member.id, "您好，这款面膜不含酒精和香精，敏感肌可以放心使用，建议先在耳后试用。")
    await say(member.id, merchant.id, "一盒有几片？现在下单什么时候能发货？")
    await say(merchant.id, member.id, "一盒10片，现货下单后48小时内发货，江浙沪一般两天到。")

    at += 3 * 60 * MINUTE
    await say(member.id, official.id, "客服你好，我的VIP会员怎么续费？")
    await say(official.id, member.id, "您好，在用户中心点击“开通VIP”，选择套餐后用余额或在线支付即可续费，剩余天数会自动累加。")
    await say(member.id, official.id, "明白了，谢谢！")

    await tx.insert(quickReplies).values([
      ...MERCHANT_QUICK_REPLIES.map((r) => ({ userId: merchant.id, ...r })),
      ...OFFICIAL_QUICK_REPLIES.map((r) => ({ userId: official.id, ...r })),
    ])
  },
}
