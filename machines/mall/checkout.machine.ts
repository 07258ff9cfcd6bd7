import { assign, setup } from "xstate"
import type { SavedAddress } from "../../domain/member/entities/member.ts"
import { BUYING_MESSAGES } from "../../domain/mall/buying-messages.ts"
import { MALL_MESSAGES } from "../../domain/mall/messages.ts"
import { MAX_NOTE_LENGTH, type CheckoutLine, type CheckoutPreview, type MallOrder } from "../../domain/mall/order.ts"
import { callFailure } from "../core/failure.ts"
import { isRefusedWith } from "../core/guards.ts"
import { requiredActor } from "../core/required-actor.ts"

const failureOf = callFailure

export interface CheckoutInput {
  /** 立即购买's line, or null for the cart's ticked lines. */
  readonly lines: ReadonlyArray<CheckoutLine> | null
  /** The base of the order's idempotency keys, one per page. */
  readonly keyBase: string
}

export interface CheckoutContext extends CheckoutInput {
  readonly addresses: ReadonlyArray<SavedAddress>
  readonly addressId: number | null
  readonly preview: CheckoutPreview | null
  /** 订单备注 by shop id. */
  readonly notes: Readonly<Record<number, string>>
  readonly error: string | null
  /** The coupon asked for: a member's coupon id, null for none, undefined for the server's best. */
  readonly couponId: number | null | undefined
  /** Bumped when the address or coupon changes, so a new order gets a new key. */
  readonly attempt: number
  readonly orders: ReadonlyArray<MallOrder>
}

export interface CreateOrderInput {
  readonly lines: ReadonlyArray<CheckoutLine> | null
  readonly addressId: number
  readonly notes: ReadonlyArray<{ readonly shopId: number; readonly note: string }>
  /** The coupon the preview chose (absent: the server chooses as it did for the preview). */
  readonly couponId?: number | null
  readonly idempotencyKey: string
}

/** The address a checkout starts with: the default one, else the first. */
export const startingAddress = (addresses: ReadonlyArray<SavedAddress>): number | null => (addresses.find((a) => a.defaulted) ?? addresses[0])?.id ?? null

const notesOf = (context: CheckoutContext) =>
  (context.preview?.shops ?? []).flatMap((s) => {
    const note = (context.notes[s.shop.id] ?? "").trim()
    return note === "" ? [] : [{ shopId: s.shop.id, note }]
  })

/**
 * Checkout (spec 1 §2.2 /product/checkout for 立即购买, /shopping/cart/checkout for the cart):
 * the member's addresses (the default chosen; one can be added in place), then the server's
 * preview of the lines to that address: one parcel per shop with its freight, the total, and
 * what stops delivery, and the member's coupons that apply (the server's best chosen; another
 * or none can be chosen, and the preview is read again). Each shop may get an order note.
 * 提交订单 sends SKUs, quantities, the address, the notes, the coupon and an idempotency key
 * (never a price) and goes on to payment with the
 * orders made. When the server refuses because stock, price or delivery changed, the preview
 * is read again with the reason shown.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as
      | { type: "address.select"; addressId: number }
      | { type: "address.saved"; address: SavedAddress }
      | { type: "note.change"; shopId: number; note: string }
      | { type: "coupon.select"; couponId: number | null }
      | { type: "order.submit" }
      | { type: "checkout.retry" },
    input: {} as CheckoutInput,
    output: {} as { orders: ReadonlyArray<MallOrder> },
  },
  actors: {
    loadAddresses: requiredActor<ReadonlyArray<SavedAddress>>("checkoutMachine needs a loadAddresses actor"),
    loadPreview: requiredActor<CheckoutPreview, { lines: ReadonlyArray<CheckoutLine> | null; addressId: number | null; couponId: number | null | undefined }>("checkoutMachine needs a loadPreview actor"),
    createOrder: requiredActor<{ orders: ReadonlyArray<MallOrder>; totalCents: number }, CreateOrderInput>("checkoutMachine needs a createOrder actor"),
  },
  actions: {
    /** To the payment page of the orders made. */
    goToPayment: (_, _params: { orderNums: ReadonlyArray<string> }) => {},
  },
  guards: {
    hasNoAddress: ({ context }) => context.addressId === null,
    isUndeliverable: ({ context }) => context.preview === null || !context.preview.deliverable,
    hasLongNote: ({ context }) => Object.values(context.notes).some((n) => n.trim().length > MAX_NOTE_LENGTH),
    isOtherAddress: ({ context, event }) => event.type === "address.select" && event.addressId !== context.addressId,
    isOtherCoupon: ({ context, event }) => event.type === "coupon.select" && event.couponId !== (context.preview?.couponId ?? null),
    isConflict: isRefusedWith(409),
  },
}).createMachine({
  id: "checkout",
  context: ({ input }) => ({ ...input, addresses: [], addressId: null, preview: null, notes: {}, couponId: undefined, error: null, attempt: 0, orders: [] }),
  initial: "loadingAddresses",
  output: ({ context }) => ({ orders: context.orders }),
  states: {
    loadingAddresses: {
      tags: ["busy"],
      invoke: {
        src: "loadAddresses",
        onDone: { target: "previewing", actions: assign(({ event }) => ({ addresses: event.output, addressId: startingAddress(event.output) })) },
        onError: { target: "failure", actions: assign({ error: ({ event }) => failureOf(event.error, BUYING_MESSAGES.checkoutFailed).message }) },
      },
    },
    previewing: {
      tags: ["busy"],
      invoke: {
        src: "loadPreview",
        input: ({ context }) => ({ lines: context.lines, addressId: context.addressId, couponId: context.couponId }),
        onDone: { target: "ready", actions: assign({ preview: ({ event }) => event.output }) },
        onError: { target: "failure", actions: assign({ error: ({ event }) => failureOf(event.error, BUYING_MESSAGES.checkoutFailed).message }) },
      },
    },
    /** Nothing to show: the addresses or the preview could not be read (or nothing is ticked). */
    failure: {
      on: { "checkout.retry": { target: "loadingAddresses", actions: assign({ error: null }) } },
    },
    ready: {
      on: {
        "address.select": {
          guard: "isOtherAddress",
          target: "previewing",
          actions: assign(({ context, event }) => ({ addressId: event.addressId, attempt: context.attempt + 1, error: null })),
        },
        "address.saved": {
          target: "previewing",
          actions: assign(({ context, event }) => ({
            addresses: [...context.addresses.filter((a) => a.id !== event.address.id), event.address],
            addressId: event.address.id,
            attempt: context.attempt + 1,
            error: null,
          })),
        },
        "coupon.select": {
          guard: "isOtherCoupon",
          target: "previewing",
          actions: assign(({ context, event }) => ({ couponId: event.couponId, attempt: context.attempt + 1, error: null })),
        },
        "note.change": {
          actions: assign(({ context, event }) => ({
            notes: { ...context.notes, [event.shopId]: event.note },
            error: event.note.trim().length > MAX_NOTE_LENGTH ? MALL_MESSAGES.noteTooLong : null,
          })),
        },
        "order.submit": [
          { guard: "hasNoAddress", actions: assign({ error: MALL_MESSAGES.addressRequired }) },
          { guard: "isUndeliverable", actions: assign(({ context }) => ({ error: context.preview?.problems[0] ?? MALL_MESSAGES.noFreightArea })) },
          { guard: "hasLongNote", actions: assign({ error: MALL_MESSAGES.noteTooLong }) },
          { target: "submitting", actions: assign({ error: null }) },
        ],
      },
    },
    submitting: {
      tags: ["busy", "submitting"],
      invoke: {
        src: "createOrder",
        input: ({ context }) => ({
          lines: context.lines,
          addressId: context.addressId!,
          notes: notesOf(context),
          ...(context.preview?.couponId === undefined ? {} : { couponId: context.preview.couponId }),
          idempotencyKey: `${context.keyBase}-${context.attempt}`,
        }),
        onDone: {
          target: "created",
          actions: [assign({ orders: ({ event }) => event.output.orders }), { type: "goToPayment", params: ({ event }) => ({ orderNums: event.output.orders.map((o) => o.orderNum) }) }],
        },
        onError: [
          // Stock, a price or delivery changed meanwhile: read the preview again, keep the reason.
          { guard: "isConflict", target: "previewing", actions: assign(({ context, event }) => ({ error: failureOf(event.error, BUYING_MESSAGES.submitFailed).message, attempt: context.attempt + 1 })) },
          { target: "ready", actions: assign({ error: ({ event }) => failureOf(event.error, BUYING_MESSAGES.submitFailed).message }) },
        ],
      },
    },
    created: { type: "final" },
  },
})
