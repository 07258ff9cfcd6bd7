import { createReadStream, existsSync, statSync } from "node:fs"
import path from "node:path"
import { Readable } from "node:stream"
import type { Context } from "hono"

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

/** Streams a file, honouring a single byte range (video seeking). */
export const sendFile = (c: Context, file: string, cacheControl: string): Response => {
  const size = statSync(file).size
  const headers = new Headers({
    "content-type": mimeType(file),
    "cache-control": cacheControl,
    "accept-ranges": "bytes",
  })
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
  headers.set("content-length", String(size))
  const stream = Readable.toWeb(createReadStream(file)) as ReadableStream
  return new Response(c.req.method === "HEAD" ? null : stream, { status: 200, headers })
}

export const IMMUTABLE = "public, max-age=31536000, immutable"
export const NO_CACHE = "no-cache"
