/** Loads the region tree on demand, so pages without an address form do not carry it. */
import type { RegionTree } from "./region-tree.ts"

export async function loadRegionTree(): Promise<RegionTree> {
  const mod = await import("./region-data.ts")
  return mod.REGION_TREE
}
