import { readFileSync, statSync } from "node:fs"
import type { Context } from "hono"
import { addVary, compressBytes, contentEtag, COMPRESS_MIN_BYTES, etagMatches, pickEncoding } from "./compression.ts"

const templates = new Map<string, { readonly mtimeMs: number; readonly text: string }>()

/** The built document's text, read again only when the build changed it. */
const template = (file: string): string => {
  const mtimeMs = statSync(file).mtimeMs
  const cached = templates.get(file)
  if (cached && cached.mtimeMs === mtimeMs) return cached.text
  const text = readFileSync(file, "utf8")
  templates.set(file, { mtimeMs, text })
  return text
}

/**
 * Sends an HTML document of the build with `head` added at the end of its head (links the
 * first screen needs early) and `root` in its empty app root (what shows until the app runs):
 * an ETag of the bytes sent, so that a revalidation costs a 304, and brotli or gzip as the
 * browser accepts. The document is never cached without revalidation.
 */
export const sendDocument = async (c: Context, file: string, head: string, root = ""): Promise<Response> => {
  const text = template(file)
  const withHead = head === "" ? text : text.replace("</head>", `${head}\n  </head>`)
  const html = root === "" ? withHead : withHead.replace('<div id="root"></div>', `<div id="root">${root}</div>`)
  const bytes = new TextEncoder().encode(html)
  const etag = contentEtag(bytes)
  const headers = new Headers({ "content-type": "text/html; charset=utf-8", "cache-control": "no-cache", etag })
  addVary(headers, "Accept-Encoding")
  // A 304 keeps its content type: the browser takes the 304's headers into its stored copy, and
  // the security headers give an HTML answer the page's policy, anything else a policy that
  // lets no script run (server/core/http/security-headers.ts).
  if (etagMatches(c.req.header("if-none-match"), etag)) return new Response(null, { status: 304, headers })
  const coding = bytes.byteLength >= COMPRESS_MIN_BYTES ? pickEncoding(c.req.header("accept-encoding")) : null
  const body = coding ? new Uint8Array(await compressBytes(bytes, coding)) : bytes
  if (coding) headers.set("content-encoding", coding)
  headers.set("content-length", String(body.byteLength))
  return new Response(c.req.method === "HEAD" ? null : body, { status: 200, headers })
}
