import { execFile } from "node:child_process"
import { existsSync, readdirSync, statSync } from "node:fs"
import path from "node:path"
import { beforeAll, describe, expect, it } from "vitest"
import { UPLOAD_MESSAGES } from "../../domain/core/validation/upload-rules.ts"
import { signedInUser } from "../setup/auth.ts"
import { useTestServer } from "../setup/server-suite.ts"
import { squarePng } from "../setup/images.ts"

/** A real one-pixel PNG. */
const PNG = new Uint8Array(squarePng(1))
/** The start of a Windows executable. */
const EXE = new Uint8Array([
  0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0, 0xb8, 0, 0, 0, 0, 0, 0, 0, 0x40, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
])
const MP4_HEAD = new Uint8Array([
  0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0, 0x69, 0x73, 0x6f, 0x6d, 0x69, 0x73, 0x6f, 0x32, 0x61, 0x76,
  0x63, 0x31, 0x6d, 0x70, 0x34, 0x31,
])
const MB = 1024 * 1024

/**
 * A body of `size` bytes made on demand: the head, then zeros in 256 KB chunks; the test
 * never holds the whole file.
 */
const generated = (head: Uint8Array, size: number): ReadableStream<Uint8Array> => {
  let sent = 0
  const chunk = new Uint8Array(256 * 1024)
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= size) {
        controller.close()
        return
      }
      const n = Math.min(chunk.length, size - sent)
      const part = chunk.slice(0, n)
      if (sent === 0) part.set(head.subarray(0, Math.min(head.length, n)))
      sent += n
      controller.enqueue(part)
    },
  })
}

/**
 * Uploads `size` bytes (the head, then zeros) from a separate Node process that writes with
 * backpressure; answers the status and body.
 */
const uploadFromChildProcess = (url: string, token: string, head: Uint8Array, size: number) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const script = `
      const http = require("node:http")
      const [url, token, headHex, size] = process.argv.slice(1)
      const total = Number(size)
      const req = http.request(url, { method: "POST", headers: { authorization: "Bearer " + token, "content-length": total, "x-file-name": encodeURIComponent("课程片段.mp4") } }, (res) => {
        let body = ""
        res.on("data", (d) => (body += d))
        res.on("end", () => process.stdout.write(JSON.stringify({ status: res.statusCode, body })))
      })
      req.on("error", (e) => { process.stderr.write(String(e)); process.exit(1) })
      const chunk = Buffer.alloc(256 * 1024)
      let sent = 0
      const pump = () => {
        while (sent < total) {
          const n = Math.min(chunk.length, total - sent)
          const part = Buffer.from(chunk.subarray(0, n))
          if (sent === 0) Buffer.from(headHex, "hex").copy(part)
          sent += n
          if (!req.write(part)) return req.once("drain", pump)
        }
        req.end()
      }
      pump()`
    execFile(
      process.execPath,
      ["-e", script, url, token, Buffer.from(head).toString("hex"), String(size)],
      { maxBuffer: 1024 * 1024 },
      (error, stdout) => {
        if (error) reject(error)
        else resolve(JSON.parse(stdout) as { status: number; body: string })
      },
    )
  })

/** Files and parts left under the upload folder. */
const storedFiles = (root: string): string[] => {
  if (!existsSync(root)) return []
  const out: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else out.push(full)
    }
  }
  walk(root)
  return out
}

describe("uploads to the file host", () => {
  const suite = useTestServer("pglite")
  let token: string
  const upload = (kind: string, body: BodyInit, name: string, headers: Record<string, string> = {}) =>
    fetch(`${suite.server.url}/upload/${kind}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "x-file-name": encodeURIComponent(name), ...headers },
      body,
      duplex: "half",
    } as RequestInit)

  beforeAll(async () => {
    token = (await signedInUser(suite.server)).token
  })

  it("stores a picture by its content and serves it back with its type and nosniff", async () => {
    const answer = await upload("avatar", new Blob([PNG]), "我的头像.jpg")
    expect(answer.status).toBe(200)
    const body = (await answer.json()) as { data: { path: string; type: string; mime: string; name: string } }
    // The bytes are a PNG whatever the name says.
    expect(body.data).toMatchObject({ type: "image", mime: "image/png", name: "我的头像.jpg" })
    expect(body.data.path).toMatch(/^\/files\/avatar\/\d{6}\/[a-f0-9]{32}\.png$/)
    const served = await fetch(`${suite.server.url}${body.data.path}`)
    expect(served.status).toBe(200)
    expect(served.headers.get("content-type")).toBe("image/png")
    expect(served.headers.get("x-content-type-options")).toBe("nosniff")
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG)
    const deleted = await suite.server.call("uploadDelete", { body: { path: body.data.path } }, { token })
    expect(deleted.ok).toBe(true)
    expect((await fetch(`${suite.server.url}${body.data.path}`)).status).toBe(404)
  })

  it("refuses a renamed executable with a .png name and keeps nothing", async () => {
    const before = storedFiles(suite.server.deps.files.root).length
    const answer = await upload("pictures", new Blob([EXE]), "photo.png", { "content-type": "image/png" })
    expect(answer.status).toBe(400)
    expect(await answer.json()).toMatchObject({ message: UPLOAD_MESSAGES.type })
    expect(storedFiles(suite.server.deps.files.root)).toHaveLength(before)
  })

  it("refuses a video as an avatar, and a visitor", async () => {
    const video = await upload("avatar", new Blob([MP4_HEAD]), "clip.mp4")
    expect(video.status).toBe(400)
    const visitor = await fetch(`${suite.server.url}/upload/avatar`, { method: "POST", body: new Blob([PNG]) })
    expect(visitor.status).toBe(401)
  })

  it("refuses an over-size picture without keeping any of it, declared or not", async () => {
    const before = storedFiles(suite.server.deps.files.root).length
    const big = new Uint8Array(2 * MB + 1)
    big.set(PNG)
    const declared = await upload("pictures", new Blob([big]), "big.png")
    expect(declared.status).toBe(413)
    expect(await declared.json()).toMatchObject({ message: UPLOAD_MESSAGES.imageSize })
    // Streamed without a length: cut off once past the limit, its partial file deleted.
    const streamed = await upload("pictures", generated(PNG, 3 * MB), "big.png")
    expect(streamed.status).toBe(413)
    expect(storedFiles(suite.server.deps.files.root)).toHaveLength(before)
  })

  it("streams a 100 MB video to disk with the server's memory staying flat", async () => {
    const size = 100 * MB
    global.gc?.()
    const before = process.memoryUsage()
    let peakRss = before.rss
    let peakBuffers = before.arrayBuffers
    const sampler = setInterval(() => {
      const now = process.memoryUsage()
      peakRss = Math.max(peakRss, now.rss)
      peakBuffers = Math.max(peakBuffers, now.arrayBuffers)
    }, 10)
    let answer: { status: number; body: string }
    try {
      // The client runs in a process of its own, so only the server's memory is measured here.
      answer = await uploadFromChildProcess(`${suite.server.url}/upload/video`, token, MP4_HEAD, size)
    } finally {
      clearInterval(sampler)
    }
    expect(answer.status).toBe(200)
    const body = JSON.parse(answer.body) as { data: { path: string; size: number; type: string } }
    expect(body.data).toMatchObject({ size, type: "video" })
    const found = suite.server.deps.files.resolve(body.data.path)
    expect(found && statSync(found.file).size).toBe(size)
    // Far less than the file: the body went to disk chunk by chunk.
    expect(peakRss - before.rss).toBeLessThan(30 * MB)
    expect(peakBuffers - before.arrayBuffers).toBeLessThan(40 * MB)
    const ranged = await fetch(`${suite.server.url}${body.data.path}`, { headers: { range: "bytes=0-31" } })
    expect(ranged.status).toBe(206)
    expect(ranged.headers.get("content-type")).toBe("video/mp4")
    expect(new Uint8Array(await ranged.arrayBuffer())).toEqual(MP4_HEAD)
  })
})
