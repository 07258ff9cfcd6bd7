import { readFileSync } from "node:fs"
import path from "node:path"
import type { Plugin, Rollup } from "vite"
import { ROUTE_CHUNKS_FILE } from "../server/shell/route-scripts.ts"


const REGISTRY = "ui/app/page-registry.ts"
const ENTRY = /^\s*"([^"]+)":\s*lazy\(\(\)\s*=>\s*import\("([^"]+)"\)\),?\s*$/

/** The page module of each route pattern, as the page registry imports it (paths from the project root). */
export const pageSources = (registryText: string): ReadonlyMap<string, string> => {
  const sources = new Map<string, string>()
  for (const line of registryText.split("\n")) {
    const match = ENTRY.exec(line)
    if (match?.[1] && match[2]) sources.set(match[1], path.posix.join(path.posix.dirname(REGISTRY), match[2]))
  }
  return sources
}

/**
 * The scripts each route's page needs beyond what the document already loads: the page's chunk
 * and every chunk it imports, and the chunks every first call needs (the endpoint modules' own
 * imports: the schema library and its neighbours), without the entry's chunks. Paths as served.
 */
export const routeChunks = (bundle: Rollup.OutputBundle, root: string, sources: ReadonlyMap<string, string>): Record<string, string[]> => {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === "chunk")
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const closure = (names: ReadonlyArray<string>, into = new Set<string>()): Set<string> => {
    for (const name of names) {
      if (into.has(name)) continue
      into.add(name)
      closure(byName.get(name)?.imports ?? [], into)
    }
    return into
  }
  const entry = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName))
  const byModule = new Map(chunks.flatMap((chunk) => (chunk.facadeModuleId ? [[path.relative(root, chunk.facadeModuleId), chunk] as const] : [])))
  const endpointModules = chunks.filter((chunk) => chunk.isDynamicEntry && /^domain\/.*endpoints\.ts$/.test(path.relative(root, chunk.facadeModuleId ?? "")))
  const endpointClosures = endpointModules.map((chunk) => closure([chunk.fileName]))
  const shared = [...closure(endpointModules.flatMap((chunk) => chunk.imports))].filter((name) => endpointClosures.every((c) => c.has(name)))
  const result: Record<string, string[]> = {}
  for (const [pattern, source] of sources) {
    const page = byModule.get(source)
    if (!page) continue
    const needed = [...closure([page.fileName]), ...shared].filter((name) => !entry.has(name))
    result[pattern] = [...new Set(needed)].map((name) => `/${name}`)
  }
  return result
}

/** The Vite plugin: writes ROUTE_CHUNKS_FILE beside the manifest. */
export const routeChunksPlugin = (): Plugin => {
  let root = process.cwd()
  return {
    name: "portal-route-chunks",
    apply: "build",
    configResolved(config) {
      root = config.root
    },
    generateBundle(_options, bundle) {
      const sources = pageSources(readFileSync(path.join(root, REGISTRY), "utf8"))
      this.emitFile({ type: "asset", fileName: ROUTE_CHUNKS_FILE, source: JSON.stringify(routeChunks(bundle, root, sources)) })
    },
  }
}
