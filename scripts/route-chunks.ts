import { readFileSync } from "node:fs"
import path from "node:path"
import type { Plugin, Rollup } from "vite"
import { ROUTE_CHUNKS_FILE } from "../server/shell/route-scripts.ts"
import { firstScreen } from "../server/shell/first-answers.ts"
import { ENDPOINT_AREA } from "../adapters/api/endpoint-areas.ts"

const REGISTRY = "ui/app/page-registry.ts"
const ENTRY = /^\s*"([^"]+)":\s*lazy\(\(\)\s*=>\s*import\("([^"]+)"\)\),?\s*$/

/** The module each line of `text` (the file `file`) imports by a key, where `entry` reads the key and the import's path. */
const importedModules = (text: string, entry: RegExp, file: string): ReadonlyMap<string, string> => {
  const sources = new Map<string, string>()
  for (const line of text.split("\n")) {
    const match = entry.exec(line)
    if (match?.[1] && match[2]) sources.set(match[1], path.posix.join(path.posix.dirname(file), match[2]))
  }
  return sources
}

/** The page module of each route pattern, as the page registry imports it (paths from the project root). */
export const pageSources = (registryText: string): ReadonlyMap<string, string> => importedModules(registryText, ENTRY, REGISTRY)

const AREAS = "adapters/api/endpoint-areas.ts"
const TABLE = "adapters/api/endpoint-table.ts"
const AREA_ENTRY = /^\s*(\w+):\s*\(\)\s*=>\s*import\("([^"]+)"\)/

/** The module of each endpoint area, as the request client's area table imports it (paths from the project root). */
export const areaSources = (areasText: string): ReadonlyMap<string, string> => importedModules(areasText, AREA_ENTRY, AREAS)

/**
 * The modules the request client loads for a route's first calls (server/shell/first-answers.ts):
 * the endpoint table and the module of each call's area. Without them in the document, each is
 * asked for only once the app has run and made its call, one round trip after another before the
 * first screen can show its answers. A pattern's parameters are filled with a row id, and the
 * page is read both without a query and with an `id`, so that list and detail pages both count.
 */
export const firstCallSources = (patterns: Iterable<string>, areas: ReadonlyMap<string, string>): ReadonlyMap<string, ReadonlyArray<string>> => {
  const sources = new Map<string, ReadonlyArray<string>>()
  for (const pattern of patterns) {
    const concrete = pattern.replace(/:\w+/g, "1")
    const calls = ["", "id=1"].flatMap((search) => firstScreen(concrete, search)?.calls ?? [])
    const modules = calls.flatMap((call) => {
      const area = ENDPOINT_AREA.get(call.name)
      const source = area === undefined ? undefined : areas.get(area)
      return source === undefined ? [] : [source]
    })
    sources.set(pattern, [...new Set([TABLE, ...modules])])
  }
  return sources
}

/**
 * The scripts each route's page needs beyond what the document already loads: the page's chunk
 * and every chunk it imports, and the chunks every first call needs (the endpoint modules' own
 * imports: the schema library and its neighbours) and the modules of its first calls
 * (`firstCalls`, from firstCallSources), without the entry's chunks. Paths as served.
 */
export const routeChunks = (
  bundle: Rollup.OutputBundle,
  root: string,
  sources: ReadonlyMap<string, string>,
  firstCalls: ReadonlyMap<string, ReadonlyArray<string>> = new Map(),
): Record<string, string[]> => {
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
    const calls = (firstCalls.get(pattern) ?? []).flatMap((source) => {
      const chunk = byModule.get(source)
      return chunk ? [chunk.fileName] : []
    })
    const needed = [...closure([page.fileName]), ...shared, ...closure(calls)].filter((name) => !entry.has(name))
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
      const firstCalls = firstCallSources(sources.keys(), areaSources(readFileSync(path.join(root, AREAS), "utf8")))
      this.emitFile({ type: "asset", fileName: ROUTE_CHUNKS_FILE, source: JSON.stringify(routeChunks(bundle, root, sources, firstCalls)) })
    },
  }
}
