/**
 * Who may learn what (our design; see docs/decisions.md "Course entitlement"): a free course is
 * open to everyone; a buyer learns the whole course; a VIP learns a free-for-VIP course. Anyone
 * else plays the first `tryTime` seconds of a lesson that has a preview, and nothing of one
 * without.
 */
import { cents, type Cents } from "../core/money.ts"

export interface PricedCourse {
  readonly priceCents: Cents
  /** What a VIP pays; null when VIPs pay the list price. */
  readonly vipPriceCents: Cents | null
  readonly vipFree: boolean
}

export type AccessReason = "free" | "purchased" | "vip"

export interface Viewer {
  readonly purchased: boolean
  readonly vipActive: boolean
}

/** Why the viewer may learn the whole course, or null when only previews are open. */
export function accessReason(course: PricedCourse, viewer: Viewer): AccessReason | null {
  if (course.priceCents <= 0) return "free"
  if (viewer.purchased) return "purchased"
  if (viewer.vipActive && course.vipFree) return "vip"
  return null
}

/** What the viewer pays for the course now: the VIP price for an active VIP when it is lower. */
export function priceFor(course: PricedCourse, vipActive: boolean): Cents {
  if (course.priceCents <= 0) return cents(0)
  if (!vipActive) return course.priceCents
  if (course.vipFree) return cents(0)
  return course.vipPriceCents !== null && course.vipPriceCents < course.priceCents ? cents(Math.max(0, course.vipPriceCents)) : course.priceCents
}

export type PlayMode = "full" | "preview" | "locked"

/** How a lesson plays: everything for the entitled, its preview for others, else nothing. */
export function playModeOf(entitled: boolean, tryTime: number): PlayMode {
  if (entitled) return "full"
  return tryTime > 0 ? "preview" : "locked"
}

/** A VIP membership is active until its expiry. */
export function isVipActive(vipExpiresAt: number | null, now: number): boolean {
  return vipExpiresAt !== null && vipExpiresAt > now
}

/** The course's price line: 免费, VIP免费 or the VIP price, shown beside the list price. */
export function vipPriceLabel(course: PricedCourse): string | null {
  if (course.priceCents <= 0) return null
  if (course.vipFree) return "VIP免费"
  if (course.vipPriceCents !== null && course.vipPriceCents < course.priceCents) return "VIP价"
  return null
}
