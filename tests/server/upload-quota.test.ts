import { describe, expect, it } from "vitest"
import { UPLOAD_FILES_PER_DAY, UPLOAD_QUOTA_MESSAGE } from "../../server/core/upload-quota.ts"
import { signedInUser } from "../setup/auth.ts"
import { recordUploads } from "../setup/uploads.ts"
import { useTestServer } from "../setup/server-suite.ts"
import { squarePng } from "../setup/images.ts"

/** A real one-pixel PNG. */
const PNG = new Uint8Array(squarePng(1))

/** The upload quota holds per member and day, also when the uploads arrive at once. */
describe("upload quota", () => {
  const suite = useTestServer("pglite")

  const upload = (token: string) =>
    fetch(`${suite.server.url}/upload/pictures`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "x-file-name": "a.png" },
      body: new Blob([PNG]),
    })

  it("refuses uploads past the day's quota, a burst included, and counts each member alone", async () => {
    const member = await signedInUser(suite.server)
    const already = UPLOAD_FILES_PER_DAY - 5
    await recordUploads(suite.server.deps.db, member.user.id, already)
    const answers = await Promise.all(Array.from({ length: 20 }, () => upload(member.token)))
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(5)
    const refused = answers.filter((a) => a.status === 429)
    expect(refused.length).toBeGreaterThanOrEqual(15)
    expect(await refused[0]?.json()).toMatchObject({ code: "upload_quota", message: UPLOAD_QUOTA_MESSAGE })
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true)

    const other = await signedInUser(suite.server)
    expect((await upload(other.token)).status).toBe(200)
  })
})
