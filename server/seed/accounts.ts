import { insertUser, type NewUser } from "../core/db/factories/users.ts"
import type { Tx } from "../core/db/client.ts"
import type { SeedSet } from "./seed-sets.ts"

const YEAR_MS = 365 * 86_400_000

/**
 * The demo accounts, listed with their passwords in README.md. Passwords
 * follow the password rule (letter first, 6-18 letters, digits or underscore);
 * each account has a phone for SMS login and password recovery. The official
 * customer-service account is the first account of type sys, which is what
 * `official_authority` reaches.
 */
export const demoAccounts = (now: number): ReadonlyArray<NewUser & { username: string; password: string }> => [
  {
    username: "yuexiang_service",
    password: "Service_2024",
    nickName: "悦享官方客服",
    phone: "13800000006",
    type: "sys",
    gender: "女",
    authState: "certified",
  },
  {
    username: "lin_xiaoyu",
    password: "Member_2024",
    nickName: "林小雨",
    phone: "13800000001",
    email: "xiaoyu.lin@example.cn",
    gender: "女",
    authState: "not_certified",
  },
  {
    username: "zhou_vip",
    password: "Vip_2024",
    nickName: "周婉清",
    phone: "13800000002",
    gender: "女",
    authState: "certified",
    grade: "VIP会员",
    vipAmount: 19_900,
    vipExpiresAt: new Date(now + YEAR_MS),
  },
  {
    username: "chen_maker",
    password: "Maker_2024",
    nickName: "陈一帆",
    phone: "13800000003",
    gender: "男",
    authState: "auth_examine",
    isMaker: true,
  },
  {
    username: "meiyan_shop",
    password: "Shop_2024",
    nickName: "美妍旗舰店",
    phone: "13800000004",
    type: "merchant",
    gender: "女",
    authState: "auth_fail",
  },
  {
    username: "portal_admin",
    password: "Admin_2024",
    nickName: "平台管理员",
    phone: "13800000005",
    gender: "男",
    roles: ["ROLE_ADMIN"],
    authState: "certified",
  },
]

/** Demo accounts of every kind: member, VIP, maker, merchant, customer service, administrator. */
export const accountsSeed: SeedSet = {
  name: "accounts",
  demo: true,
  async apply(tx: Tx) {
    for (const account of demoAccounts(Date.now())) await insertUser(tx, account)
  },
}

/**
 * One administrator for each role of the back office besides the super administrator
 * (domain/admin/permissions.ts), listed in README.md.
 */
export const adminAccounts: ReadonlyArray<NewUser & { username: string; password: string }> = [
  { username: "content_auditor", password: "Audit_2024", nickName: "内容审核员", phone: "13800000011", gender: "女", roles: ["ROLE_CONTENT_AUDITOR"], authState: "certified" },
  { username: "finance_admin", password: "Finance_2024", nickName: "财务专员", phone: "13800000012", gender: "男", roles: ["ROLE_FINANCE"], authState: "certified" },
  { username: "service_admin", password: "Kefu_2024", nickName: "客服专员", phone: "13800000013", gender: "女", roles: ["ROLE_SERVICE"], authState: "certified" },
  { username: "operator_admin", password: "Yunying_2024", nickName: "运营专员", phone: "13800000014", gender: "男", roles: ["ROLE_OPERATOR"], authState: "certified" },
]

/** The back office's administrators, one per role. */
export const adminAccountsSeed: SeedSet = {
  name: "admin-accounts",
  demo: true,
  async apply(tx: Tx) {
    for (const account of adminAccounts) await insertUser(tx, account)
  },
}
