import { PERMISSIONS, requires } from "../admin/index.ts"
import { Schema } from "effect"
import { endpoint } from "../core/endpoint.ts"
import { IdNumber, NameText, SafeText } from "../core/validation/boundary.ts"
import { IdParam, Ok, PageQuery } from "../member/endpoints/common.ts"
import { BrandAuthLookup, BrandAuthorisation, BrandAuthPage, ShopChoice } from "./brand-authorisation.ts"
import { MyShopApplication, SHOP_APPLICATION_STATUSES, SHOP_SUBJECTS, ShopApplication, ShopApplicationPage, ShopInfo } from "./shop-opening.ts"

const ADMIN = requires(PERMISSIONS.reviewIdentity)

/** Bounded above the rules of ./shop-opening.ts so that the rule's own message answers. */
const ApplicationBody = Schema.Struct({
  shopName: NameText(60),
  subject: Schema.Literals(SHOP_SUBJECTS),
  category: SafeText(20),
  companyName: NameText(120),
  creditCode: SafeText(40),
  legalPerson: NameText(60),
  contactPhone: SafeText(20),
  address: SafeText(300),
  licencePicture: SafeText(200),
  description: SafeText(600),
})

const ShopInfoBody = Schema.Struct({ name: NameText(60), logo: SafeText(200), description: SafeText(600), servicePhone: SafeText(20) })

const BrandAuthBody = Schema.Struct({
  shopId: IdNumber,
  brand: NameText(90),
  certificateCode: SafeText(40),
  authoriser: NameText(150),
  scope: SafeText(180),
  validFrom: SafeText(10),
  validUntil: SafeText(10),
  picture: SafeText(200),
})

/**
 * Opening a shop (spec 1 §2.2 /shop, /shop/maintaininfo; the fee is the wallet's shop fee
 * order at /account/shop/pay) and 品牌认证查询 (/security/index) with their administration.
 * Paths are ours (docs/decisions.md, "Opening a shop", "Brand authorisation lookup").
 */
export const shopOpeningEndpoints = {
  myShopApplication: endpoint({ method: "GET", path: "/api/memberShop/apply", access: "member", response: MyShopApplication, errors: [] }),
  /** Applies, or applies again after a rejection. */
  shopApplicationSubmit: endpoint({ method: "POST", path: "/api/memberShop/apply", access: "member", body: ApplicationBody, response: ShopApplication, errors: [400, 409] }),
  shopInfo: endpoint({ method: "GET", path: "/api/memberShop/info", access: "member", response: ShopInfo, errors: [404] }),
  shopInfoUpdate: endpoint({ method: "PUT", path: "/api/memberShop/info", access: "member", body: ShopInfoBody, response: ShopInfo, errors: [400, 404, 409] }),
  adminShopApplications: endpoint({
    method: "GET",
    path: "/api/admin/shopApplications",
    access: ADMIN,
    query: Schema.Struct({ ...PageQuery, status: Schema.Literals(SHOP_APPLICATION_STATUSES) }),
    response: ShopApplicationPage,
    errors: [400],
  }),
  adminShopApplicationApprove: endpoint({
    method: "POST",
    path: "/api/admin/shopApplications/{id}/approve",
    access: ADMIN,
    params: IdParam,
    response: ShopApplication,
    errors: [400, 404, 409],
  }),
  adminShopApplicationReject: endpoint({
    method: "POST",
    path: "/api/admin/shopApplications/{id}/reject",
    access: ADMIN,
    params: IdParam,
    body: Schema.Struct({ reason: SafeText(300) }),
    response: ShopApplication,
    errors: [400, 404, 409],
  }),
  brandAuthLookup: endpoint({
    method: "GET",
    path: "/api/security/brand",
    access: "public",
    query: Schema.Struct({ keyword: SafeText(100) }),
    response: BrandAuthLookup,
    errors: [400],
  }),
  adminBrandAuths: endpoint({
    method: "GET",
    path: "/api/admin/brandAuths",
    access: ADMIN,
    query: Schema.Struct({ ...PageQuery, keyword: Schema.optional(SafeText(40)) }),
    response: BrandAuthPage,
    errors: [400],
  }),
  adminBrandAuthShops: endpoint({ method: "GET", path: "/api/admin/brandAuths/shops", access: ADMIN, response: Schema.Array(ShopChoice), errors: [] }),
  adminBrandAuthCreate: endpoint({ method: "POST", path: "/api/admin/brandAuths", access: ADMIN, body: BrandAuthBody, response: BrandAuthorisation, errors: [400, 404, 409] }),
  adminBrandAuthUpdate: endpoint({
    method: "PUT",
    path: "/api/admin/brandAuths/{id}",
    access: ADMIN,
    params: IdParam,
    body: BrandAuthBody,
    response: BrandAuthorisation,
    errors: [400, 404, 409],
  }),
  adminBrandAuthRevoke: endpoint({ method: "POST", path: "/api/admin/brandAuths/{id}/revoke", access: ADMIN, params: IdParam, response: Ok, errors: [400, 404] }),
} as const
