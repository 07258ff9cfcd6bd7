/** Demo activities, written through the administrators' service: each leads to a page that does what it says. */
import { ACTIVITY_618, activity618 } from "../../domain/member/activity-618.ts"
import { chinaDay, chinaMidnight } from "../../domain/member/china-day.ts"
import { PRIZE_DRAW_COST } from "../../domain/member/prize.ts"
import { SIGN_IN_SCHEDULE } from "../../domain/member/sign-in-rules.ts"
import type { ActivityInput } from "../../domain/notices/activity.ts"
import type { Tx } from "../core/db/client.ts"
import type { SeedSet } from "../seed/seed-sets.ts"
import { demoAccountId } from "../seed/demo-accounts.ts"
import { createActivity } from "./services/activities.ts"
import { DAY } from "../../domain/core/durations.ts"

const p = (...paragraphs: string[]) => paragraphs.map((t) => `<p>${t}</p>`).join("")

function demoActivities(now: number): ReadonlyArray<ActivityInput & { readonly createdDaysAgo: number }> {
  const today = chinaDay(now)
  const festival = activity618(today)
  // The festival's next edition once this year's is over, so that its page shows what comes.
  const edition = festival.status === "ended" ? activity618(`${Number(today.slice(0, 4)) + 1}${today.slice(4)}`) : festival
  const at = (day: string, endOfDay = false) => new Date(chinaMidnight(day) + (endOfDay ? DAY - 1000 : 0)).toISOString()
  const week = SIGN_IN_SCHEDULE.reduce((a, b) => a + b, 0)
  return [
    {
      title: `${ACTIVITY_618.title}（${edition.start.slice(0, 4)}）`,
      summary: `${edition.start.slice(5).replace("-", "月")}日至${edition.end.slice(5).replace("-", "月")}日：天天签到领积分，积分抽好礼，618特惠礼品限量兑换。`,
      cover: "/activities/festival-618.svg",
      content:
        "<h2>活动内容</h2><ul><li>每日签到：连续签到积分逐日递增，断签后重新计算。</li>" +
        `<li>幸运抽奖：每次消耗 ${PRIZE_DRAW_COST} 积分，奖品以抽奖页展示为准。</li>` +
        `<li>特惠兑换：积分商城中标有“${ACTIVITY_618.giftTag}”的礼品限时兑换，数量有限，兑完即止。</li></ul>` +
        p("活动页面汇集签到、抽奖与特惠礼品，登录后即可参与。"),
      startTime: at(edition.start),
      endTime: at(edition.end, true),
      joinHref: "/account/activity_618",
      joinLabel: "进入活动",
      createdDaysAgo: 20,
    },
    {
      title: "每日签到领积分",
      summary: `连续签到 7 天共得 ${week} 积分，第 7 天 ${SIGN_IN_SCHEDULE[6]} 积分。`,
      cover: "/activities/daily-sign-in.svg",
      content:
        p(`登录后在用户中心或活动页签到，连续签到每周期可得 ${SIGN_IN_SCHEDULE.join("、")} 积分，断签后从第一天重新计算。`) +
        p("积分可用于积分商城兑换礼品和幸运抽奖。"),
      startTime: at(today.slice(0, 4) + "-01-01"),
      endTime: at(today.slice(0, 4) + "-12-31", true),
      joinHref: "/signIn/rules",
      joinLabel: "签到规则",
      createdDaysAgo: 60,
    },
    {
      title: "积分幸运抽奖",
      summary: `每次 ${PRIZE_DRAW_COST} 积分，便携保温杯、艾草足浴包、家用电子血压计等你来抽。`,
      cover: "/activities/lucky-draw.svg",
      content: p(`每次抽奖消耗 ${PRIZE_DRAW_COST} 积分，中奖结果即时显示，实物奖品按收货地址寄出。`, "积分不足时可通过每日签到、购物和评价获得。"),
      startTime: new Date(now - 30 * DAY).toISOString(),
      endTime: new Date(now + 335 * DAY).toISOString(),
      joinHref: "/prize/index",
      joinLabel: "去抽奖",
      createdDaysAgo: 30,
    },
    {
      title: "冬季护肤季：补水保湿好物精选",
      summary: "秋冬换季，商城精选补水保湿护肤品，搭配护肤课程科学护理。",
      cover: "/activities/winter-skincare.svg",
      content: p("天气转冷、空气干燥，皮肤容易缺水紧绷。本期精选商城中的保湿精华、面霜与面膜，商品价格与优惠以商品页为准。", "想了解换季护肤的方法，可在“美容护肤”频道阅读相关文章。"),
      startTime: new Date(now - 40 * DAY).toISOString(),
      endTime: new Date(now - 5 * DAY).toISOString(),
      joinHref: `/product/search?keyword=${encodeURIComponent("保湿")}`,
      joinLabel: "去选购",
      createdDaysAgo: 42,
    },
  ]
}

export const activitiesDemoSeed: SeedSet = {
  name: "activities-demo",
  demo: true,
  async apply(tx: Tx) {
    const adminId = (await demoAccountId(tx, "portal_admin")) ?? null
    const now = Date.now()
    for (const { createdDaysAgo, ...input } of demoActivities(now)) await createActivity(tx, adminId, input, now - createdDaysAgo * DAY)
  },
}
