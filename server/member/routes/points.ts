import type { AreaHandlers } from "../../core/http/handler.ts"
import { exchangeGift, giftOnOffer, giftOrderPage, giftPage, memberGiftOrder } from "../services/gifts.ts"
import { claimPrize, drawPrize, prizeRecordPage, prizeSurplus, wheelWithChances, winnerBoard } from "../services/prize-draw.ts"
import { signInState, signInToday } from "../services/sign-in.ts"

const NO_STORE = { "cache-control": "no-store" }

const pageOf = (query: { page?: number | undefined; size?: number | undefined }, fallback: number) => ({
  page: query.page ?? 0,
  size: query.size ?? fallback,
})

/** Sign-in, the prize draw and points gifts. */
export const memberPointsHandlers = {
  signInInfo: async (_input, { deps, user }) => signInState(deps.db, user.id, deps.now()),
  signIn: async (_input, { deps, user }) => signInToday(deps.db, user.id, deps.now()),

  prizeDraw: async (_input, { deps, user, hono }) => {
    const result = await drawPrize(deps.db, user.id)
    // A GET that changes state: never cached by the browser or a proxy.
    for (const [k, v] of Object.entries(NO_STORE)) hono.header(k, v)
    return result
  },
  prizeAll: async (_input, { deps }) => wheelWithChances(deps.db),
  prizeSurplus: async (_input, { deps, user }) => prizeSurplus(deps.db, user.id),
  prizeRecords: async ({ query }, { deps, user }) => {
    const { page, size } = pageOf(query, 10)
    return prizeRecordPage(deps.db, user.id, page, size)
  },
  prizeRecordTop: async (_input, { deps }) => winnerBoard(deps.db),
  prizeRecordClaim: async ({ body }, { deps, user }) => claimPrize(deps.db, user.id, body.id, body.addressId),

  pointsGifts: async ({ query }, { deps }) => {
    const { page, size } = pageOf(query, 12)
    return giftPage(deps.db, query, page, size)
  },
  pointsGift: async ({ params }, { deps }) => giftOnOffer(deps.db, params.id),
  giftExchange: async ({ body }, { deps, user }) => exchangeGift(deps.db, user.id, body, deps.now()),
  giftOrders: async ({ query }, { deps, user }) => {
    const { page, size } = pageOf(query, 10)
    return giftOrderPage(deps.db, user.id, page, size)
  },
  giftOrder: async ({ params }, { deps, user }) => memberGiftOrder(deps.db, user.id, params.id),
} satisfies AreaHandlers
