/** Category tree panel (spec 2 §2, §3, §5). */
import type { Category } from "./entities/category.ts"

export const ALL_CATEGORY_NAME = "全部"

/** The tree with the synthetic 全部 node (catId null) put first. */
export function withAllCategory(tree: ReadonlyArray<Category>): ReadonlyArray<Category> {
  return [{ catId: null, name: ALL_CATEGORY_NAME, parentCid: null, children: [] }, ...tree]
}

/**
 * Keeps nodes whose name contains the keyword, and the ancestors of such nodes (as the tree
 * panel shows them); a blank keyword keeps everything.
 */
export function filterCategories(tree: ReadonlyArray<Category>, keyword: string): ReadonlyArray<Category> {
  const k = keyword.trim()
  if (k === "") return tree
  const out: Category[] = []
  for (const node of tree) {
    const children = filterCategories(node.children ?? [], k)
    if (node.name.includes(k) || children.length > 0) out.push({ ...node, children })
  }
  return out
}

/** The category and its ancestors' ids, top first (for the cascader's value). */
export function categoryPath(tree: ReadonlyArray<Category>, catId: number): ReadonlyArray<number> {
  for (const node of tree) {
    if (node.catId === catId) return [catId]
    const below = categoryPath(node.children ?? [], catId)
    if (below.length > 0 && node.catId !== null) return [node.catId, ...below]
  }
  return []
}
