import path from "node:path"

/**
 * One chunk for the modules the app's document loads before its first paint. Left to itself the
 * bundler splits them by which later pages share them, into some thirty small files; a phone on
 * a slow line fetches those over six connections, a round trip per handful, before anything
 * shows. The single-sign-on frame's own document (iframe.html) keeps its small chunks: modules
 * its entry reaches are left out of this one.
 */

interface ModuleGraph {
  getModuleInfo(id: string): { readonly importedIds: readonly string[]; readonly importers: readonly string[] } | null
}

/** A document, or the module a document names: they stay the entries, each loading what it needs. */
const isEntryModule = (id: string, graph: ModuleGraph): boolean =>
  id.endsWith(".html") || (graph.getModuleInfo(id)?.importers ?? []).some((importer) => importer.endsWith(".html"))

/** The modules a document imports, directly or through others (what the bundler adds to every document too). */
const reachedFrom = (document: string, graph: ModuleGraph): Set<string> => {
  const reached = new Set<string>()
  const next = [document]
  for (let id = next.pop(); id !== undefined; id = next.pop()) {
    if (reached.has(id)) continue
    reached.add(id)
    next.push(...(graph.getModuleInfo(id)?.importedIds ?? []))
  }
  return reached
}

/** The `output.codeSplitting` group: the document's first modules, without those of the frame's document. */
export const firstScreenChunk = (frameDocument = path.resolve("iframe.html")) => {
  let frame: Set<string> | undefined
  return {
    debugName: "first screen",
    name: (id: string, graph: ModuleGraph) => (isEntryModule(id, graph) || (frame ??= reachedFrom(frameDocument, graph)).has(id) ? null : "app"),
    tags: ["$initial" as const],
    // The frame's modules stay out even when a module of the first screen imports them.
    includeDependenciesRecursively: false,
  }
}
