import { Schema } from "effect"
import { endpoint } from "../../core/endpoint.ts"
import { SignInResponse } from "../entities/sign-in.ts"
import {
  Gift,
  GiftOrder,
  GiftOrderPage,
  GiftPage,
  Prize,
  PrizeDrawResult,
  PrizeRecord,
  PrizeRecordPage,
  PrizeSurplus,
  PrizeWinner,
  SignInResult,
} from "../entities/member.ts"
import { IdParam, IdempotencyKey, PageQuery, PositiveId, Text } from "./common.ts"

/** Sign-in, the prize draw and points gifts (spec 1 §3, §4; spec 2 §4, §7). Points move through the wallet ledger. */
export const memberPointsEndpoints = {
  signInInfo: endpoint({
    method: "GET",
    path: "/api/sign/in",
    access: "member",
    response: SignInResponse,
    errors: [],
  }),
  signIn: endpoint({
    method: "PUT",
    path: "/api/sign/in",
    access: "member",
    response: SignInResult,
    errors: [409],
  }),

  /** Draws once: spends the points of a draw and answers the outcome (GET, as the spec names it). */
  prizeDraw: endpoint({
    method: "GET",
    path: "/api/prize/action",
    access: "member",
    ownPagesOnly: true,
    response: PrizeDrawResult,
    errors: [409],
  }),
  prizeAll: endpoint({
    method: "GET",
    path: "/api/prize/all",
    access: "public",
    response: Schema.Array(Prize),
    errors: [],
  }),
  prizeSurplus: endpoint({
    method: "GET",
    path: "/api/prize/surplus",
    access: "member",
    response: PrizeSurplus,
    errors: [],
  }),
  prizeRecords: endpoint({
    method: "GET",
    path: "/api/prize/record",
    access: "member",
    query: Schema.Struct(PageQuery),
    response: PrizeRecordPage,
    errors: [400],
  }),
  prizeRecordTop: endpoint({
    method: "GET",
    path: "/api/prize/record/top",
    access: "public",
    response: Schema.Array(PrizeWinner),
    errors: [],
  }),
  /** Claims a goods prize: the address it is sent to. */
  prizeRecordClaim: endpoint({
    method: "PUT",
    path: "/api/prize/record",
    access: "member",
    body: Schema.Struct({ id: PositiveId, addressId: PositiveId }),
    response: PrizeRecord,
    errors: [400, 404, 409],
  }),

  pointsGifts: endpoint({
    method: "GET",
    path: "/api/points/gift",
    access: "public",
    query: Schema.Struct({ ...PageQuery, tag: Schema.optional(Text(20)) }),
    response: GiftPage,
    errors: [400],
  }),
  pointsGift: endpoint({
    method: "GET",
    path: "/api/points/gift/{id}",
    access: "public",
    params: IdParam,
    response: Gift,
    errors: [404],
  }),
  giftExchange: endpoint({
    method: "POST",
    path: "/api/points/gift/exchange",
    access: "member",
    body: Schema.Struct({
      giftId: PositiveId,
      quantity: Schema.Number.check(Schema.isInt()),
      addressId: PositiveId,
      idempotencyKey: IdempotencyKey,
    }),
    response: GiftOrder,
    errors: [400, 404, 409],
  }),
  giftOrders: endpoint({
    method: "GET",
    path: "/api/points/orders",
    access: "member",
    query: Schema.Struct(PageQuery),
    response: GiftOrderPage,
    errors: [400],
  }),
  giftOrder: endpoint({
    method: "GET",
    path: "/api/points/orders/{id}",
    access: "member",
    params: IdParam,
    response: GiftOrder,
    errors: [404],
  }),
} as const
