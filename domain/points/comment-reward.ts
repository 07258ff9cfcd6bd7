import { chinaDay } from "../member/china-day.ts"

/**
 * Points for comments, as the points rules page (/announce/points) advertises: 2 points for
 * each comment, at most 10 points a day (China time).
 */
export const COMMENT_POINTS = 2
export const COMMENT_POINTS_DAILY_CAP = 10

/** How many comments a day earn points. */
const COMMENT_REWARDS_PER_DAY = Math.floor(COMMENT_POINTS_DAILY_CAP / COMMENT_POINTS)

/**
 * The idempotency keys of a day's comment rewards, one per rewarded comment: a reward takes
 * the first free one, so the ledger's unique key caps the day whatever the concurrency.
 */
export const commentRewardKeys = (now: number): ReadonlyArray<string> => {
  const day = chinaDay(now)
  return Array.from({ length: COMMENT_REWARDS_PER_DAY }, (_, i) => `comment-reward-${day}-${i + 1}`)
}
