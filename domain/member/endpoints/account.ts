import { Schema } from "effect"
import { NameText } from "../../core/validation/boundary.ts"
import { endpoint } from "../../core/endpoint.ts"
import {
  CancelCheckResult,
  ExtensionInfo,
  Favorite,
  FavoritePage,
  FavoriteType,
  FeedbackItem,
  FeedbackPage,
  InvoiceOrder,
  InvoiceTitle,
  InvoiceTypeValue,
  ShopApplyStatus,
} from "../entities/member.ts"
import { IdBatch, IdFromString, IdParam, Ok, PageQuery, PositiveId, Removed, Text } from "./common.ts"

/** Favourites, promotion, feedback, invoices and closing the account or the shop. */
export const memberAccountEndpoints = {
  collectionList: endpoint({
    method: "GET",
    path: "/api/account/collection",
    access: "member",
    query: Schema.Struct({ ...PageQuery, type: Schema.optional(FavoriteType) }),
    response: FavoritePage,
    errors: [400],
  }),
  collectionAdd: endpoint({
    method: "POST",
    path: "/api/account/collection",
    access: "member",
    body: Schema.Struct({ targetType: FavoriteType, targetId: PositiveId }),
    response: Favorite,
    errors: [400, 404],
  }),
  collectionRemove: endpoint({
    method: "DELETE",
    path: "/api/account/collection",
    access: "member",
    body: IdBatch,
    response: Removed,
    errors: [400],
  }),
  collectionStatus: endpoint({
    method: "GET",
    path: "/api/account/collection/status",
    access: "member",
    query: Schema.Struct({ targetType: FavoriteType, targetId: IdFromString }),
    response: Schema.Struct({ collected: Schema.Boolean, id: Schema.NullOr(Schema.Number) }),
    errors: [400],
  }),

  extensionInfo: endpoint({
    method: "GET",
    path: "/api/account/extension",
    access: "member",
    query: Schema.Struct(PageQuery),
    response: ExtensionInfo,
    errors: [400],
  }),

  feedbackSubmit: endpoint({
    method: "POST",
    path: "/api/feedback",
    access: "member",
    body: Schema.Struct({
      type: Text(40),
      content: Text(2000),
      contact: Text(120),
      images: Schema.Array(Text(200)).check(Schema.isMaxLength(20)),
    }),
    response: FeedbackItem,
    errors: [400, 429],
  }),
  feedbackMine: endpoint({
    method: "GET",
    path: "/api/feedback/my",
    access: "member",
    query: Schema.Struct(PageQuery),
    response: FeedbackPage,
    errors: [400],
  }),

  invoiceTitles: endpoint({
    method: "GET",
    path: "/api/account/invoice/title",
    access: "member",
    response: Schema.Array(InvoiceTitle),
    errors: [],
  }),
  invoiceTitleSave: endpoint({
    method: "POST",
    path: "/api/account/invoice/title",
    access: "member",
    body: Schema.Struct({
      id: Schema.optional(Schema.NullOr(PositiveId)),
      type: InvoiceTypeValue,
      title: NameText(200),
      taxNo: Text(40),
      email: Text(120),
      bank: Text(200),
      address: Text(200),
      defaulted: Schema.Boolean,
    }),
    response: InvoiceTitle,
    errors: [400, 404, 409],
  }),
  invoiceTitleDelete: endpoint({
    method: "DELETE",
    path: "/api/account/invoice/title/{id}",
    access: "member",
    params: IdParam,
    response: Ok,
    errors: [404],
  }),
  invoiceOrders: endpoint({
    method: "GET",
    path: "/api/account/invoice/orders",
    access: "member",
    response: Schema.Array(InvoiceOrder),
    errors: [],
  }),
  invoiceRequest: endpoint({
    method: "POST",
    path: "/api/account/invoice",
    access: "member",
    body: Schema.Struct({ orderNo: Text(64), titleId: PositiveId }),
    response: InvoiceOrder,
    errors: [400, 404, 409],
  }),

  cancelAccountCheck: endpoint({
    method: "GET",
    path: "/api/Account/cancel_account/check",
    access: "member",
    response: CancelCheckResult,
    errors: [],
  }),
  /** Closes the account (GET, as the spec names it); `agree=true` confirms the agreement was read. */
  cancelAccount: endpoint({
    method: "GET",
    path: "/api/Account/cancel_account",
    access: "member",
    ownPagesOnly: true,
    query: Schema.Struct({ agree: Schema.optional(Schema.Literals(["true", "false"])) }),
    response: Ok,
    errors: [400, 409],
  }),
  shopApplyStatus: endpoint({
    method: "GET",
    path: "/api/memberShop/center/queryApplyStatus",
    access: "member",
    response: ShopApplyStatus,
    errors: [],
  }),
  /** Closes the member's shop (GET, as the spec names it); `agree=true` confirms the agreement was read. */
  shopCancel: endpoint({
    method: "GET",
    path: "/api/memberShop/account/cancel_shop",
    access: "member",
    ownPagesOnly: true,
    query: Schema.Struct({ agree: Schema.optional(Schema.Literals(["true", "false"])) }),
    response: ShopApplyStatus,
    errors: [400, 409],
  }),
} as const
