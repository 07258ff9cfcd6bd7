import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import path from "node:path"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"
import type { Plugin } from "vite"

/** Text files worth compressing; images, fonts and videos are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i
/** Below this size the encoded answer saves less than its headers cost. */
const MIN_BYTES = 1024

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? walk(full) : [full]
  })

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip, level 9) beside every text file
 * of the build, so that the server answers compressed bytes without compressing on each request.
 * Returns the files it compressed.
 */
export const precompressDir = (dir: string): string[] => {
  const done: string[] = []
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file)) continue
    const bytes = readFileSync(file)
    if (bytes.length < MIN_BYTES) continue
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
    )
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }))
    done.push(file)
  }
  return done
}

/** The Vite plugin: pre-compresses the client build once it is written. */
export const precompress = (): Plugin => {
  let outDir = "dist"
  return {
    name: "portal-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    // After the files are written, and only then: a failed build reports its own error.
    writeBundle() {
      precompressDir(outDir)
    },
  }
}
