import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { request } from "node:http"
import { tmpdir } from "node:os"
import path from "node:path"
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { siteConfigEntries } from "../../server/shell/tables.ts"
import { precompressDir } from "../../scripts/precompress.ts"
import { databaseKinds } from "../setup/databases.ts"
import { useTestServer } from "../setup/server-suite.ts"

/** A raw HTTP exchange: the bytes as they travel, not decoded as fetch would. */
const raw = (url: string, headers: Record<string, string> = {}, method = "GET") =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on("data", (chunk: Buffer) => chunks.push(chunk))
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on("error", reject)
    })
    req.on("error", reject)
    req.end()
  })

const decoded = (answer: { headers: Record<string, unknown>; body: Buffer }): string => {
  const coding = answer.headers["content-encoding"]
  if (coding === "br") return brotliDecompressSync(answer.body).toString("utf8")
  if (coding === "gzip") return gunzipSync(answer.body).toString("utf8")
  return answer.body.toString("utf8")
}

const varyHasEncoding = (headers: Record<string, unknown>) =>
  String(headers.vary ?? "")
    .toLowerCase()
    .split(",")
    .map((v) => v.trim())
    .includes("accept-encoding")

/** A built app in miniature: an index page and a hashed script large enough to compress. */
const makeClientDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "portal-client-"))
  mkdirSync(path.join(dir, "assets"))
  mkdirSync(path.join(dir, "media"))
  const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"行 ${i}"`).join(",")}]\n`
  writeFileSync(path.join(dir, "assets", "app-Ab12Cd34.js"), script)
  writeFileSync(path.join(dir, "assets", "tiny-Ef56.js"), "export const x = 1\n")
  const index = `<!doctype html><html lang="zh-CN"><head><title>悦享健康美丽网</title>${'<link rel="modulepreload" href="/assets/app-Ab12Cd34.js">'.repeat(30)}</head><body><div id="root"></div></body></html>`
  writeFileSync(path.join(dir, "index.html"), index)
  writeFileSync(path.join(dir, "media", "clip.mp4"), Buffer.alloc(4096, 7))
  mkdirSync(path.join(dir, ".vite"))
  writeFileSync(path.join(dir, ".vite", "route-chunks.json"), JSON.stringify({ "/video/detail": ["/assets/app-Ab12Cd34.js", "/assets/tiny-Ef56.js"] }))
  precompressDir(dir)
  return { dir, script, index }
}

describe("the build's pre-compression", () => {
  it("writes brotli and gzip twins of text files over 1 KB only, decoding to the same bytes", () => {
    const { dir, script } = makeClientDir()
    try {
      const file = path.join(dir, "assets", "app-Ab12Cd34.js")
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script)
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script)
      expect(readFileSync(`${file}.br`).length).toBeLessThan(script.length / 3)
      expect(() => readFileSync(path.join(dir, "assets", "tiny-Ef56.js.br"))).toThrow()
      expect(() => readFileSync(path.join(dir, "media", "clip.mp4.br"))).toThrow()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe.each(databaseKinds())("compressed transfer and revalidation over HTTP on %s", (kind) => {
  let client: ReturnType<typeof makeClientDir>
  beforeAll(() => {
    client = makeClientDir()
  })
  afterAll(() => {
    rmSync(client.dir, { recursive: true, force: true })
  })
  const suite = useTestServer(kind, { env: () => ({ CLIENT_DIR: client.dir }) })

  it("codes an API answer over 1 KB with brotli, else gzip, else sends it as it is, varying by Accept-Encoding", async () => {
    const url = `${suite.server.url}/api/SystemConfig`
    const plain = await raw(url)
    expect(plain.status).toBe(200)
    expect(plain.headers["content-encoding"]).toBeUndefined()
    expect(plain.body.length).toBeGreaterThan(1024)
    expect(varyHasEncoding(plain.headers)).toBe(true)
    const text = plain.body.toString("utf8")
    expect(JSON.parse(text).title).toBe("悦享健康美丽网")

    const br = await raw(url, { "accept-encoding": "gzip, deflate, br" })
    expect(br.headers["content-encoding"]).toBe("br")
    expect(Number(br.headers["content-length"])).toBe(br.body.length)
    expect(br.body.length).toBeLessThan(plain.body.length / 2)
    expect(decoded(br)).toBe(text)
    expect(varyHasEncoding(br.headers)).toBe(true)

    const gz = await raw(url, { "accept-encoding": "br;q=0, gzip" })
    expect(gz.headers["content-encoding"]).toBe("gzip")
    expect(decoded(gz)).toBe(text)

    const refused = await raw(url, { "accept-encoding": "identity, br;q=0, gzip;q=0" })
    expect(refused.headers["content-encoding"]).toBeUndefined()
    expect(refused.body.toString("utf8")).toBe(text)

    // HEAD names the length GET would send, in each coding, and sends no body.
    for (const [headers, bytes] of [[{}, plain.body.length], [{ "accept-encoding": "br" }, br.body.length]] as const) {
      const head = await raw(url, headers, "HEAD")
      expect(head.status).toBe(200)
      expect(Number(head.headers["content-length"])).toBe(bytes)
      expect(head.body.length).toBe(0)
    }
  })

  it("sends answers under 1 KB and error answers as they are, with their Chinese message intact", async () => {
    const health = await raw(`${suite.server.url}/api/health`, { "accept-encoding": "br, gzip" })
    expect(health.status).toBe(200)
    expect(health.headers["content-encoding"]).toBeUndefined()
    expect(JSON.parse(health.body.toString()).status).toBe("ok")

    const missing = await raw(`${suite.server.url}/api/no-such-call`, { "accept-encoding": "br, gzip" })
    expect(missing.status).toBe(404)
    expect(JSON.parse(decoded(missing))).toMatchObject({ status: 404, code: "not_found" })
    expect(missing.headers.etag).toBeUndefined()
  })

  it("answers a repeated read with 304 while the content is the same and with 200 once it changed", async () => {
    const url = `${suite.server.url}/api/SystemConfig`
    const first = await raw(url, { "accept-encoding": "br" })
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^W\/".+"$/)
    expect(first.headers["cache-control"]).toBe("no-cache")
    const again = await raw(url, { "accept-encoding": "gzip", "if-none-match": etag })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    expect(again.headers.etag).toBe(etag)

    // Written behind the API's back: both caches are emptied as a change through the API would.
    await suite.server.deps.db.insert(siteConfigEntries).values({ group: "website", key: "probeEtag", value: "新值" })
    suite.server.deps.siteCache.clear()
    suite.server.deps.sharedReads?.clear()
    const changed = await raw(url, { "accept-encoding": "br", "if-none-match": etag })
    expect(changed.status).toBe(200)
    expect(changed.headers.etag).not.toBe(etag)
    expect(JSON.parse(decoded(changed)).extra.probeEtag).toBe("新值")
  })

  it("serves the built page with the first screen's picture links, and scripts from their pre-compressed twins, with ETag and 304", async () => {
    const page = await raw(`${suite.server.url}/courses`, { "accept-encoding": "gzip, deflate, br" })
    expect(page.status).toBe(200)
    expect(page.headers["content-encoding"]).toBe("br")
    // The document as built, with the header logo's preload at the end of its head and the logo
    // in the app's root until the app replaces it.
    const logo = '<link rel="preload" as="image" href="/brand/logo.svg" fetchpriority="high">'
    const firstPaint = '<div class="first-paint" aria-hidden="true"><div><img src="/brand/logo.svg" alt="" width="240" height="48"></div></div>'
    const [head, body = ""] = client.index.split("</head>")
    expect(decoded(page).replace(/\s+/g, "")).toBe(`${head}${logo}</head>${body.replace('<div id="root"></div>', `<div id="root">${firstPaint}</div>`)}`.replace(/\s+/g, ""))
    expect(page.headers["cache-control"]).toBe("no-cache")
    expect(varyHasEncoding(page.headers)).toBe(true)
    const etag = String(page.headers.etag)
    const revalidated = await raw(`${suite.server.url}/courses`, { "accept-encoding": "br", "if-none-match": etag })
    expect(revalidated.status).toBe(304)
    expect(revalidated.body.length).toBe(0)
    // The home page also names its first banner, so it is another document with another ETag.
    const home = await raw(`${suite.server.url}/`, { "accept-encoding": "gzip", "if-none-match": etag })
    expect(home.status).toBe(200)
    expect(home.headers["content-encoding"]).toBe("gzip")
    expect(decoded(home)).toContain('<link rel="preload" as="image" href="/banners/home-1.svg" fetchpriority="high">')
    expect(home.headers.etag).not.toBe(etag)
    // A page's own scripts, as the build listed them, are named for the browser to fetch at once.
    const detail = decoded(await raw(`${suite.server.url}/video/detail?id=1`, { "accept-encoding": "br" }))
    expect(detail).toContain('<link rel="modulepreload" crossorigin href="/assets/app-Ab12Cd34.js">')
    expect(detail).toContain('<link rel="modulepreload" crossorigin href="/assets/tiny-Ef56.js">')
    expect(decoded(page)).not.toContain("modulepreload\" crossorigin")

    const script = `${suite.server.url}/assets/app-Ab12Cd34.js`
    const gz = await raw(script, { "accept-encoding": "gzip" })
    expect(gz.headers["content-encoding"]).toBe("gzip")
    expect(gz.headers["cache-control"]).toContain("immutable")
    expect(gz.headers["content-type"]).toContain("javascript")
    expect(decoded(gz)).toBe(client.script)
    const plain = await raw(script)
    expect(plain.headers["content-encoding"]).toBeUndefined()
    expect(plain.body.toString()).toBe(client.script)
    const tiny = await raw(`${suite.server.url}/assets/tiny-Ef56.js`, { "accept-encoding": "br" })
    expect(tiny.headers["content-encoding"]).toBeUndefined()
    expect(tiny.body.toString()).toBe("export const x = 1\n")
  })

  it("leaves ranges and media uncoded, so seeking a video still works", async () => {
    const ranged = await raw(`${suite.server.url}/assets/app-Ab12Cd34.js`, { "accept-encoding": "br", range: "bytes=0-9" })
    expect(ranged.status).toBe(206)
    expect(ranged.headers["content-encoding"]).toBeUndefined()
    expect(ranged.body.toString()).toBe(client.script.slice(0, 10))
    const video = await raw(`${suite.server.url}/media/clip.mp4`, { "accept-encoding": "br, gzip" })
    expect(video.status).toBe(200)
    expect(video.headers["content-encoding"]).toBeUndefined()
    expect(video.body.length).toBe(4096)
  })
})
