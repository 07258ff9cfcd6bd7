import { createReadStream, existsSync, statSync } from "node:fs"
import path from "node:path"
import { Readable } from "node:stream"
import type { Context } from "hono"
import { addVary, etagMatches, isCompressibleType, pickEncoding, type ContentCoding } from "./compression.ts"

const MIME: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".bmp": "image/bmp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".mp4": "video/mp4",
  ".mov": "video/quicktime",
  ".webm": "video/webm",
  ".txt": "text/plain; charset=utf-8",
}

export const mimeType = (file: string) => MIME[path.extname(file).toLowerCase()] ?? "application/octet-stream"

/** Resolves a URL path inside root, or null when it would leave it or names no file. */
export const resolveInside = (root: string, urlPath: string): string | null => {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  if (decoded.includes("\0")) return null
  const file = path.resolve(root, "." + path.posix.normalize("/" + decoded))
  if (file !== root && !file.startsWith(root + path.sep)) return null
  if (!existsSync(file) || !statSync(file).isFile()) return null
  return file
}

/** The build's pre-compressed twin of a file (`<file>.br`, `<file>.gz`), when the client accepts one. */
const precompressed = (file: string, acceptEncoding: string | undefined): { file: string; coding: ContentCoding } | null => {
  const offered: ContentCoding[] = []
  if (existsSync(`${file}.br`)) offered.push("br")
  if (existsSync(`${file}.gz`)) offered.push("gzip")
  const coding = offered.length > 0 ? pickEncoding(acceptEncoding, offered) : null
  if (!coding) return null
  return { file: `${file}.${coding === "br" ? "br" : "gz"}`, coding }
}

/**
 * Streams a file, honouring a single byte range (video seeking), an `If-None-Match` revalidation
 * (ETag of size and modification time) and `Accept-Encoding` (the build's brotli or gzip twin).
 */
export const sendFile = (c: Context, file: string, cacheControl: string): Response => {
  const stat = statSync(file)
  const size = stat.size
  const type = mimeType(file)
  const etag = `W/"${size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`
  const headers = new Headers({
    "content-type": type,
    "cache-control": cacheControl,
    "accept-ranges": "bytes",
    etag,
  })
  const compressible = isCompressibleType(type)
  if (compressible) addVary(headers, "Accept-Encoding")
  if (etagMatches(c.req.header("if-none-match"), etag)) {
    // An HTML document keeps its type on a 304, so that it keeps the page's security policy.
    if (!type.startsWith("text/html")) headers.delete("content-type")
    headers.delete("accept-ranges")
    return new Response(null, { status: 304, headers })
  }
  const range = /^bytes=(\d*)-(\d*)$/.exec(c.req.header("range") ?? "")
  if (range && (range[1] || range[2])) {
    const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]))
    const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1
    if (start >= size || start > end) {
      headers.set("content-range", `bytes */${size}`)
      return new Response(null, { status: 416, headers })
    }
    headers.set("content-range", `bytes ${start}-${end}/${size}`)
    headers.set("content-length", String(end - start + 1))
    const stream = Readable.toWeb(createReadStream(file, { start, end })) as ReadableStream
    return new Response(c.req.method === "HEAD" ? null : stream, { status: 206, headers })
  }
  const twin = compressible ? precompressed(file, c.req.header("accept-encoding")) : null
  const sent = twin?.file ?? file
  if (twin) headers.set("content-encoding", twin.coding)
  headers.set("content-length", String(twin ? statSync(sent).size : size))
  const stream = Readable.toWeb(createReadStream(sent)) as ReadableStream
  return new Response(c.req.method === "HEAD" ? null : stream, { status: 200, headers })
}

export const IMMUTABLE = "public, max-age=31536000, immutable"
export const NO_CACHE = "no-cache"
