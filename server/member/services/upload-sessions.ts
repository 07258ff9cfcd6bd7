import { randomBytes } from "node:crypto"
import { createWriteStream, mkdirSync } from "node:fs"
import { rm, truncate } from "node:fs/promises"
import path from "node:path"
import { and, eq, gt, isNull, lt, lte, or, sql } from "drizzle-orm"
import { DomainError, badRequest, conflict, notFound } from "../../../domain/core/errors.ts"
import { FORMAT_INFO, SNIFF_BYTES, sniffFormat, type MediaFormat } from "../../../domain/member/file-sniff.ts"
import { formatRefusal, UPLOAD_KIND_MESSAGES, type UploadKind } from "../../../domain/member/upload-kinds.ts"
import {
  CHUNK_MAX_BYTES,
  chunkProblem,
  sessionSizeProblem,
  UPLOAD_SESSION_CODES,
  UPLOAD_SESSION_MESSAGES,
  UPLOAD_SESSION_TTL_MS,
  type ResumableKind,
} from "../../../domain/member/upload-sessions.ts"
import type { UploadSession } from "../../../domain/member/endpoints/upload-sessions.ts"
import type { Db } from "../../core/db/client.ts"
import { schedule, unschedule, type JobHandler } from "../../core/scheduler.ts"
import type { UploadQuota } from "../../core/upload-quota.ts"
import { uploadSessions } from "../tables.ts"
import { pipeBody, readHead, tooLarge, UPLOAD_MESSAGES_SERVER, type FileStore, type StoredFile } from "./file-store.ts"

export const EXPIRE_UPLOAD_SESSION_JOB = "member.expireUploadSession"
/** A chunk still marked as being written after this long belongs to a request that died. */
const STALE_RECEIVING_MS = 2 * 60_000

/** A chunk at another offset than the server's: the answer names the server's offset. */
export class OffsetConflict extends DomainError {
  constructor(readonly offset: number) {
    super(409, UPLOAD_SESSION_CODES.offset, UPLOAD_SESSION_MESSAGES.offset)
  }
}

/** Where the bytes of an unfinished upload wait (never served: /files takes kinds of letters only). */
export const partialFileOf = (root: string, id: string): string => path.join(root, ".sessions", `${id}.part`)

type Row = typeof uploadSessions.$inferSelect

const view = (row: Row): UploadSession => ({
  id: row.id,
  kind: row.kind as ResumableKind,
  name: row.originalName,
  size: row.size,
  offset: row.received,
  chunkSize: CHUNK_MAX_BYTES,
  expiresAt: row.expiresAt.toISOString(),
})

/**
 * Chunked uploads of the video kinds. Each chunk is streamed to the partial file at its offset;
 * one chunk at a time is written (a conditional update claims the session at that offset), and
 * a chunk that does not arrive whole is cut off again. The first chunk's bytes decide the format
 * as for a single upload; a refused format ends the upload with its partial file. A finished
 * upload goes to the file store like a single one. Unfinished uploads expire after a day and are
 * swept by a scheduled job.
 */
export class UploadSessions {
  constructor(
    private readonly files: FileStore,
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  private part(id: string): string {
    return partialFileOf(this.files.root, id)
  }

  async begin(userId: number, input: { readonly kind: ResumableKind; readonly name: string; readonly size: number }, quota: UploadQuota): Promise<UploadSession> {
    const problem = sessionSizeProblem(input.kind, input.size)
    if (problem !== null) throw input.size < 1 ? badRequest(problem) : tooLarge(problem)
    const release = await quota.reserve(userId, input.size)
    try {
      const id = randomBytes(16).toString("hex")
      const now = this.now()
      const expiresAt = now + UPLOAD_SESSION_TTL_MS
      const row = await this.db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(uploadSessions)
          .values({ id, userId, kind: input.kind, originalName: input.name.slice(0, 200), size: input.size, createdAt: new Date(now), expiresAt: new Date(expiresAt) })
          .returning()
        await schedule(tx, { kind: EXPIRE_UPLOAD_SESSION_JOB, key: id, runAt: expiresAt, payload: { id } })
        return inserted
      })
      if (!row) throw new Error("the upload session was not written")
      return view(row)
    } finally {
      release()
    }
  }

  private async own(userId: number, id: string): Promise<Row> {
    const [row] = await this.db
      .select()
      .from(uploadSessions)
      .where(and(eq(uploadSessions.id, id), eq(uploadSessions.userId, userId), gt(uploadSessions.expiresAt, new Date(this.now()))))
    if (!row) throw notFound(UPLOAD_SESSION_MESSAGES.notFound, UPLOAD_SESSION_CODES.notFound)
    return row
  }

  find(userId: number, id: string): Promise<UploadSession> {
    return this.own(userId, id).then(view)
  }

  /** Writes one chunk at `offset`; answers the offset after it. */
  async receiveChunk(userId: number, id: string, offset: number, length: number | null, body: AsyncIterable<Uint8Array> | null): Promise<number> {
    const now = new Date(this.now())
    const [claimed] = await this.db
      .update(uploadSessions)
      .set({ receivingSince: now })
      .where(
        and(
          eq(uploadSessions.id, id),
          eq(uploadSessions.userId, userId),
          gt(uploadSessions.expiresAt, now),
          eq(uploadSessions.received, offset),
          or(isNull(uploadSessions.receivingSince), lt(uploadSessions.receivingSince, new Date(now.getTime() - STALE_RECEIVING_MS))),
        ),
      )
      .returning()
    if (!claimed) throw new OffsetConflict((await this.own(userId, id)).received)
    try {
      return await this.write(claimed, offset, length, body)
    } finally {
      await this.db.update(uploadSessions).set({ receivingSince: null }).where(and(eq(uploadSessions.id, id), eq(uploadSessions.receivingSince, now)))
    }
  }

  private async write(session: Row, offset: number, length: number | null, body: AsyncIterable<Uint8Array> | null): Promise<number> {
    const declared = length ?? 0
    if (body === null || chunkProblem(session, offset, declared) !== null) {
      throw declared > CHUNK_MAX_BYTES ? tooLarge(UPLOAD_SESSION_MESSAGES.chunkSize) : badRequest(UPLOAD_SESSION_MESSAGES.chunkSize)
    }
    const reader = body[Symbol.asyncIterator]()
    let read: Awaited<ReturnType<typeof readHead>> = { head: new Uint8Array(0), pending: [], ended: false }
    let format = session.format
    if (offset === 0) {
      read = await readHead(reader).catch(() => {
        throw badRequest(UPLOAD_MESSAGES_SERVER.interrupted)
      })
      const sniffed = sniffFormat(read.head.subarray(0, SNIFF_BYTES))
      const refusal = formatRefusal(session.kind as UploadKind, sniffed)
      if (refusal !== null || sniffed === null) {
        await this.discard(session.userId, session.id)
        throw badRequest(refusal ?? UPLOAD_KIND_MESSAGES.videoOnly)
      }
      format = sniffed
    }
    const file = this.part(session.id)
    mkdirSync(path.dirname(file), { recursive: true })
    const out = createWriteStream(file, { flags: offset === 0 ? "w" : "r+", start: offset })
    let written = 0
    try {
      await pipeBody(out, { reader, pending: read.pending, ended: read.ended }, (bytes) => {
        written += bytes
        if (written > declared) throw tooLarge(UPLOAD_SESSION_MESSAGES.chunkSize)
      })
      if (written !== declared) throw badRequest(UPLOAD_MESSAGES_SERVER.interrupted)
    } catch (error) {
      out.destroy()
      await truncate(file, offset).catch(() => {})
      if (error instanceof DomainError) throw error
      throw badRequest(UPLOAD_MESSAGES_SERVER.interrupted)
    }
    const [done] = await this.db
      .update(uploadSessions)
      .set({ received: offset + written, format, receivingSince: null })
      .where(and(eq(uploadSessions.id, session.id), eq(uploadSessions.received, offset)))
      .returning({ received: uploadSessions.received })
    if (!done) throw notFound(UPLOAD_SESSION_MESSAGES.notFound, UPLOAD_SESSION_CODES.notFound)
    return done.received
  }

  /** Moves a complete upload into the file store (answers what a single upload answers). */
  async finish(userId: number, id: string): Promise<StoredFile> {
    const row = await this.db.transaction(async (tx) => {
      const [taken] = await tx
        .delete(uploadSessions)
        .where(
          and(
            eq(uploadSessions.id, id),
            eq(uploadSessions.userId, userId),
            gt(uploadSessions.expiresAt, new Date(this.now())),
            eq(uploadSessions.received, sql`${uploadSessions.size}`),
            isNull(uploadSessions.receivingSince),
          ),
        )
        .returning()
      if (taken) await unschedule(tx, EXPIRE_UPLOAD_SESSION_JOB, id)
      return taken
    })
    if (!row || row.format === null) {
      await this.own(userId, id)
      throw conflict(UPLOAD_SESSION_MESSAGES.incomplete, UPLOAD_SESSION_CODES.incomplete)
    }
    const info = FORMAT_INFO[row.format as MediaFormat]
    return this.files.place(this.part(id), { userId, kind: row.kind as UploadKind, name: row.originalName, info, size: row.size })
  }

  /** Ends an unfinished upload of the member and deletes its partial file; false when there is none. */
  async discard(userId: number, id: string): Promise<boolean> {
    const removed = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .delete(uploadSessions)
        .where(and(eq(uploadSessions.id, id), eq(uploadSessions.userId, userId)))
        .returning({ id: uploadSessions.id })
      if (row) await unschedule(tx, EXPIRE_UPLOAD_SESSION_JOB, id)
      return row !== undefined
    })
    if (removed) await rm(this.part(id), { force: true })
    return removed
  }
}

/** The sweep of an expired upload: its row and its partial file go (run by the scheduler, so it survives restarts). */
export const uploadSessionJobs = (files: Pick<FileStore, "root">): Readonly<Record<string, JobHandler>> => ({
  [EXPIRE_UPLOAD_SESSION_JOB]: async (tx, payload, now) => {
    if (typeof payload.id !== "string" || !/^[a-f0-9]{32}$/.test(payload.id)) throw new Error("an upload sweep needs a session id")
    const id = payload.id
    await tx.delete(uploadSessions).where(and(eq(uploadSessions.id, id), lte(uploadSessions.expiresAt, new Date(now))))
    const [left] = await tx.select({ id: uploadSessions.id }).from(uploadSessions).where(eq(uploadSessions.id, id))
    if (!left) await rm(partialFileOf(files.root, id), { force: true })
  },
})
