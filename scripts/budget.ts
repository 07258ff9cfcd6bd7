import { existsSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"

/**
 * The first page's weight, read from the Vite manifest of a build: the scripts and stylesheets the
 * home page needs before it can paint (the entry with its static imports and the home page's
 * chunk with its own), counted in the build's `.br` and `.gz` twins the server sends; the budget
 * holds for gzip, the larger. The endpoint table and effect's Schema load with the first
 * call, after that paint.
 */
export const SCRIPT_BUDGET_BYTES = 150 * 1024
export const STYLE_BUDGET_BYTES = 30 * 1024

interface ManifestChunk {
  readonly file: string
  readonly src?: string
  readonly isEntry?: boolean
  readonly imports?: readonly string[]
  readonly css?: readonly string[]
}
type Manifest = Readonly<Record<string, ManifestChunk>>

/** Sources whose chunks the first page loads at once besides the entry's static imports. */
export const FIRST_PAGE_SOURCES = ["ui/home/home-page.tsx"] as const

export interface FirstPageWeight {
  readonly scripts: readonly Weighed[]
  readonly styles: readonly Weighed[]
  /** Brotli bytes. */
  readonly scriptBytes: number
  readonly styleBytes: number
  readonly scriptGzipBytes: number
  readonly styleGzipBytes: number
}

export interface Weighed {
  readonly file: string
  readonly brotli: number
  readonly gzip: number
}

const weigh = (clientDir: string, file: string): Weighed => {
  const full = path.join(clientDir, file)
  const size = (suffix: string, compress: (bytes: Buffer) => Buffer) =>
    existsSync(full + suffix) ? statSync(full + suffix).size : compress(readFileSync(full)).length
  return {
    file,
    brotli: size(".br", (b) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } })),
    gzip: size(".gz", (b) => gzipSync(b, { level: 9 })),
  }
}

export const readManifest = (clientDir: string): Manifest =>
  JSON.parse(readFileSync(path.join(clientDir, ".vite", "manifest.json"), "utf8")) as Manifest

export const firstPageWeight = (clientDir: string, manifest: Manifest = readManifest(clientDir)): FirstPageWeight => {
  const seen = new Set<string>()
  const scripts: string[] = []
  const styles = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) throw new Error(`the manifest names no chunk ${key}`)
    scripts.push(chunk.file)
    for (const css of chunk.css ?? []) styles.add(css)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith("index.html"))
  if (!entry) throw new Error("the manifest has no index.html entry")
  visit(entry)
  for (const source of FIRST_PAGE_SOURCES) if (manifest[source]) visit(source)
  const scriptList = scripts.map((file) => weigh(clientDir, file))
  const styleList = [...styles].map((file) => weigh(clientDir, file))
  const sum = (list: readonly Weighed[], key: "brotli" | "gzip") => list.reduce((total, w) => total + w[key], 0)
  return {
    scripts: scriptList,
    styles: styleList,
    scriptBytes: sum(scriptList, "brotli"),
    styleBytes: sum(styleList, "brotli"),
    scriptGzipBytes: sum(scriptList, "gzip"),
    styleGzipBytes: sum(styleList, "gzip"),
  }
}
