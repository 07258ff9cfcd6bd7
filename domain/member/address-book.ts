/**
 * The address book /account/address (spec 2 §3, §4, §5, §8, §9) beyond the form rules of
 * ../validation/address-form.ts and the count rules of ../address.ts: messages of the list, the
 * remaining-count line, and the region cascade checked against the region tree.
 */
import { MAX_ADDRESSES } from "../core/constants.ts"
import { remainingAddresses } from "./address.ts"
import type { RegionNode } from "../region/entities/region.ts"
import { regionCascade, type RegionTree } from "../region/region-tree.ts"
import type { RegionIds } from "../region/region-ids.ts"

export const ADDRESS_BOOK_MESSAGES = {
  full: `最多只能保存 ${MAX_ADDRESSES} 个收货地址`,
  confirmDelete: "确定删除该收货地址吗？",
  deleted: "删除成功",
  defaultSet: "已设为默认地址",
  regionInvalid: "请选择完整的所在地区",
  notFound: "收货地址不存在",
  noDefault: "您还没有设置默认收货地址",
} as const

/** `已保存 3 个地址，还可以保存 17 个`. */
export function remainingAddressText(count: number): string {
  return `已保存 ${count} 个地址，还可以保存 ${remainingAddresses(count)} 个`
}

/**
 * Whether an id cascade names a real path down the tree to a node without children (province,
 * city and district; the province and city of a region without districts).
 */
export function isCompleteRegion(tree: RegionTree, ids: RegionIds): boolean {
  if (ids.length === 0) return false
  const nodes = regionCascade(tree, ids)
  if (nodes.length !== ids.length) return false
  const last: RegionNode | undefined = nodes[nodes.length - 1]
  return last !== undefined && (last.child === undefined || last.child.length === 0)
}
