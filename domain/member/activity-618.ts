/**
 * The 618 health festival page /account/activity_618: its period each year (China time) and the
 * gifts tagged for it in the points mall.
 */

export const ACTIVITY_618 = {
  title: "618 健康节",
  /** Month and day the festival opens and closes (inclusive), every year. */
  start: "06-01",
  end: "06-18",
  /** Gifts of the points mall with this tag are the festival's specials. */
  giftTag: "618特惠",
} as const

export type ActivityStatus = "upcoming" | "active" | "ended"

export const ACTIVITY_STATUS_LABELS: Readonly<Record<ActivityStatus, string>> = {
  upcoming: "活动未开始",
  active: "活动进行中",
  ended: "活动已结束",
}

/** Where `today` (YYYY-MM-DD, China time) stands against this year's festival, and its dates. */
export function activity618(today: string): { readonly status: ActivityStatus; readonly start: string; readonly end: string } {
  const year = today.slice(0, 4)
  const start = `${year}-${ACTIVITY_618.start}`
  const end = `${year}-${ACTIVITY_618.end}`
  const status: ActivityStatus = today < start ? "upcoming" : today > end ? "ended" : "active"
  return { status, start, end }
}
