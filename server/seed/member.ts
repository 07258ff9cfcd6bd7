import { and, asc, eq } from "drizzle-orm"
import { chinaDay, daysBetween } from "../../domain/member/china-day.ts"
import { giftOrderNo } from "../../domain/member/gift.ts"
import { PRIZE_DRAW_COST } from "../../domain/member/prize.ts"
import { FAVORITE_TARGET_TYPES } from "../../domain/member/collection.ts"
import { REGION_TREE } from "../../domain/region/region-data.ts"
import { regionIdsOf, regionText } from "../../domain/region/region-tree.ts"
import { stringifyRegionIds } from "../../domain/region/region-ids.ts"
import { idCardCheckChar } from "../../domain/core/validation/id-card.ts"
import { insertUser } from "../core/db/factories/users.ts"
import {
  addresses,
  favorites,
  feedback,
  giftOrders,
  gifts,
  invoiceRequests,
  invoiceTitles,
  memberShops,
  prizeRecords,
  prizes,
  realNameRequests,
  signIns,
} from "../member/tables.ts"
import { users } from "../session/tables/users.ts"
import { demoAccountIds } from "./demo-accounts.ts"
import { ledgerEntries, walletOrders } from "../wallet/tables.ts"
import { credit, debit } from "../wallet/services/ledger.ts"
import { favoriteResolver } from "../member/services/favorite-targets.ts"
import type { SeedSet } from "./seed-sets.ts"
import { DAY } from "../../domain/core/durations.ts"
import { cents } from "../../domain/core/money.ts"

/** The wheel, in order: points, goods and 谢谢参与, with relative odds and stock. */
export const PRIZE_WHEEL = [
  { name: "10积分", kind: "points", points: 10, odds: 300, stock: null, image: "/member/prizes/points-10.svg" },
  { name: "谢谢参与", kind: "thanks", points: 0, odds: 300, stock: null, image: "/member/prizes/thanks.svg" },
  { name: "50积分", kind: "points", points: 50, odds: 150, stock: null, image: "/member/prizes/points-50.svg" },
  { name: "便携保温杯", kind: "goods", points: 0, odds: 30, stock: 20, image: "/member/prizes/thermos.svg" },
  { name: "100积分", kind: "points", points: 100, odds: 80, stock: null, image: "/member/prizes/points-100.svg" },
  { name: "艾草足浴包 20包", kind: "goods", points: 0, odds: 50, stock: 50, image: "/member/prizes/foot-bath.svg" },
  { name: "500积分", kind: "points", points: 500, odds: 10, stock: null, image: "/member/prizes/points-500.svg" },
  { name: "家用电子血压计", kind: "goods", points: 0, odds: 5, stock: 3, image: "/member/prizes/blood-pressure.svg" },
] as const

/** The points mall. Market prices in cents, for reference only. */
export const GIFT_CATALOGUE = [
  {
    name: "便携保温杯",
    points: 200,
    marketPriceCents: 5_900,
    stock: 80,
    tag: "热门",
    image: "/member/gifts/thermos.svg",
    description: "316不锈钢内胆，500ml，6小时保温，一键开盖单手可饮，通勤健身都方便。",
  },
  {
    name: "艾草足浴包 20包",
    points: 500,
    marketPriceCents: 6_800,
    stock: 150,
    tag: "",
    image: "/member/gifts/foot-bath.svg",
    description: "精选蕲艾、生姜、红花配方，独立包装，睡前泡脚20分钟，温经散寒助眠。",
  },
  {
    name: "玻尿酸补水面膜 10片",
    points: 300,
    marketPriceCents: 9_900,
    stock: 60,
    tag: "618特惠",
    image: "/member/gifts/face-mask.svg",
    description: "天丝膜布轻薄贴合，小分子玻尿酸深层补水，敏感肌可用。",
  },
  {
    name: "加厚防滑瑜伽垫",
    points: 800,
    marketPriceCents: 12_900,
    stock: 30,
    tag: "热门",
    image: "/member/gifts/yoga-mat.svg",
    description: "TPE环保材质，8mm加厚，双面防滑纹理，附赠收纳绑带。",
  },
  {
    name: "养生花茶礼盒",
    points: 260,
    marketPriceCents: 6_800,
    stock: 100,
    tag: "618特惠",
    image: "/member/gifts/flower-tea.svg",
    description: "玫瑰、菊花、枸杞、红枣四味独立小包，送礼自用皆宜。",
  },
  {
    name: "维生素C泡腾片 20片",
    points: 120,
    marketPriceCents: 2_900,
    stock: 200,
    tag: "",
    image: "/member/gifts/vitamin-c.svg",
    description: "每片含维生素C 1000mg，香橙口味，一杯清水即溶。",
  },
  {
    name: "颈椎按摩枕",
    points: 1500,
    marketPriceCents: 29_900,
    stock: 15,
    tag: "",
    image: "/member/gifts/neck-pillow.svg",
    description: "记忆棉U型设计，3档揉捏按摩，车载家用两用，缓解肩颈疲劳。",
  },
  {
    name: "晴雨两用折叠伞",
    points: 350,
    marketPriceCents: 7_900,
    stock: 70,
    tag: "618特惠",
    image: "/member/gifts/umbrella.svg",
    description: "黑胶涂层防晒UPF50+，三折轻量设计，重约280克。",
  },
  {
    name: "帆布环保购物袋",
    points: 80,
    marketPriceCents: 1_990,
    stock: 300,
    tag: "",
    image: "/member/gifts/tote-bag.svg",
    description: "加厚纯棉帆布，大容量可折叠，少用一个塑料袋。",
  },
  {
    name: "家用电子体温计",
    points: 180,
    marketPriceCents: 3_500,
    stock: 90,
    tag: "",
    image: "/member/gifts/thermometer.svg",
    description: "软头设计，10秒快测，自动记忆上次测量结果。",
  },
] as const

/** Prizes and gifts the prize draw and the points mall need to work. */
export const memberCatalogSeed: SeedSet = {
  name: "member-catalogue",
  demo: false,
  async apply(tx) {
    await tx.insert(prizes).values(PRIZE_WHEEL.map((p, sort) => ({ ...p, stock: p.stock, sort })))
    await tx.insert(gifts).values(GIFT_CATALOGUE.map((g, sort) => ({ ...g, marketPriceCents: cents(g.marketPriceCents), sort })))
  },
}

/** A resident ID number of the region, birth date and sequence, with its check character. */
const idCardOf = (region: string, birth: string, seq: string) => {
  const first17 = `${region}${birth}${seq}`
  return `${first17}${idCardCheckChar(first17)}`
}

const regionOf = (districtId: string) => {
  const ids = regionIdsOf(REGION_TREE, districtId)
  return { region: stringifyRegionIds(ids), regionText: regionText(REGION_TREE, ids) }
}

type DemoAddress = { name: string; district: string; detail: string; phone?: string; telephone?: string; defaulted?: boolean }

const DEMO_ADDRESSES: Readonly<Record<string, ReadonlyArray<DemoAddress>>> = {
  lin_xiaoyu: [
    { name: "林小雨", district: "110105", detail: "望京街道阜通东大街6号院3号楼1单元1502", phone: "13800000001", defaulted: true },
    { name: "林小雨", district: "110108", detail: "中关村大街27号中关村大厦9层 前台代收", phone: "13800000001", telephone: "010-62561234" },
    { name: "林建国", district: "350102", detail: "东街街道八一七北路88号东街口小区5栋402", phone: "13905911234" },
  ],
  zhou_vip: [
    { name: "周婉清", district: "310115", detail: "陆家嘴环路1000号恒生银行大厦28楼", phone: "13800000002", defaulted: true },
    { name: "周婉清", district: "330106", detail: "文三路477号华星科技大厦B座6楼", phone: "13800000002" },
  ],
  chen_maker: [
    { name: "陈一帆", district: "440305", detail: "粤海街道科技南十二路2号金蝶软件园B座3楼", phone: "13800000003", defaulted: true },
  ],
}

/** Real-name requests matching the demo accounts' states. */
const DEMO_REAL_NAMES: Readonly<Record<string, { realName: string; idCard: string; status: string; reason?: string; daysAgo: number }>> = {
  zhou_vip: { realName: "周婉清", idCard: idCardOf("310115", "19900307", "224"), status: "certified", daysAgo: 120 },
  chen_maker: { realName: "陈一帆", idCard: idCardOf("440305", "19920816", "351"), status: "auth_examine", daysAgo: 1 },
  meiyan_shop: {
    realName: "王美妍",
    idCard: idCardOf("330106", "19880521", "028"),
    status: "auth_fail",
    reason: "身份证号码与姓名不一致，请核对后重新提交",
    daysAgo: 6,
  },
}

/**
 * Earlier draws of today with fixed outcomes (the latest-winners list and each member's
 * records). They are the newest movements of the demo ledger, so each line's balance still
 * follows the one before.
 */
const DEMO_DRAWS: ReadonlyArray<{ username: string; prize: string; minutesAgo: number; claimed?: boolean }> = [
  { username: "zhou_vip", prize: "100积分", minutesAgo: 200 },
  { username: "zhou_vip", prize: "便携保温杯", minutesAgo: 190, claimed: true },
  { username: "lin_xiaoyu", prize: "10积分", minutesAgo: 150 },
  { username: "zhou_vip", prize: "谢谢参与", minutesAgo: 90 },
]

/** Members invited by 林小雨 (the promotion page's list). */
const DEMO_INVITED = [
  { username: "su_qing", password: "Suqing_2024", nickName: "苏晴", phone: "13900000011", gender: "女" as const },
  { username: "he_yutong", password: "Yutong_2024", nickName: "何雨桐", phone: "13900000012", gender: "女" as const },
]

const DEMO_FEEDBACK: ReadonlyArray<{ username: string; type: string; content: string; contact: string; reply?: string; daysAgo: number }> =
  [
    {
      username: "lin_xiaoyu",
      type: "suggestion",
      content: "希望课程播放页能增加倍速播放和记住播放进度的功能，晚上下班后学习时经常需要接着上次的位置看。",
      contact: "13800000001",
      reply: "感谢建议！倍速播放已列入下一版本计划，播放进度会自动保存，下次打开同一节课时可以选择继续播放。",
      daysAgo: 12,
    },
    {
      username: "lin_xiaoyu",
      type: "order",
      content: "积分兑换的保温杯显示已发货三天了，物流信息一直没有更新，麻烦帮忙查一下。",
      contact: "xiaoyu.lin@example.cn",
      daysAgo: 2,
    },
    {
      username: "zhou_vip",
      type: "course",
      content: "《产后修复与体态管理》第5节的字幕和讲解有几处对不上，建议核对一下。",
      contact: "",
      daysAgo: 6,
    },
  ]

/**
 * Demo content of the member centre for the demo accounts: addresses, real-name requests in
 * each state, two members invited by 林小雨, the sign-in history (from the wallet's sign-in credits), gift orders (from its
 * exchange debits), today's earlier draws written through the ledger, feedback, invoices and a
 * maker's small shop.
 */
export const memberDemoSeed: SeedSet = {
  name: "member-demo",
  demo: true,
  async apply(tx) {
    const now = Date.now()
    const ids = await demoAccountIds(tx, ["lin_xiaoyu", "zhou_vip", "chen_maker", "meiyan_shop"])
    if (ids.size === 0) return

    for (const [username, list] of Object.entries(DEMO_ADDRESSES)) {
      const userId = ids.get(username)
      if (userId === undefined) continue
      for (const [i, a] of list.entries()) {
        await tx.insert(addresses).values({
          userId,
          name: a.name,
          ...regionOf(a.district),
          detail: a.detail,
          phone: a.phone ?? null,
          telephone: a.telephone ?? null,
          defaulted: a.defaulted === true,
          createdAt: new Date(now - (40 - i * 5) * DAY),
        })
      }
    }

    for (const [username, r] of Object.entries(DEMO_REAL_NAMES)) {
      const userId = ids.get(username)
      if (userId === undefined) continue
      const submittedAt = new Date(now - r.daysAgo * DAY)
      await tx.insert(realNameRequests).values({
        userId,
        realName: r.realName,
        idCard: r.idCard,
        status: r.status,
        reason: r.reason ?? null,
        submittedAt,
        reviewedAt: r.status === "auth_examine" ? null : new Date(submittedAt.getTime() + 5 * 3_600_000),
      })
      await tx.update(users).set({ authState: r.status }).where(eq(users.id, userId))
    }

    // Two friends who registered with 林小雨's invite link.
    const inviter = ids.get("lin_xiaoyu")
    if (inviter !== undefined) {
      for (const [i, friend] of DEMO_INVITED.entries()) {
        const invited = await insertUser(tx, { ...friend, invitedBy: inviter })
        await tx
          .update(users)
          .set({ createdAt: new Date(now - (12 - i * 7) * DAY) })
          .where(eq(users.id, invited.id))
      }
    }

    // The sign-in history behind the wallet's sign-in credits: one row per member and day.
    const credits = await tx
      .select({ userId: ledgerEntries.userId, amount: ledgerEntries.amount, createdAt: ledgerEntries.createdAt })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, "sign_in"), eq(ledgerEntries.currency, "points")))
      .orderBy(asc(ledgerEntries.userId), asc(ledgerEntries.createdAt))
    const last = new Map<number, { day: string; streak: number }>()
    for (const c of credits) {
      const day = chinaDay(c.createdAt.getTime())
      const previous = last.get(c.userId)
      if (previous?.day === day) continue
      const streak = previous && daysBetween(previous.day, day) === 1 ? previous.streak + 1 : 1
      await tx.insert(signIns).values({ userId: c.userId, day, streak, points: c.amount, createdAt: c.createdAt })
      last.set(c.userId, { day, streak })
    }

    // Gift orders behind the wallet's exchange debits ("积分兑换：<gift>").
    const exchanges = await tx
      .select({
        id: ledgerEntries.id,
        userId: ledgerEntries.userId,
        amount: ledgerEntries.amount,
        title: ledgerEntries.title,
        createdAt: ledgerEntries.createdAt,
      })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, "gift"), eq(ledgerEntries.currency, "points")))
    const catalogue = await tx.select().from(gifts)
    for (const e of exchanges) {
      const name = e.title.replace(/^积分兑换：/, "")
      const gift = catalogue.find((g) => g.name === name)
      const [address] = await tx
        .select()
        .from(addresses)
        .where(and(eq(addresses.userId, e.userId), eq(addresses.defaulted, true)))
      if (!gift || !address) continue
      const age = Math.floor((now - e.createdAt.getTime()) / DAY)
      const [order] = await tx
        .insert(giftOrders)
        .values({
          orderNo: `G-seed-${e.id}`,
          userId: e.userId,
          giftId: gift.id,
          giftName: gift.name,
          giftImage: gift.image,
          quantity: 1,
          points: -e.amount,
          status: age > 10 ? "completed" : "shipped",
          receiver: address.name,
          phone: address.phone ?? address.telephone ?? "",
          address: `${address.regionText} ${address.detail}`,
          courier: "中通快递",
          trackingNo: `7531${String(e.id).padStart(10, "0")}`,
          idempotencyKey: `seed-${e.id}`,
          createdAt: e.createdAt,
        })
        .returning({ id: giftOrders.id })
      if (!order) continue
      const orderNo = giftOrderNo(chinaDay(e.createdAt.getTime()), order.id)
      await tx.update(giftOrders).set({ orderNo }).where(eq(giftOrders.id, order.id))
      await tx.update(ledgerEntries).set({ ref: orderNo }).where(eq(ledgerEntries.id, e.id))
      await tx
        .update(gifts)
        .set({ exchanged: gift.exchanged + 1 })
        .where(eq(gifts.id, gift.id))
    }

    // Draws: the cost and any points won go through the ledger like a real draw.
    const wheel = await tx.select().from(prizes)
    for (const d of DEMO_DRAWS) {
      const userId = ids.get(d.username)
      const prize = wheel.find((p) => p.name === d.prize)
      if (userId === undefined || !prize) continue
      const at = new Date(now - d.minutesAgo * 60_000)
      const cost = await debit(tx, { userId, points: PRIZE_DRAW_COST, kind: "prize", title: "幸运抽奖消耗积分" })
      await tx.update(ledgerEntries).set({ createdAt: at }).where(eq(ledgerEntries.id, cost.entryId))
      if (prize.kind === "points") {
        const won = await credit(tx, { userId, points: prize.points, kind: "prize", title: `幸运抽奖获得：${prize.name}` })
        await tx.update(ledgerEntries).set({ createdAt: at }).where(eq(ledgerEntries.id, won.entryId))
      }
      if (prize.kind === "goods" && prize.stock !== null)
        await tx
          .update(prizes)
          .set({ stock: prize.stock - 1 })
          .where(eq(prizes.id, prize.id))
      const [address] = await tx
        .select()
        .from(addresses)
        .where(and(eq(addresses.userId, userId), eq(addresses.defaulted, true)))
      await tx.insert(prizeRecords).values({
        userId,
        prizeId: prize.id,
        prizeName: prize.name,
        kind: prize.kind,
        cost: PRIZE_DRAW_COST,
        pointsWon: prize.kind === "points" ? prize.points : 0,
        status: prize.kind === "thanks" ? "thanks" : d.claimed ? "claimed" : "won",
        address:
          d.claimed && address
            ? {
                name: address.name,
                phone: address.phone ?? address.telephone ?? "",
                regionText: address.regionText,
                detail: address.detail,
              }
            : null,
        createdAt: at,
      })
    }

    for (const f of DEMO_FEEDBACK) {
      const userId = ids.get(f.username)
      if (userId === undefined) continue
      await tx.insert(feedback).values({
        userId,
        type: f.type,
        content: f.content,
        contact: f.contact,
        status: f.reply ? "replied" : "pending",
        reply: f.reply ?? null,
        createdAt: new Date(now - f.daysAgo * DAY),
      })
    }

    // Invoice titles, and an issued invoice for the VIP membership.
    const vip = ids.get("zhou_vip")
    if (vip !== undefined) {
      const [title] = await tx
        .insert(invoiceTitles)
        .values({ userId: vip, type: "personal", title: "周婉清", email: "wanqing.zhou@example.cn", defaulted: true })
        .returning()
      await tx.insert(invoiceTitles).values({
        userId: vip,
        type: "company",
        title: "上海婉清健康管理咨询有限公司",
        taxNo: "91310115MA1K4B2X7Q",
        email: "finance@wanqing-health.example.cn",
      })
      const [order] = await tx
        .select()
        .from(walletOrders)
        .where(and(eq(walletOrders.userId, vip), eq(walletOrders.status, "paid")))
        .limit(1)
      if (title && order) {
        await tx.insert(invoiceRequests).values({
          userId: vip,
          orderNo: order.orderNo,
          titleText: title.title,
          email: title.email,
          type: title.type,
          amountCents: order.amountCents,
          status: "issued",
          createdAt: new Date((order.paidAt ?? order.createdAt).getTime() + DAY),
        })
      }
    }

    const maker = ids.get("chen_maker")
    if (maker !== undefined) {
      await tx.insert(memberShops).values({
        userId: maker,
        name: "一帆健康小店",
        status: "approved",
        appliedAt: new Date(now - 85 * DAY),
        reviewedAt: new Date(now - 84 * DAY),
      })
    }
  },
}

/**
 * Favourites of the demo members: the first listed items of each kind of content that can be
 * saved (courses; products and articles once their areas register them). After the content seeds.
 */
export const memberFavoritesSeed: SeedSet = {
  name: "member-favorites",
  demo: true,
  async apply(tx) {
    const ids = await demoAccountIds(tx, ["lin_xiaoyu", "zhou_vip", "chen_maker"])
    for (const [userId, type] of [...ids.values()].flatMap((id) => FAVORITE_TARGET_TYPES.map((t) => [id, t] as const))) {
      const resolver = favoriteResolver(type)
      if (resolver === undefined) continue
      for (let targetId = 1 + (userId % 3); targetId <= 8; targetId += 2) {
        const target = await resolver(tx, targetId)
        if (target)
          await tx
            .insert(favorites)
            .values({ userId, targetType: type, targetId, ...target })
            .onConflictDoNothing()
      }
    }
  },
}
