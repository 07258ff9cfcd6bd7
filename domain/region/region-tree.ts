/**
 * Helpers over the province / city / district tree. They take the tree as an argument so the
 * data (region-data.ts, about 140 KB) is loaded only where it is needed.
 */
import type { RegionNode } from "./entities/region.ts"
import { parseRegionIds, type RegionIds } from "./region-ids.ts"

export type RegionTree = ReadonlyArray<RegionNode>

/** The nodes from the top level down to the node with this id, or `[]` when absent. */
export function findRegionPath(tree: RegionTree, id: string): ReadonlyArray<RegionNode> {
  for (const node of tree) {
    if (node.id === id) return [node]
    const below = findRegionPath(node.child ?? [], id)
    if (below.length > 0) return [node, ...below]
  }
  return []
}

/** The nodes of an id cascade, each looked up among the previous one's children; stops at the first unknown id. */
export function regionCascade(tree: RegionTree, ids: RegionIds): ReadonlyArray<RegionNode> {
  const out: RegionNode[] = []
  let level: RegionTree = tree
  for (const id of ids) {
    const node = level.find((n) => n.id === id)
    if (node === undefined) break
    out.push(node)
    level = node.child ?? []
  }
  return out
}

/** Names of an id cascade (array or the JSON text stored on an address) joined by spaces: `北京市 市辖区 东城区`. */
export function regionText(tree: RegionTree, ids: RegionIds | string): string {
  return regionCascade(tree, parseRegionIds(ids))
    .map((n) => n.name)
    .join(" ")
}

/** The id cascade leading to a node: `110101` -> `["110000", "110100", "110101"]`. */
export function regionIdsOf(tree: RegionTree, id: string): RegionIds {
  return findRegionPath(tree, id).map((n) => n.id)
}
