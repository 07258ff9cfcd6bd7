import type { AreaHandlers } from "../../core/http/handler.ts"
import { clearSessionCookies, requestIsHttps } from "../../core/http/session-cookie.ts"
import { cancelCheck, cancelShop, closeAccount, shopApplyStatus } from "../services/account-closing.ts"
import { addFavorite, favoritePage, favoriteStatus, removeFavorites } from "../services/favorites.ts"
import { feedbackPage, submitFeedback } from "../services/feedback.ts"
import { extensionInfo } from "../services/invites.ts"
import { deleteInvoiceTitle, invoiceOrders, invoiceTitleList, requestInvoice, saveInvoiceTitle } from "../services/invoices.ts"

/** Favourites, promotion, feedback, invoices, closing the account and the shop. */
export const memberAccountHandlers = {
  collectionList: async ({ query }, { deps, user }) => favoritePage(deps.db, user.id, query),
  collectionAdd: async ({ body }, { deps, user }) => addFavorite(deps.db, user.id, body),
  collectionRemove: async ({ body }, { deps, user }) => ({ removed: await removeFavorites(deps.db, user.id, body) }),
  collectionStatus: async ({ query }, { deps, user }) => favoriteStatus(deps.db, user.id, query.targetType, query.targetId),

  extensionInfo: async ({ query }, { deps, user }) => extensionInfo(deps.db, user.id, query.page ?? 0, query.size ?? 10),

  feedbackSubmit: async ({ body }, { deps, user }) => submitFeedback(deps.db, user.id, body, (path) => deps.files.owns(user.id, path), deps.now()),
  feedbackMine: async ({ query }, { deps, user }) => feedbackPage(deps.db, user.id, query.page ?? 0, query.size ?? 10),

  invoiceTitles: async (_input, { deps, user }) => invoiceTitleList(deps.db, user.id),
  invoiceTitleSave: async ({ body }, { deps, user }) => saveInvoiceTitle(deps.db, user.id, body),
  invoiceTitleDelete: async ({ params }, { deps, user }) => {
    await deleteInvoiceTitle(deps.db, user.id, params.id)
    return { ok: true }
  },
  invoiceOrders: async (_input, { deps, user }) => invoiceOrders(deps.db, user.id),
  invoiceRequest: async ({ body }, { deps, user }) => requestInvoice(deps.db, user.id, body, deps.now()),

  cancelAccountCheck: async (_input, { deps, user }) => cancelCheck(deps.db, user.id, deps.now()),
  cancelAccount: async ({ query }, { deps, user, hono }) => {
    hono.header("cache-control", "no-store")
    await closeAccount(deps.db, user.id, query.agree === "true", deps.now())
    await deps.tokens.revokeOthers(user.id, "")
    // Every session ended, this browser's too.
    clearSessionCookies(hono, requestIsHttps(hono, deps.config.trustedProxies))
    return { ok: true }
  },
  shopApplyStatus: async (_input, { deps, user }) => shopApplyStatus(deps.db, user.id),
  shopCancel: async ({ query }, { deps, user, hono }) => {
    hono.header("cache-control", "no-store")
    return cancelShop(deps.db, user.id, query.agree === "true", deps.now())
  },
} satisfies AreaHandlers
