import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { eq } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { CHUNK_MAX_BYTES } from "../../domain/member/upload-sessions.ts"
import { uploads } from "../../server/member/tables.ts"
import { signedInUser } from "../setup/auth.ts"
import { openPage, screenshot } from "../setup/browser.ts"
import { useBrowserSuite } from "../setup/browser-suite.ts"
import { repeatFragmentedMp4 } from "../setup/mp4.ts"

/** About 12 MB of playable MP4 (the demo clip 120 times over): three chunks. */
const VIDEO = repeatFragmentedMp4(readFileSync(path.join(process.cwd(), "public/micro/demo/clip-1.mp4")), 120)

describe("a large video upload that breaks off", () => {
  const suite = useBrowserSuite()
  let folder: string
  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), "portal-video-"))
  })
  afterAll(async () => {
    if (folder) rmSync(folder, { recursive: true, force: true })
  })

  it("retries a dropped chunk, continues after a reload from where the server stopped, and keeps the cover frames", async () => {
    expect(VIDEO.length).toBeGreaterThan(2 * CHUNK_MAX_BYTES)
    const file = path.join(folder, "补水.mp4")
    writeFileSync(file, VIDEO)
    const maker = await signedInUser(suite.server, { isMaker: true, authState: "certified" })
    const m = await openPage(suite.browser, suite.server.url, { token: maker.token })
    const { page } = m

    // The second chunk is dropped once; the third is dropped until the page is reloaded.
    const sent: number[] = []
    let secondDropped = false
    let thirdFails = true
    await page.route("**/upload/sessions/*/*", async (route) => {
      if (route.request().method() !== "PUT") return route.continue()
      const offset = Number(new URL(route.request().url()).pathname.split("/").at(-1))
      sent.push(offset)
      if (offset === CHUNK_MAX_BYTES && !secondDropped) {
        secondDropped = true
        return route.abort("connectionreset")
      }
      if (offset === 2 * CHUNK_MAX_BYTES && thirdFails) return route.abort("connectionreset")
      return route.continue()
    })

    await page.goto("/account/mine/release")
    await page.getByLabel("视频", { exact: true }).setInputFiles(file)
    await page.getByRole("button", { name: "继续上传" }).waitFor({ timeout: 60_000 })
    await page.getByText(/上传中断（已传 \d+%）/).waitFor()
    await screenshot(page, "resumable-upload-broken-1440")
    expect(sent.slice(0, 3)).toEqual([0, CHUNK_MAX_BYTES, CHUNK_MAX_BYTES])
    expect(sent.filter((o) => o === 2 * CHUNK_MAX_BYTES).length).toBe(5)

    // After a reload the same file continues: the first two chunks are not sent again.
    thirdFails = false
    sent.length = 0
    await page.reload()
    await page.getByLabel("视频", { exact: true }).setInputFiles(file)
    await page.getByRole("listitem", { name: "补水.mp4：已上传" }).waitFor({ timeout: 60_000 })
    expect(sent).toEqual([2 * CHUNK_MAX_BYTES])
    await page.getByRole("radio", { name: /秒的画面/ }).first().waitFor()

    const stored = await suite.server.deps.db.select().from(uploads).where(eq(uploads.userId, maker.user.id))
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ kind: "shortVideo", size: VIDEO.length, mime: "video/mp4" })
    const served = await fetch(`${suite.server.url}${stored[0]?.path}`)
    expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), VIDEO)).toBe(0)
    expect(m.errors.filter((e) => !e.includes("net::ERR_CONNECTION_RESET"))).toEqual([])
  })
})
