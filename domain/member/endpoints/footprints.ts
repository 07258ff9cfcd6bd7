import { Schema } from "effect"
import { endpoint } from "../../core/endpoint.ts"
import { FavoriteType } from "../entities/member.ts"
import { FootprintPage } from "../entities/footprint.ts"
import { IdBatch, PageQuery, PositiveId, Removed } from "./common.ts"

/** 我的足迹 (domain/member/footprint.ts). */
export const memberFootprintEndpoints = {
  footprintList: endpoint({
    method: "GET",
    path: "/api/account/footprints",
    access: "member",
    query: Schema.Struct({ ...PageQuery, type: Schema.optional(FavoriteType) }),
    response: FootprintPage,
    errors: [400],
  }),
  /** The member opened an item's page; an item that is not (or no longer) published is refused with 404. */
  footprintRecord: endpoint({
    method: "POST",
    path: "/api/account/footprints",
    access: "member",
    body: Schema.Struct({ targetType: FavoriteType, targetId: PositiveId }),
    response: Schema.Struct({ recorded: Schema.Boolean }),
    errors: [400, 404],
    keepsSharedReads: true,
  }),
  /** Removes the member's entries by id; others' ids are left alone. */
  footprintRemove: endpoint({
    method: "POST",
    path: "/api/account/footprints/remove",
    access: "member",
    body: IdBatch,
    response: Removed,
    errors: [400],
  }),
  footprintClear: endpoint({
    method: "DELETE",
    path: "/api/account/footprints",
    access: "member",
    response: Removed,
    errors: [],
  }),
} as const
