/**
 * The prize draw /prize/index (spec 2 §7 Prize): what a draw costs, how a prize is picked by
 * its odds, the fallback when a prize is out of stock, and where the wheel stops.
 */
import { maskName } from "../core/masking.ts"

/** Points one draw costs. */
export const PRIZE_DRAW_COST = 50

/** The outcome when nothing is won, or when the picked prize has run out. */
export const THANKS_PRIZE_NAME = "谢谢参与"

export type PrizeKind = "points" | "goods" | "thanks"

export const PRIZE_MESSAGES = {
  insufficientPoints: `积分不足，每次抽奖需要 ${PRIZE_DRAW_COST} 积分`,
  noPrizes: "抽奖活动暂未开放",
  thanks: "很遗憾，没有抽中奖品，再接再厉！",
  claimAddressRequired: "请选择收货地址",
  claimNotGoods: "该奖品无需领取",
  claimDone: "奖品已领取，我们会尽快为您发货",
  alreadyClaimed: "该奖品已经领取过了",
} as const

/** `恭喜您抽中 20积分！`. */
export function prizeWonMessage(name: string): string {
  return `恭喜您抽中 ${name}！`
}

export interface PrizeOdds {
  readonly id: number
  /** Relative weight: a prize with weight 2 is picked twice as often as one with weight 1. */
  readonly odds: number
}

/**
 * Picks a prize by weight with `random` in [0, 1). Prizes with no weight are never picked;
 * `null` when no prize has weight.
 */
export function pickPrize<P extends PrizeOdds>(prizes: ReadonlyArray<P>, random: number): P | null {
  const total = prizes.reduce((sum, p) => sum + Math.max(0, p.odds), 0)
  if (total <= 0) return null
  let point = Math.min(Math.max(random, 0), 1 - Number.EPSILON) * total
  for (const prize of prizes) {
    const weight = Math.max(0, prize.odds)
    if (point < weight) return prize
    point -= weight
  }
  return prizes.filter((p) => p.odds > 0).at(-1) ?? null
}

/** A prize's chance in per cent with one decimal, for the prize list: `12.5%`. */
export function prizeChance(odds: number, totalOdds: number): string {
  if (totalOdds <= 0 || odds <= 0) return "0%"
  return `${(Math.round((odds / totalOdds) * 1000) / 10).toString()}%`
}

/** How many draws the member's points pay for. */
export function drawsAffordable(points: number): number {
  return Math.max(0, Math.floor(points / PRIZE_DRAW_COST))
}

/** The winner as the public list shows them: 林*雨. */
export function winnerName(nickName: string): string {
  return maskName(nickName)
}

/**
 * The wheel's rotation in degrees so that segment `index` of `count` ends under the pointer at
 * the top, after `turns` full turns beyond the current rotation `from`. Segment 0 starts at the
 * top and segments follow clockwise; the wheel turns clockwise.
 */
export function wheelStopAngle(from: number, index: number, count: number, turns = 6): number {
  if (count <= 0) return from
  const segment = 360 / count
  const centre = index * segment + segment / 2
  const target = (360 - centre) % 360
  const current = ((from % 360) + 360) % 360
  const extra = (target - current + 360) % 360
  return from + turns * 360 + extra
}
