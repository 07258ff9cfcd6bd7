import { existsSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import { Schema } from "effect"
import { matchRoute } from "../../domain/shell/routes/route-table.ts"

/** Written by the build beside its manifest (scripts/route-chunks.ts): each route's page scripts. */
export const ROUTE_CHUNKS_FILE = ".vite/route-chunks.json"

const decodeRouteChunks = Schema.decodeUnknownSync(Schema.Record(Schema.String, Schema.Array(Schema.String)))
/** A script of the build, fit for an attribute. */
const BUILT_SCRIPT = /^\/assets\/[\w\-.]+\.js$/

const cache = new Map<string, { readonly mtimeMs: number; readonly chunks: Readonly<Record<string, ReadonlyArray<string>>> }>()

const chunksOf = (clientDir: string): Readonly<Record<string, ReadonlyArray<string>>> => {
  const file = path.join(clientDir, ROUTE_CHUNKS_FILE)
  if (!existsSync(file)) return {}
  const mtimeMs = statSync(file).mtimeMs
  const cached = cache.get(file)
  if (cached && cached.mtimeMs === mtimeMs) return cached.chunks
  let chunks: Readonly<Record<string, ReadonlyArray<string>>> = {}
  try {
    chunks = decodeRouteChunks(JSON.parse(readFileSync(file, "utf8")))
  } catch {
    // A damaged file costs the hints, never the page.
  }
  cache.set(file, { mtimeMs, chunks })
  return chunks
}

/**
 * The scripts the page of `pathname` needs beyond the document's own (its chunk, the chunks that
 * chunk imports and the schema library of the first call), as the last build wrote them; none
 * for a path of no page or before a build.
 */
export const routeScripts = (clientDir: string, pathname: string): ReadonlyArray<string> => {
  const match = matchRoute(pathname)
  if (match === null) return []
  return (chunksOf(clientDir)[match.route.path] ?? []).filter((script) => BUILT_SCRIPT.test(script))
}
