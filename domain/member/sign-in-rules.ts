/**
 * Daily sign-in points and the week the sign-in panel shows (spec 1 §3, §4; spec 2 §3, §4).
 * The display rules of the steps and the button are in ../sign-in.ts.
 */
import { addDays, weekOf } from "./china-day.ts"

/**
 * Points by day of the consecutive run, repeating every seven days: the third day of a run
 * gives a bonus, the seventh a larger one, then the cycle starts again.
 */
export const SIGN_IN_SCHEDULE: ReadonlyArray<number> = [5, 5, 10, 5, 5, 5, 20]

/** Points for the n-th consecutive day (n >= 1). */
export function signInPointsFor(runDay: number): number {
  const n = Math.max(1, Math.floor(runDay))
  return SIGN_IN_SCHEDULE[(n - 1) % SIGN_IN_SCHEDULE.length] ?? SIGN_IN_SCHEDULE[0] ?? 5
}

/** The ledger title of a sign-in credit: 每日签到, or the bonus days' own titles. */
export function signInTitle(runDay: number): string {
  const n = ((Math.max(1, Math.floor(runDay)) - 1) % SIGN_IN_SCHEDULE.length) + 1
  if (n === 3) return "连续签到3天奖励"
  if (n === 7) return "连续签到7天奖励"
  return "每日签到"
}

export const SIGN_IN_MESSAGES = {
  alreadySigned: "您今天已经签到过了",
  failed: "签到失败，请稍后重试",
} as const

/** `签到成功，获得 5 积分`. */
export function signInSuccessMessage(points: number): string {
  return `签到成功，获得 ${points} 积分`
}

/** The rules page /signIn/rules. */
export const SIGN_IN_RULES: ReadonlyArray<{ readonly title: string; readonly text: string }> = [
  { title: "每日签到", text: "登录后每天可签到一次，签到时间以北京时间为准，每天0点起可签到新的一天。" },
  {
    title: "签到积分",
    text: "连续签到第1、2、4、5、6天各得5积分，第3天得10积分，第7天得20积分；连续满7天后从第1天重新计算。",
  },
  { title: "连续签到", text: "中断一天后连续天数从1重新开始。当周签到情况在签到面板中按日显示。" },
  { title: "积分用途", text: "积分可在积分商城兑换礼品，也可参与幸运抽奖。积分明细可在“我的积分”中查看。" },
  { title: "其他说明", text: "以任何不正当手段获取积分的，平台有权扣除相应积分并取消参与资格。" },
]

export interface SignInRecord {
  readonly day: string
  /** Consecutive days up to and including this one. */
  readonly streak: number
  readonly points: number
}

interface SignInWeekDay {
  /** over (earlier this week), day (today) or later. */
  readonly toDay: "over" | "day" | "later"
  readonly time: string
  readonly points: number
}

export interface SignInWeek {
  readonly list: ReadonlyArray<SignInWeekDay>
  readonly joinSingIn: number
  readonly toDayPoints: number
  readonly status: boolean
}

/**
 * The sign-in answer for `today` from the member's recent records (any order, at least those
 * of this week and yesterday): Monday to Sunday of the current week; past days with the points
 * they earned (0 when missed); today and later days with what they give if the run goes on.
 * `joinSingIn` is the run still alive: up to today when signed, else up to yesterday, else 0.
 */
export function signInWeek(today: string, records: ReadonlyArray<SignInRecord>): SignInWeek {
  const byDay = new Map(records.map((r) => [r.day, r]))
  const todays = byDay.get(today)
  const yesterdays = byDay.get(addDays(today, -1))
  const status = todays !== undefined
  const joinSingIn = todays?.streak ?? yesterdays?.streak ?? 0
  /** The run day today has (or would have once signed). */
  const todayRun = status ? joinSingIn : joinSingIn + 1
  const list = weekOf(today).map((day): SignInWeekDay => {
    if (day < today) return { toDay: "over", time: day, points: byDay.get(day)?.points ?? 0 }
    if (day === today) return { toDay: "day", time: day, points: todays?.points ?? signInPointsFor(todayRun) }
    const ahead = Math.round((Date.parse(day) - Date.parse(today)) / 86_400_000)
    return { toDay: "later", time: day, points: signInPointsFor(todayRun + ahead) }
  })
  return { list, joinSingIn, toDayPoints: todays?.points ?? signInPointsFor(todayRun), status }
}

/** The run day a sign-in today starts: yesterday's streak plus one, or 1. */
export function nextStreak(yesterdayStreak: number | null): number {
  return (yesterdayStreak ?? 0) + 1
}
