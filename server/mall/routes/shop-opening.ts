import type { AreaHandlers } from "../../core/http/handler.ts"
import { brandAuthPage, brandAuthShops, createBrandAuth, lookupBrandAuth, revokeBrandAuth, updateBrandAuth } from "../services/brand-authorisations.ts"
import {
  approveShopApplication,
  myShopApplication,
  rejectShopApplication,
  shopApplicationPage,
  shopInfo,
  submitShopApplication,
  updateShopInfo,
} from "../services/shop-opening.ts"

/** `您的开店申请未通过：原因`. */
const rejectedNotice = (reason: string) => `您的开店申请未通过：${reason}。请修改资料后重新提交。`

/** Opening a shop and brand authorisations: see domain/mall/shop-opening-endpoints.ts. */
export const shopOpeningHandlers = {
  myShopApplication: async (_input, { deps, user }) => myShopApplication(deps.db, user.id, deps.now()),
  shopApplicationSubmit: async ({ body }, { deps, user }) => submitShopApplication(deps.db, user.id, body, deps.now()),
  shopInfo: async (_input, { deps, user }) => shopInfo(deps.db, user.id, deps.now()),
  shopInfoUpdate: async ({ body }, { deps, user }) => updateShopInfo(deps.db, user.id, body, deps.now()),
  adminShopApplications: async ({ query }, { deps }) => shopApplicationPage(deps.db, query, deps.now()),
  adminShopApplicationApprove: async ({ params }, { deps, user }) => {
    const result = await approveShopApplication(deps.db, user.id, params.id, deps.now())
    await deps.chat.pushNoticeAfter(result.userId, { msgType: "SUCCESS", title: "开店申请", msg: `您的店铺「${result.shopName}」已开通，可在店铺信息维护中完善资料。` }, "shop")
    return result
  },
  adminShopApplicationReject: async ({ params, body }, { deps, user }) => {
    const result = await rejectShopApplication(deps.db, user.id, params.id, body.reason, deps.now())
    await deps.chat.pushNoticeAfter(result.userId, { msgType: "WARNING", title: "开店申请", msg: rejectedNotice(result.rejectReason) }, "shop")
    return result
  },
  brandAuthLookup: async ({ query }, { deps }) => lookupBrandAuth(deps.db, query.keyword, deps.now()),
  adminBrandAuths: async ({ query }, { deps }) => brandAuthPage(deps.db, query, deps.now()),
  adminBrandAuthShops: async (_input, { deps }) => brandAuthShops(deps.db),
  adminBrandAuthCreate: async ({ body }, { deps }) => createBrandAuth(deps.db, body, deps.now()),
  adminBrandAuthUpdate: async ({ params, body }, { deps }) => updateBrandAuth(deps.db, params.id, body, deps.now()),
  adminBrandAuthRevoke: async ({ params }, { deps }) => {
    await revokeBrandAuth(deps.db, params.id, deps.now())
    return { ok: true }
  },
} satisfies AreaHandlers

