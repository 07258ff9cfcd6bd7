/**
 * The rule centre (/rule/list, /rule/list/:categoryId): the portal's rules and agreements,
 * grouped. Each document is a static page of the route table.
 */

export interface RuleCategory {
  readonly id: string
  readonly title: string
  readonly description: string
  /** Paths of static pages of the route table. */
  readonly documents: ReadonlyArray<string>
}

export const RULE_CATEGORIES: ReadonlyArray<RuleCategory> = [
  {
    id: "agreements",
    title: "用户协议",
    description: "注册、使用与注销账号时您与平台之间的约定",
    documents: ["/register/agreement", "/legal-agreement/terms", "/announce/private-term", "/announce/cancel_account_agreement"],
  },
  {
    id: "membership",
    title: "会员与积分",
    description: "VIP会员、续费与积分的获取和使用",
    documents: ["/vip/agreement", "/announce/renew", "/announce/points", "/announce/account"],
  },
  {
    id: "trade",
    title: "交易与售后",
    description: "支付、退换货与退款",
    documents: ["/announce/direct-payment", "/announce/return-goods", "/announce/return-amount", "/announce/exceptions"],
  },
  {
    id: "merchants",
    title: "商家与合作",
    description: "商家入驻、服务等级与店铺注销",
    documents: ["/announce/coopwinwin", "/sla", "/announce/cancel_shop_account_agreement"],
  },
]

export function ruleCategory(id: string): RuleCategory | undefined {
  return RULE_CATEGORIES.find((category) => category.id === id)
}
