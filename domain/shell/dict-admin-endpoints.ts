import { Schema } from "effect"
import { PERMISSIONS, requires } from "../admin/index.ts"
import { endpoint } from "../core/endpoint.ts"
import { IdFromString, Int4, SafeNonEmpty } from "../core/validation/boundary.ts"

/**
 * The operator's editing of the dictionaries behind GET api/dictDetail/free (运营): the entries of
 * each dictionary with their label, value, order and whether they are offered. The dictionaries
 * themselves are named in code (the pages ask for them by name), so only their entries change here.
 */

const SITE = requires(PERMISSIONS.site)
const Ok = Schema.Struct({ ok: Schema.Boolean })

export const DICT_ADMIN_MESSAGES = {
  saved: "已保存，前台即时生效",
  added: "字典项已添加",
  deleted: "字典项已删除",
  noSuchDict: "字典不存在",
  noSuchEntry: "字典项不存在",
  duplicateValue: "该字典中已有相同的值",
  labelRequired: "请填写名称",
  labelTooLong: "名称最多30个字",
  valueRequired: "请填写值",
  valueTooLong: "值最多40个字符",
  valueBlank: "值的首尾不能有空格",
  sortRange: "排序须是0到9999之间的整数",
} as const

export const DICT_LABEL_MAX = 30
export const DICT_VALUE_MAX = 40
export const DICT_SORT_MAX = 9999

/** The one rule for an entry, read by the form before it sends and by the server's schema. */
export function dictEntryProblem(input: { readonly label: string; readonly value: string; readonly sort: number }): string | null {
  if (input.label.trim() === "") return DICT_ADMIN_MESSAGES.labelRequired
  if (input.label.length > DICT_LABEL_MAX) return DICT_ADMIN_MESSAGES.labelTooLong
  if (input.value === "") return DICT_ADMIN_MESSAGES.valueRequired
  if (input.value.length > DICT_VALUE_MAX) return DICT_ADMIN_MESSAGES.valueTooLong
  if (input.value.trim() !== input.value) return DICT_ADMIN_MESSAGES.valueBlank
  if (!Number.isInteger(input.sort) || input.sort < 0 || input.sort > DICT_SORT_MAX) return DICT_ADMIN_MESSAGES.sortRange
  return null
}

export const DictEntryInput = Schema.Struct({
  label: SafeNonEmpty(DICT_LABEL_MAX),
  value: SafeNonEmpty(DICT_VALUE_MAX),
  sort: Int4.check(Schema.isBetween({ minimum: 0, maximum: DICT_SORT_MAX })),
  enabled: Schema.Boolean,
}).check(Schema.makeFilter((input) => dictEntryProblem(input) ?? true))
export type DictEntryInput = typeof DictEntryInput.Type

export const AdminDict = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  description: Schema.String,
  entries: Schema.Number,
})
export type AdminDict = typeof AdminDict.Type

export const AdminDictEntry = Schema.Struct({
  id: Schema.Number,
  dictId: Schema.Number,
  label: Schema.String,
  value: Schema.String,
  sort: Schema.Number,
  enabled: Schema.Boolean,
})
export type AdminDictEntry = typeof AdminDictEntry.Type

const IdParam = Schema.Struct({ id: IdFromString })

export const dictAdminEndpoints = {
  adminDicts: endpoint({
    method: "GET",
    path: "/api/admin/dicts",
    access: SITE,
    response: Schema.Array(AdminDict),
    errors: [],
  }),
  /** Every entry of one dictionary, disabled ones too, in their order. */
  adminDictEntries: endpoint({
    method: "GET",
    path: "/api/admin/dicts/{id}/entries",
    access: SITE,
    params: IdParam,
    response: Schema.Array(AdminDictEntry),
    errors: [400, 404],
  }),
  adminDictEntryCreate: endpoint({
    method: "POST",
    path: "/api/admin/dicts/{id}/entries",
    access: SITE,
    params: IdParam,
    body: DictEntryInput,
    response: AdminDictEntry,
    auditedByService: true,
    errors: [400, 404, 409],
  }),
  adminDictEntryUpdate: endpoint({
    method: "PUT",
    path: "/api/admin/dictEntries/{id}",
    access: SITE,
    params: IdParam,
    body: DictEntryInput,
    response: AdminDictEntry,
    auditedByService: true,
    errors: [400, 404, 409],
  }),
  adminDictEntryDelete: endpoint({
    method: "DELETE",
    path: "/api/admin/dictEntries/{id}",
    access: SITE,
    params: IdParam,
    response: Ok,
    auditedByService: true,
    errors: [400, 404],
  }),
} as const
