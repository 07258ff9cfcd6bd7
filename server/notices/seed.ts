import { inArray } from "drizzle-orm"
import type { AnnouncementInput } from "../../domain/notices/announcement.ts"
import type { CentreNoticeInput } from "../../domain/notices/centre-notice.ts"
import type { Tx } from "../core/db/client.ts"
import { products } from "../mall/tables/products.ts"
import type { SeedSet } from "../seed/seed-sets.ts"
import { demoAccountId } from "../seed/demo-accounts.ts"
import { createAnnouncement } from "./services/announcements.ts"
import { createCentreNotice } from "./services/centre-notices.ts"
import { DAY } from "../../domain/core/durations.ts"

type Seed = Omit<AnnouncementInput, "productIds" | "brand"> & { readonly daysAgo: number; readonly brand?: string; readonly productTitles?: ReadonlyArray<string> }

const p = (...paragraphs: string[]) => paragraphs.map((t) => `<p>${t}</p>`).join("")

const NOTICES: ReadonlyArray<Seed> = [
  {
    kind: "site",
    category: "platform",
    title: "关于悦享健康美丽网用户协议更新的公告",
    summary: "用户协议与隐私政策已更新，主要调整了账号注销、积分与优惠券的相关条款。",
    content:
      "<h2>更新内容</h2><ul><li>账号注销：修改密码或手机号后 30 天内不可注销，以保护账号安全。</li><li>积分：每日签到与评论所得积分的上限说明。</li><li>优惠券：领取与使用规则、过期说明。</li></ul>" +
      p("更新后的协议自发布之日起生效。如有疑问，请通过页面顶部的“客服”与我们联系。"),
    pinned: true,
    daysAgo: 2,
  },
  {
    kind: "site",
    category: "activity",
    title: "双十二护肤节：优惠券限量领取",
    summary: "12 月 1 日至 12 日，商城精选护肤品满减券限量发放，先到先得。",
    content: p("活动期间，商城部分护肤品发放满减优惠券，可在商品页面领取，每人限领一张，领完即止。", "优惠券的使用范围与有效期以券面说明和结算页显示为准。"),
    pinned: false,
    daysAgo: 5,
  },
  {
    kind: "site",
    category: "rules",
    title: "商城退货规则调整说明",
    summary: "已完成订单 7 天内可申请退货，退款原路退回账户余额。",
    content: p("自即日起，商城订单确认收货后 7 天内可在“我的订单”中申请退货，商家同意后按退货地址寄回商品。", "商家确认收货后，退款将退回您的账户余额，可在“我的余额”中查看明细。"),
    pinned: false,
    daysAgo: 12,
  },
  {
    kind: "site",
    category: "platform",
    title: "系统维护通知",
    summary: "为提升服务质量，平台将于凌晨进行例行维护，期间部分功能可能短暂不可用。",
    content: p("维护时间：次日 02:00 至 04:00。维护期间课程播放、商城下单可能短暂不可用，给您带来的不便敬请谅解。"),
    pinned: false,
    daysAgo: 20,
  },
  {
    kind: "quality",
    category: "recall",
    title: "玻尿酸多重保湿精华液部分批次主动召回公告",
    summary: "因部分批次外包装泵头密封不良，美妍旗舰店对相关批次主动召回。",
    brand: "美妍",
    productTitles: ["玻尿酸多重保湿精华液 30ml"],
    content:
      p("经内部质量检查发现，批号 MY20261001 至 MY20261015 的玻尿酸多重保湿精华液泵头存在密封不良的情况，可能导致产品氧化变色。") +
      "<h2>处理方式</h2><ol><li>已购买上述批次的用户可在“我的订单”申请退货，退货原因选择“质量问题”。</li><li>商家确认收到退回的商品后，退款退回账户余额。</li></ol>" +
      p("其他批次不受影响，可放心使用。"),
    pinned: true,
    daysAgo: 3,
  },
  {
    kind: "quality",
    category: "inspection",
    title: "2026年第四季度化妆品抽检结果公示",
    summary: "本季度平台抽检面霜、洁面、爽肤水共 3 类商品，全部合格。",
    brand: "美妍",
    productTitles: ["氨基酸温和洁面乳 120g", "烟酰胺焕亮爽肤水 200ml", "神经酰胺屏障修护面霜 50g"],
    content:
      p("平台委托第三方检测机构对在售化妆品进行随机抽检，检测项目包括微生物指标、重金属含量及标签标识。") +
      "<table><thead><tr><th>商品</th><th>检测项目</th><th>结果</th></tr></thead><tbody><tr><td>氨基酸温和洁面乳</td><td>微生物、重金属</td><td>合格</td></tr><tr><td>烟酰胺焕亮爽肤水</td><td>微生物、标签标识</td><td>合格</td></tr><tr><td>神经酰胺屏障修护面霜</td><td>微生物、重金属</td><td>合格</td></tr></tbody></table>",
    pinned: false,
    daysAgo: 9,
  },
  {
    kind: "quality",
    category: "alert",
    title: "冬季面膜使用小提示",
    summary: "面膜敷用时间不宜过长，敏感肌使用前请先在耳后试用。",
    brand: "",
    content: p("面膜建议敷用 10 至 15 分钟，时间过长反而会吸走皮肤水分。", "皮肤有破损或明显泛红时，请暂停使用功效型面膜，必要时就医。"),
    pinned: false,
    daysAgo: 15,
  },
]

/** Demo notices of both kinds, published by portal_admin through the administrators' service. */
export const noticesDemoSeed: SeedSet = {
  name: "notices-demo",
  demo: true,
  async apply(tx: Tx) {
    const adminId = (await demoAccountId(tx, "portal_admin")) ?? null
    const titles = NOTICES.flatMap((n) => n.productTitles ?? [])
    const found = titles.length === 0 ? [] : await tx.select({ id: products.spuId, title: products.title }).from(products).where(inArray(products.title, titles))
    const idOf = new Map(found.map((r) => [r.title, r.id]))
    const now = Date.now()
    // Oldest first, so that ids follow publishing order.
    for (const notice of [...NOTICES].sort((a, b) => b.daysAgo - a.daysAgo)) {
      const { daysAgo, productTitles, brand, ...input } = notice
      const productIds = (productTitles ?? []).flatMap((t) => (idOf.has(t) ? [idOf.get(t) as number] : []))
      await createAnnouncement(tx, adminId, { ...input, brand: brand ?? "", productIds }, now - daysAgo * DAY - 3 * 3600_000)
    }
  },
}

type CentreSeed = CentreNoticeInput & { readonly daysAgo: number }

const CENTRE_NOTICES: ReadonlyArray<CentreSeed> = [
  {
    title: "创客中心上线公告通知",
    audience: "both",
    published: true,
    content: p("创客中心新增“公告通知”栏目，平台关于作品审核、商品上架、结算与活动的通知将在这里发布。", "未读的公告会在创客中心首页显示数量，请及时查看。"),
    daysAgo: 6,
  },
  {
    title: "短视频作品审核标准说明",
    audience: "makers",
    published: true,
    content: "<h2>审核要点</h2><ul><li>视频内容须为原创，不得搬运他人作品。</li><li>涉及功效宣传的内容须有依据，不得夸大。</li><li>封面与标题须与内容一致。</li></ul>" + p("审核一般在 1 个工作日内完成，未通过的作品会注明原因，修改后可重新提交。"),
    daysAgo: 4,
  },
  {
    title: "商家发货时效要求调整",
    audience: "merchants",
    published: true,
    content: p("自下月起，普通商品须在买家付款后 48 小时内发货，预售商品以商品页写明的发货时间为准。", "超时未发货的订单，买家可直接申请退款。"),
    daysAgo: 3,
  },
  {
    title: "年终创客激励计划（草稿）",
    audience: "makers",
    published: false,
    content: p("激励计划的具体规则正在制定中。"),
    daysAgo: 1,
  },
]

/** Demo notices of the maker centre for makers, merchants and both, and one draft, written by portal_admin through the administrators' service. */
export const centreNoticesDemoSeed: SeedSet = {
  name: "centre-notices-demo",
  demo: true,
  async apply(tx: Tx) {
    const adminId = (await demoAccountId(tx, "portal_admin")) ?? null
    const now = Date.now()
    for (const { daysAgo, ...input } of [...CENTRE_NOTICES].sort((a, b) => b.daysAgo - a.daysAgo)) {
      await createCentreNotice(tx, adminId, input, now - daysAgo * DAY - 2 * 3600_000)
    }
  },
}
