import { randomBytes } from "node:crypto"
import { once } from "node:events"
import { createWriteStream, existsSync, mkdirSync, statSync, type WriteStream } from "node:fs"
import { rename, rm, unlink } from "node:fs/promises"
import path from "node:path"
import { and, eq } from "drizzle-orm"
import { chinaDay } from "../../../domain/member/china-day.ts"
import { FORMAT_INFO, SNIFF_BYTES, sniffFormat, type FormatInfo } from "../../../domain/member/file-sniff.ts"
import {
  formatRefusal,
  maxBytesFor,
  UPLOAD_KIND_MESSAGES,
  UPLOADED_PATH_PATTERN,
  sizeMessageFor,
  type UploadKind,
} from "../../../domain/member/upload-kinds.ts"
import type { Db } from "../../core/db/client.ts"
import { uploads } from "../tables.ts"
import { DomainError, badRequest } from "../../../domain/core/errors.ts"

export const UPLOAD_MESSAGES_SERVER = {
  empty: "请选择要上传的文件",
  interrupted: "上传中断，请重试",
} as const

export interface ReceiveInput {
  readonly userId: number
  readonly kind: UploadKind
  /** The name the browser gave (kept for the record, never used to decide the type). */
  readonly name: string
  /** Content-Length when the client declared one. */
  readonly declaredLength: number | null
  /**
   * The request body, read chunk by chunk on demand (a Node request or a web stream). On a
   * refusal it is simply no longer read: the answer goes out with `connection: close`.
   */
  readonly body: AsyncIterable<Uint8Array> | null
}

export interface StoredFile {
  readonly path: string
  readonly name: string
  readonly type: "image" | "video"
  readonly mime: string
  readonly size: number
}

export const tooLarge = (message: string) => new DomainError(413, "payload_too_large", message)

/** The China month of an instant, `YYYYMM`, naming the folder of the files uploaded in it. */
const monthOf = (ms: number) => chinaDay(ms).slice(0, 7).replace("-", "")

/**
 * Reads a body until its first bytes tell the format: answers those bytes, the chunks read
 * (still to be written) and whether the body already ended.
 */
export const readHead = async (reader: AsyncIterator<Uint8Array>): Promise<{ head: Uint8Array; pending: Uint8Array[]; ended: boolean }> => {
  let head: Uint8Array = new Uint8Array(0)
  const pending: Uint8Array[] = []
  while (head.length < SNIFF_BYTES) {
    const { done, value } = await reader.next()
    if (done) return { head, pending, ended: true }
    pending.push(value)
    const joined = new Uint8Array(head.length + value.length)
    joined.set(head)
    joined.set(value, head.length)
    head = joined
  }
  return { head, pending, ended: false }
}

/**
 * Writes a body to `out` (the chunks already read first), pausing while the disk catches up;
 * `count` sees each chunk's length before it is written and throws to stop. Closes `out`.
 */
export const pipeBody = async (
  out: WriteStream,
  body: { readonly reader: AsyncIterator<Uint8Array>; readonly pending: ReadonlyArray<Uint8Array>; readonly ended: boolean },
  count: (bytes: number) => void,
): Promise<void> => {
  const write = async (chunk: Uint8Array) => {
    count(chunk.length)
    if (!out.write(chunk)) await once(out, "drain")
  }
  for (const chunk of body.pending) await write(chunk)
  while (!body.ended) {
    const { done, value } = await body.reader.next()
    if (done) break
    await write(value)
  }
  await closeStream(out)
}

const closeStream = (stream: WriteStream) =>
  new Promise<void>((resolve, reject) => {
    stream.end((error?: Error | null) => (error ? reject(error) : resolve()))
  })

/**
 * The file host's storage: files under DATA_DIR/uploads/<kind>/<yyyymm>/<random>.<ext>.
 *
 * A request body is streamed to a temporary file while its bytes are counted; the first bytes
 * decide the format (magic numbers, not the name) and with it the size limit. A declared
 * length over the limit is refused before anything is written; a body that grows past it is
 * cut off and its partial file deleted. Only a complete, allowed file is moved into place and
 * recorded. Nothing is held in memory beyond one chunk.
 */
export class FileStore {
  private readonly tmpDir: string

  constructor(
    readonly root: string,
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {
    this.tmpDir = path.join(root, ".tmp")
  }

  async receive(input: ReceiveInput): Promise<StoredFile> {
    if (input.body === null || input.declaredLength === 0) throw badRequest(UPLOAD_MESSAGES_SERVER.empty)
    const reader = input.body[Symbol.asyncIterator]()
    let head: Uint8Array = new Uint8Array(0)
    let pending: Uint8Array[] = []
    let format: FormatInfo | null = null
    let limit = 0
    let ended = false

    try {
      ;({ head, pending, ended } = await readHead(reader))
      if (head.length === 0) throw badRequest(UPLOAD_MESSAGES_SERVER.empty)
      const sniffed = sniffFormat(head.subarray(0, SNIFF_BYTES))
      const refusal = formatRefusal(input.kind, sniffed)
      if (refusal !== null || sniffed === null) throw badRequest(refusal ?? UPLOAD_KIND_MESSAGES.videoOnly)
      format = FORMAT_INFO[sniffed]
      limit = maxBytesFor(input.kind, format.kind)
      if (input.declaredLength !== null && input.declaredLength > limit) throw tooLarge(sizeMessageFor(input.kind, format.kind))
    } catch (error) {
      if (error instanceof DomainError) throw error
      throw badRequest(UPLOAD_MESSAGES_SERVER.interrupted)
    }

    const info: FormatInfo = format
    mkdirSync(this.tmpDir, { recursive: true })
    const tmp = path.join(this.tmpDir, `${randomBytes(16).toString("hex")}.part`)
    const out = createWriteStream(tmp, { flags: "wx" })
    let size = 0
    try {
      await pipeBody(out, { reader, pending, ended }, (n) => {
        size += n
        if (size > limit) throw tooLarge(sizeMessageFor(input.kind, info.kind))
      })
    } catch (error) {
      out.destroy()
      await unlink(tmp).catch(() => {})
      if (error instanceof DomainError) throw error
      throw badRequest(UPLOAD_MESSAGES_SERVER.interrupted)
    }

    return this.place(tmp, { userId: input.userId, kind: input.kind, name: input.name, info, size })
  }

  /** Moves a complete file (a temporary path) into place and records it as the member's upload. */
  async place(tmp: string, file: { readonly userId: number; readonly kind: UploadKind; readonly name: string; readonly info: FormatInfo; readonly size: number }): Promise<StoredFile> {
    const { info } = file
    const month = monthOf(this.now())
    const fileName = `${randomBytes(16).toString("hex")}.${info.ext}`
    const publicPath = `/files/${file.kind}/${month}/${fileName}`
    const target = path.join(this.root, file.kind, month, fileName)
    try {
      mkdirSync(path.dirname(target), { recursive: true })
      await rename(tmp, target)
      await this.db.insert(uploads).values({
        userId: file.userId,
        kind: file.kind,
        path: publicPath,
        originalName: file.name.slice(0, 200),
        mime: info.mime,
        size: file.size,
        createdAt: new Date(this.now()),
      })
    } catch (error) {
      await rm(target, { force: true })
      await unlink(tmp).catch(() => {})
      throw error
    }
    return { path: publicPath, name: file.name, type: info.kind, mime: info.mime, size: file.size }
  }

  /** The file on disk behind a public path, or null. */
  resolve(publicPath: string): { readonly file: string; readonly mime: string } | null {
    const m = UPLOADED_PATH_PATTERN.exec(publicPath)
    if (m === null) return null
    const [, kind, month, name, ext] = m
    const info = Object.values(FORMAT_INFO).find((f) => f.ext === ext)
    if (!info || !kind || !month || !name) return null
    const file = path.join(this.root, kind, month, `${name}.${ext}`)
    if (!file.startsWith(this.root + path.sep) || !existsSync(file) || !statSync(file).isFile()) return null
    return { file, mime: info.mime }
  }

  /** Deletes a member's own upload; false when there is no such file of theirs. */
  async remove(userId: number, publicPath: string): Promise<boolean> {
    const [row] = await this.db
      .delete(uploads)
      .where(and(eq(uploads.userId, userId), eq(uploads.path, publicPath)))
      .returning({ path: uploads.path })
    if (!row) return false
    const found = this.resolve(row.path)
    if (found) await rm(found.file, { force: true })
    return true
  }

  /** Whether a path names an upload of this member (a profile picture must be one's own). */
  async owns(userId: number, publicPath: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(eq(uploads.userId, userId), eq(uploads.path, publicPath)))
    return row !== undefined
  }
}
