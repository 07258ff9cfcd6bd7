import { lazy, type ComponentType, type LazyExoticComponent } from "react"
import type { RouteRecord } from "../../domain/routes/route.ts"

/** What every page receives: the parameters of its route pattern and its route record (title, meta). */
export interface PageProps {
  readonly params: Readonly<Record<string, string>>
  readonly route: RouteRecord
}

export type LazyPage = LazyExoticComponent<ComponentType<PageProps>>

/**
 * The page of each route of the domain route table that is built, keyed by the
 * route's pattern. Each page is its own chunk, loaded on demand. A route of the
 * table with no page here shows the not-found page.
 */
export const pages: Readonly<Record<string, LazyPage>> = {
  "/": lazy(() => import("../pages/home/home-page.tsx")),
  "/account/wechat": lazy(() => import("../pages/chat/chat-page.tsx")),
  "/account/message": lazy(() => import("../pages/chat/message-page.tsx")),
  "/401": lazy(() => import("../pages/shell/forbidden-page.tsx")),
  "/404": lazy(() => import("../pages/not-found/not-found-page.tsx")),
  "/iframe": lazy(() => import("../pages/shell/sso-frame-page.tsx")),
  "/download": lazy(() => import("../pages/shell/download-page.tsx")),
  "/download/app": lazy(() => import("../pages/shell/download-page.tsx")),
  "/download/merchant": lazy(() => import("../pages/shell/download-page.tsx")),
  "/download/maker": lazy(() => import("../pages/shell/download-page.tsx")),
  "/job": lazy(() => import("../pages/shell/job-page.tsx")),
  "/announce/aboutus": lazy(() => import("../pages/static/advert-page.tsx")),
  "/announce/contactus": lazy(() => import("../pages/static/advert-page.tsx")),
  "/announce/renew": lazy(() => import("../pages/static/advert-page.tsx")),
  "/announce/exceptions": lazy(() => import("../pages/static/advert-page.tsx")),
  "/announce/private-term": lazy(() => import("../pages/static/advert-page.tsx")),
  "/announce/enterprise-vision": lazy(() => import("../pages/static/advert-page.tsx")),
  "/announce/coopwinwin": lazy(() => import("../pages/static/advert-page.tsx")),
  "/announce/points": lazy(() => import("../pages/static/advert-page.tsx")),
  "/announce/return-goods": lazy(() => import("../pages/static/advert-page.tsx")),
  "/announce/direct-payment": lazy(() => import("../pages/static/advert-page.tsx")),
  "/announce/account": lazy(() => import("../pages/static/advert-page.tsx")),
  "/announce/return-amount": lazy(() => import("../pages/static/advert-page.tsx")),
  "/announce/cancel_account_agreement": lazy(() => import("../pages/static/advert-page.tsx")),
  "/legal-agreement/terms": lazy(() => import("../pages/static/advert-page.tsx")),
  "/sla": lazy(() => import("../pages/static/advert-page.tsx")),
  "/register/agreement": lazy(() => import("../pages/static/advert-page.tsx")),
  "/vip/agreement": lazy(() => import("../pages/static/advert-page.tsx")),
  "/legal-agreement/ctlnha": lazy(() => import("../pages/static/licences-page.tsx")),
  "/announce/cancel_shop_account_agreement": lazy(() => import("../pages/static/cancel-shop-agreement-page.tsx")),
  "/announce/vip": lazy(() => import("../pages/static/vip-benefits-page.tsx")),
  "/announce/system": lazy(() => import("../pages/static/system-notice-page.tsx")),
  "/announce/success": lazy(() => import("../pages/static/submit-success-page.tsx")),
  "/rule/list": lazy(() => import("../pages/static/rule-centre-page.tsx")),
  "/rule/list/:categoryId": lazy(() => import("../pages/static/rule-centre-page.tsx")),
  "/login": lazy(() => import("../pages/session/login-page.tsx")),
  "/login/qr/confirm": lazy(() => import("../pages/session/qr-confirm-page.tsx")),
  "/login/wechat": lazy(() => import("../pages/session/wechat-login-page.tsx")),
  "/register": lazy(() => import("../pages/session/register-page.tsx")),
  "/password/find": lazy(() => import("../pages/session/password-find-page.tsx")),
  "/admin/accounts": lazy(() => import("../pages/session/admin-accounts-page.tsx")),
  "/dev/outbox": lazy(() => import("../pages/dev/outbox-page.tsx")),
  "/dev/flows": lazy(() => import("../pages/dev/flows-page.tsx")),
  "/account/balance": lazy(() => import("../pages/wallet/balance-page.tsx")),
  "/account/points": lazy(() => import("../pages/wallet/points-page.tsx")),
  "/account/balance/recharge": lazy(() => import("../pages/wallet/recharge-page.tsx")),
  "/account/recharge/member/success": lazy(() => import("../pages/wallet/recharge-success-page.tsx")),
  "/account/balance/extract": lazy(() => import("../pages/wallet/extract-page.tsx")),
  "/account/balance/extract/success": lazy(() => import("../pages/wallet/extract-success-page.tsx")),
  "/account/vip/pay": lazy(() => import("../pages/wallet/vip-pay-page.tsx")),
  "/account/vip/success": lazy(() => import("../pages/wallet/vip-success-page.tsx")),
  "/account/shop/pay": lazy(() => import("../pages/wallet/shop-pay-page.tsx")),
  "/account/shop/pay/success": lazy(() => import("../pages/wallet/shop-pay-success-page.tsx")),
  "/sandbox/pay/:id": lazy(() => import("../pages/wallet/sandbox-pay-page.tsx")),
  "/admin/withdrawals": lazy(() => import("../pages/wallet/admin-withdrawals-page.tsx")),
  "/video": lazy(() => import("../pages/course/video-page.tsx")),
  "/video/search": lazy(() => import("../pages/course/search-page.tsx")),
  "/video/detail": lazy(() => import("../pages/course/detail-page.tsx")),
  "/image": lazy(() => import("../pages/course/image-page.tsx")),
  "/image/detail/:id": lazy(() => import("../pages/course/image-detail-page.tsx")),
  "/image/form/:id": lazy(() => import("../pages/course/image-form-page.tsx")),
  "/teacher": lazy(() => import("../pages/course/teacher-page.tsx")),
  "/famous": lazy(() => import("../pages/course/famous-page.tsx")),
  "/announce/course/play": lazy(() => import("../pages/course/play-page.tsx")),
  "/account/course/shopping": lazy(() => import("../pages/course/shopping-page.tsx")),
  "/account/course/pay": lazy(() => import("../pages/course/pay-page.tsx")),
  "/order/pay/success": lazy(() => import("../pages/course/pay-success-page.tsx")),
  "/account/course/comments": lazy(() => import("../pages/course/course-comments-page.tsx")),
  "/account/comments": lazy(() => import("../pages/course/my-comments-page.tsx")),
  "/account/questions": lazy(() => import("../pages/course/my-questions-page.tsx")),
  "/account/plan": lazy(() => import("../pages/course/plan-page.tsx")),
}
