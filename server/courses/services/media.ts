/**
 * Course media behind signed, short-lived addresses (docs/decisions.md "Lesson media"). Lesson
 * files live in the course media folder, outside the public folder, and are only served to a
 * holder of an address the server signed for that file: `/api/video/media/<payload>.<sig>.<ext>`
 * where the payload names the file, the member it was issued to and its expiry. The play call
 * signs full files only for members entitled to the course, and the preview cut otherwise.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto"
import { existsSync, statSync } from "node:fs"
import path from "node:path"
import type { Db } from "../../core/db/client.ts"
import { loadOrCreateSecret } from "../../core/secrets.ts"

/** How long a signed address plays: long enough for a lesson, short enough not to be worth sharing. */
export const MEDIA_URL_TTL_MS = 2 * 3600_000
export const MEDIA_PATH_PREFIX = "/api/video/media/"

/** Rendition files of uploaded lessons start with this and live in the upload folder. */
export const UPLOADED_PREFIX = "uploaded/"

export type MediaCheck = { readonly ok: true; readonly file: string } | { readonly ok: false; readonly reason: "invalid" | "expired" | "missing" }

const b64 = (buffer: Buffer) => buffer.toString("base64url")

export class CourseMedia {
  private constructor(
    private readonly key: Buffer,
    /** Absolute folder of the lesson files. */
    readonly dir: string,
    /** Absolute folder of the lessons makers uploaded (under DATA_DIR), named `uploaded/...` in renditions. */
    readonly uploadDir: string,
    private readonly now: () => number,
  ) {}

  static async load(db: Db, dir: string, uploadDir: string, now: () => number): Promise<CourseMedia> {
    const secret = await loadOrCreateSecret(db, "course_media_key", () => randomBytes(32).toString("base64url"))
    return new CourseMedia(Buffer.from(secret, "base64url"), path.resolve(dir), path.resolve(uploadDir), now)
  }

  private signature(payload: string): string {
    return b64(createHmac("sha256", this.key).update(payload).digest()).slice(0, 32)
  }

  /** A signed address of a file (relative to the media folder) for a member (or a visitor, null). */
  url(file: string, userId: number | null, ttlMs: number = MEDIA_URL_TTL_MS): string {
    const payload = b64(Buffer.from(JSON.stringify({ f: file, u: userId ?? 0, e: Math.floor((this.now() + ttlMs) / 1000) })))
    const ext = path.extname(file).replace(/^\./, "") || "bin"
    return `${MEDIA_PATH_PREFIX}${payload}.${this.signature(payload)}.${ext}`
  }

  /** The absolute file a token grants, or why it grants nothing. */
  check(token: string): MediaCheck {
    const [payload, signature, ext, ...rest] = token.split(".")
    if (!payload || !signature || !ext || rest.length > 0) return { ok: false, reason: "invalid" }
    const expected = Buffer.from(this.signature(payload))
    const given = Buffer.from(signature)
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" }
    let claims: { f?: unknown; e?: unknown }
    try {
      claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { f?: unknown; e?: unknown }
    } catch {
      return { ok: false, reason: "invalid" }
    }
    if (typeof claims.f !== "string" || typeof claims.e !== "number") return { ok: false, reason: "invalid" }
    if (claims.e * 1000 < this.now()) return { ok: false, reason: "expired" }
    const file = this.resolve(claims.f)
    return file ? { ok: true, file } : { ok: false, reason: "missing" }
  }

  /** A file inside the media folder, or null. */
  resolve(file: string): string | null {
    const uploaded = file.startsWith(UPLOADED_PREFIX)
    const dir = uploaded ? this.uploadDir : this.dir
    const full = path.resolve(dir, uploaded ? file.slice(UPLOADED_PREFIX.length) : file)
    if (!full.startsWith(dir + path.sep)) return null
    return existsSync(full) && statSync(full).isFile() ? full : null
  }
}
