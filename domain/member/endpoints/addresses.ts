import { Schema } from "effect"
import { endpoint } from "../../core/endpoint.ts"
import { AddressList, SavedAddress } from "../entities/member.ts"
import { PageQuery, PositiveId, Text } from "./common.ts"

/** The address fields as the form sends them; `region` is the JSON text of the id cascade. */
const AddressFields = {
  name: Text(100),
  region: Text(200),
  detail: Text(400),
  phone: Schema.optional(Schema.NullOr(Text(40))),
  telephone: Schema.optional(Schema.NullOr(Text(40))),
  defaulted: Schema.optional(Schema.Boolean),
}

/** Addresses (spec 2 §3, §5, §7, §9): at most 20, one default. */
export const memberAddressEndpoints = {
  addressCreate: endpoint({
    method: "POST",
    path: "/api/account/address",
    access: "member",
    body: Schema.Struct(AddressFields),
    response: SavedAddress,
    errors: [400, 409],
  }),
  addressUpdate: endpoint({
    method: "PUT",
    path: "/api/account/address",
    access: "member",
    body: Schema.Struct({ id: PositiveId, ...AddressFields }),
    response: SavedAddress,
    errors: [400, 404],
  }),
  addressDelete: endpoint({
    method: "DELETE",
    path: "/api/account/address/",
    access: "member",
    /** The ids to delete. */
    body: Schema.Array(PositiveId).check(Schema.isMinLength(1), Schema.isMaxLength(20)),
    response: Schema.Struct({ deleted: Schema.Number }),
    errors: [400],
  }),
  addressAll: endpoint({
    method: "GET",
    path: "/api/account/address/all/",
    access: "member",
    query: Schema.Struct(PageQuery),
    response: AddressList,
    errors: [400],
  }),
  addressDefault: endpoint({
    method: "GET",
    path: "/api/account/address/default",
    access: "member",
    response: Schema.NullOr(SavedAddress),
    errors: [],
  }),
} as const
