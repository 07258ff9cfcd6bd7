import { and, count, eq, gt, sum } from "drizzle-orm"
import type { Db } from "./db/client.ts"
import { uploadSessions, uploads } from "../member/tables.ts"
import { tooManyRequests } from "../../domain/core/errors.ts"
import { DAY } from "../../domain/core/durations.ts"

/** Files one member may upload in 24 hours. */
export const UPLOAD_FILES_PER_DAY = 200
/** Bytes one member may upload in 24 hours: 2 GB (four of the largest videos). */
export const UPLOAD_BYTES_PER_DAY = 2 * 1024 * 1024 * 1024
export const UPLOAD_QUOTA_MESSAGE = "今日上传已达上限，请明天再试"

/**
 * The upload quota of a member over the last 24 hours: stored files and unfinished chunked
 * uploads (with their whole size) from the database, plus the uploads of this process still in
 * flight (counted when they start, with their declared length), so a burst of parallel uploads
 * cannot pass the quota together.
 */
export class UploadQuota {
  private readonly inFlight = new Map<number, { files: number; bytes: number }>()

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** Reserves one upload of `declaredBytes` (0 when unknown); answers the release. Throws 429 past the quota. */
  async reserve(userId: number, declaredBytes: number): Promise<() => void> {
    const flight = this.inFlight.get(userId) ?? { files: 0, bytes: 0 }
    flight.files += 1
    flight.bytes += declaredBytes
    this.inFlight.set(userId, flight)
    const release = () => {
      flight.files -= 1
      flight.bytes -= declaredBytes
      if (flight.files <= 0) this.inFlight.delete(userId)
    }
    try {
      const [stored] = await this.db
        .select({ files: count(), bytes: sum(uploads.size) })
        .from(uploads)
        .where(and(eq(uploads.userId, userId), gt(uploads.createdAt, new Date(this.now() - DAY))))
      const [open] = await this.db
        .select({ files: count(), bytes: sum(uploadSessions.size) })
        .from(uploadSessions)
        .where(and(eq(uploadSessions.userId, userId), gt(uploadSessions.expiresAt, new Date(this.now()))))
      const files = (stored?.files ?? 0) + (open?.files ?? 0) + flight.files
      const bytes = Number(stored?.bytes ?? 0) + Number(open?.bytes ?? 0) + flight.bytes
      if (files > UPLOAD_FILES_PER_DAY || bytes > UPLOAD_BYTES_PER_DAY) throw tooManyRequests(UPLOAD_QUOTA_MESSAGE, "upload_quota")
    } catch (error) {
      release()
      throw error
    }
    return release
  }
}

const quotas = new WeakMap<Db, UploadQuota>()
/** The upload quota of an app's database (its in-flight uploads are counted in memory). */
export const uploadQuotaOf = (db: Db, now: () => number): UploadQuota => {
  let quota = quotas.get(db)
  if (!quota) {
    quota = new UploadQuota(db, now)
    quotas.set(db, quota)
  }
  return quota
}
