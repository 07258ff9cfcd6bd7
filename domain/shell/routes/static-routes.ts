/**
 * Static and legal pages. Those sharing one content view name the advert whose html they show
 * (route meta `advertId`, sent as `key` to GET api/advert). Keys are the page's name in
 * lower snake case and must not change: the advert records are stored under them.
 */
import { defineRoute, type RouteRecord } from "./route.ts"

const ADVERT_PAGES: ReadonlyArray<readonly [path: string, title: string, advertId: string]> = [
  ["/announce/aboutus", "关于我们", "aboutus"],
  ["/announce/contactus", "联系我们", "contactus"],
  ["/announce/renew", "续费说明", "renew"],
  ["/announce/exceptions", "免责声明", "exceptions"],
  ["/announce/private-term", "隐私政策", "private_term"],
  ["/announce/enterprise-vision", "企业愿景", "enterprise_vision"],
  ["/announce/coopwinwin", "合作共赢", "coopwinwin"],
  ["/announce/points", "积分规则", "points"],
  ["/announce/return-goods", "退换货政策", "return_goods"],
  ["/announce/direct-payment", "直接支付说明", "direct_payment"],
  ["/announce/account", "账户说明", "account"],
  ["/announce/return-amount", "退款说明", "return_amount"],
  ["/announce/cancel_account_agreement", "账号注销协议", "cancel_account_agreement"],
  ["/legal-agreement/terms", "法律声明及服务条款", "legal_terms"],
  ["/sla", "服务等级协议", "sla"],
  ["/register/agreement", "用户注册协议", "register_agreement"],
  ["/vip/agreement", "会员服务协议", "vip_agreement"],
]

const SEPARATE_PAGES: ReadonlyArray<readonly [path: string, title: string]> = [
  ["/legal-agreement/ctlnha", "证照信息"],
  ["/announce/cancel_shop_account_agreement", "店铺注销协议"],
  ["/announce/vip", "会员权益"],
  ["/announce/system", "系统公告"],
  ["/announce/success", "提交成功"],
]

export const STATIC_ROUTES: ReadonlyArray<RouteRecord> = [
  ...ADVERT_PAGES.map(([path, title, advertId]) =>
    defineRoute({ path, title, area: "static", layout: "standalone", meta: { advertId } }),
  ),
  ...SEPARATE_PAGES.map(([path, title]) => defineRoute({ path, title, area: "static", layout: "standalone" })),
  defineRoute({ path: "/rule/list", title: "规则中心", area: "static", layout: "standalone" }),
  defineRoute({
    path: "/rule/list/:categoryId",
    title: "规则详情",
    area: "static",
    layout: "standalone",
    parent: "/rule/list",
  }),
]
