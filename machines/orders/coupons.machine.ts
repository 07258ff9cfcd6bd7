import { assign, emit, raise, setup } from "xstate"
import type { ClaimableCoupon, MemberCouponPage, MemberCouponStatus } from "../../domain/mall/coupon.ts"
import { callMessage } from "../core/failure.ts"
import { isOtherPage } from "../core/guards.ts"
import { requiredActor } from "../core/required-actor.ts"

const messageOf = callMessage

export interface CouponsContext {
  readonly status: MemberCouponStatus
  readonly page: number
  readonly mine: MemberCouponPage | null
  readonly mineError: string | null
  readonly offers: ReadonlyArray<ClaimableCoupon> | null
  readonly offersError: string | null
  /** The coupon being claimed. */
  readonly claiming: number | null
}

export type CouponsEvent =
  | { type: "tab.select"; status: MemberCouponStatus }
  | { type: "page.select"; page: number }
  | { type: "mine.retry" }
  /** Read the member's coupons again (after a claim). */
  | { type: "mine.reload" }
  | { type: "offers.retry" }
  | { type: "coupon.claim"; couponId: number }

export type CouponsEmitted = { type: "coupon.claimed"; name: string } | { type: "coupon.refused"; message: string }

/**
 * 优惠券 (/account/coupon): two parts side by side. 我的优惠券 by tab (未使用, 已使用, 已过期, with
 * the server's counts) and page; 领券中心, the coupons that can be claimed with each one's state.
 * Claiming one calls the server; the answer replaces that coupon in the offers and the member's
 * coupons are read again (the 未使用 count grows); a refusal (领完了, 已领取...) is told and the
 * offers read again, since they were out of date.
 */
export const couponsMachine = setup({
  types: {
    context: {} as CouponsContext,
    events: {} as CouponsEvent,
    emitted: {} as CouponsEmitted,
  },
  actors: {
    loadMine: requiredActor<MemberCouponPage, { status: MemberCouponStatus; page: number }>("couponsMachine needs a loadMine actor"),
    loadOffers: requiredActor<ReadonlyArray<ClaimableCoupon>, void>("couponsMachine needs a loadOffers actor"),
    claimCoupon: requiredActor<{ coupon: ClaimableCoupon }, { couponId: number }>("couponsMachine needs a claimCoupon actor"),
  },
  guards: {
    isOtherPage,
    isClaimable: ({ context, event }) => event.type === "coupon.claim" && context.offers?.some((c) => c.id === event.couponId && c.state === "claimable") === true,
  },
}).createMachine({
  id: "coupons",
  type: "parallel",
  context: { status: "unused", page: 0, mine: null, mineError: null, offers: null, offersError: null, claiming: null },
  states: {
    mine: {
      initial: "loading",
      on: {
        "tab.select": { target: ".loading", actions: assign({ status: ({ event }) => event.status, page: 0 }) },
      },
      states: {
        loading: {
          tags: ["busy"],
          invoke: {
            src: "loadMine",
            input: ({ context }) => ({ status: context.status, page: context.page }),
            onDone: { target: "ready", actions: assign({ mine: ({ event }) => event.output, mineError: null }) },
            onError: { target: "failure", actions: assign({ mineError: ({ event }) => messageOf(event.error, "优惠券加载失败") }) },
          },
        },
        ready: {
          on: {
            "page.select": { guard: "isOtherPage", target: "loading", actions: assign({ page: ({ event }) => event.page }) },
            "mine.reload": "loading",
          },
        },
        failure: { on: { "mine.retry": "loading" } },
      },
    },
    offers: {
      initial: "loading",
      states: {
        loading: {
          invoke: {
            src: "loadOffers",
            onDone: { target: "ready", actions: assign({ offers: ({ event }) => event.output, offersError: null }) },
            onError: { target: "failure", actions: assign({ offersError: ({ event }) => messageOf(event.error, "领券列表加载失败") }) },
          },
        },
        ready: {
          on: {
            "coupon.claim": { guard: "isClaimable", target: "claiming", actions: assign({ claiming: ({ event }) => event.couponId }) },
          },
        },
        claiming: {
          tags: ["busy"],
          invoke: {
            src: "claimCoupon",
            input: ({ context }) => ({ couponId: context.claiming ?? 0 }),
            onDone: {
              target: "ready",
              actions: [
                assign({
                  offers: ({ context, event }) => (context.offers ?? []).map((c) => (c.id === event.output.coupon.id ? event.output.coupon : c)),
                  claiming: null,
                }),
                emit(({ event }) => ({ type: "coupon.claimed" as const, name: event.output.coupon.name })),
                raise({ type: "mine.reload" }),
              ],
            },
            onError: {
              target: "loading",
              actions: [assign({ claiming: null }), emit(({ event }) => ({ type: "coupon.refused" as const, message: messageOf(event.error, "领取失败，请重试") }))],
            },
          },
        },
        failure: { on: { "offers.retry": "loading" } },
      },
    },
  },
})
