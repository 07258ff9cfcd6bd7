import { eq } from "drizzle-orm"
import { MAKER_DEPOSIT_CENTS } from "../../domain/maker/rules.ts"
import { demoAccountIds } from "../seed/demo-accounts.ts"
import type { SeedSet } from "../seed/seed-sets.ts"
import { users } from "../session/tables/users.ts"
import { balances, debit } from "../wallet/services/ledger.ts"
import { addComment, countView, setFollow, setLike } from "./services/interactions.ts"
import { approveWork, insertWork } from "./services/works.ts"
import { makerApplications, makers } from "./tables.ts"
import { DAY } from "../../domain/core/durations.ts"

/** The demo clips (scripts/maker-media/make-maker-media.ts), served from public/micro/demo. */
const WORKS = [
  { clip: 1, title: "敏感肌换季护理：三步补水不踩雷", category: "beauty", tags: ["补水", "敏感肌", "换季"], daysAgo: 6, publish: true },
  { clip: 2, title: "久坐办公族的 5 分钟肩颈拉伸", category: "fitness", tags: ["拉伸", "肩颈", "办公室"], daysAgo: 4, publish: true },
  { clip: 3, title: "秋冬养生茶：红枣桂圆怎么搭配", category: "health", tags: ["养生茶", "中医养生"], daysAgo: 2, publish: true },
  { clip: 4, title: "周末在家跟练：燃脂操 10 分钟", category: "entertainment", tags: ["燃脂", "跟练"], daysAgo: 0, publish: false },
] as const

const COMMENTS = ["学到了，今晚就试试", "拉伸完肩膀真的松了好多", "请问孕期可以喝吗？", "讲得很清楚，已收藏", "求出一期油皮的护理"] as const

/**
 * The demo maker 陈一帆 (chen_maker): an approved application with its deposit, three
 * published short videos and one waiting for review, with likes, comments, views and
 * followers from the demo learners, written through the makers' services.
 */
export const makerDemoSeed: SeedSet = {
  name: "maker-demo",
  demo: true,
  async apply(tx) {
    const learners = ["learner_xiaoman", "learner_ahui", "learner_qingqing", "learner_laozhang", "learner_tangtang", "learner_muzi", "lin_xiaoyu", "zhou_vip"]
    const ids = await demoAccountIds(tx, ["chen_maker", ...learners])
    const makerId = ids.get("chen_maker")
    if (makerId === undefined) return
    const now = Date.now()
    const joined = new Date(now - 20 * DAY)
    const paid = (await balances(tx, makerId)).balanceCents >= MAKER_DEPOSIT_CENTS
    const [application] = await tx
      .insert(makerApplications)
      .values({
        userId: makerId,
        displayName: "陈一帆的健康小课堂",
        field: "健康科普",
        intro: "康复治疗师，八年门诊经验，用短视频讲清楚日常保健、拉伸和饮食里的小知识。",
        sample: "/micro/demo/clip-2.jpg",
        depositCents: MAKER_DEPOSIT_CENTS,
        state: "approved",
        createdAt: joined,
        paidAt: joined,
        reviewedAt: new Date(joined.getTime() + DAY),
      })
      .returning()
    if (!application) return
    if (paid) await debit(tx, { userId: makerId, cents: MAKER_DEPOSIT_CENTS, kind: "maker_deposit", ref: `MAKER${application.id}` })
    await tx.insert(makers).values({ userId: makerId, applicationId: application.id, displayName: application.displayName, field: application.field, intro: application.intro, joinedAt: joined })
    await tx.update(users).set({ isMaker: true }).where(eq(users.id, makerId))

    const fans = learners.flatMap((name) => {
      const id = ids.get(name)
      return id === undefined ? [] : [id]
    })
    for (const [i, work] of WORKS.entries()) {
      const at = now - work.daysAgo * DAY - 3_600_000
      const row = await insertWork(tx, makerId, { title: work.title, category: work.category, tags: work.tags, video: `/micro/demo/clip-${work.clip}.mp4`, cover: `/micro/demo/clip-${work.clip}.jpg` }, at)
      if (!work.publish) continue
      await approveWork(tx, row.id, at + 1_800_000)
      const audience = fans.slice(0, fans.length - i * 2)
      for (const [j, fan] of audience.entries()) {
        await countView(tx, row.id, `u:${fan}`, at + (j + 2) * 3_600_000)
        if (j % 2 === 0) await setLike(tx, fan, row.id, true, at + (j + 2) * 3_600_000)
        if (j < 2) await addComment(tx, fan, row.id, COMMENTS[(i + j) % COMMENTS.length] ?? COMMENTS[0], at + (j + 3) * 3_600_000)
      }
    }
    for (const fan of fans.slice(0, 5)) await setFollow(tx, fan, makerId, true, now - 3 * DAY)
  },
}
