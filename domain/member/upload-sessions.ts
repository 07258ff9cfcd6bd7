/**
 * Resumable uploads of the video kinds: the file travels in chunks at known offsets, so a
 * dropped connection continues from what the server holds instead of starting over. The rules
 * here are shared by the browser (which slices the file) and the server (which checks each chunk).
 */
import { SNIFF_BYTES } from "./file-sniff.ts"
import { maxBytesOfKind, sizeMessageFor, type UploadKind } from "./upload-kinds.ts"

/** The upload kinds that take videos only: these go up in chunks. */
export const RESUMABLE_KINDS = ["video", "courseVideo", "shortVideo"] as const satisfies ReadonlyArray<UploadKind>
export type ResumableKind = (typeof RESUMABLE_KINDS)[number]

export const isResumableKind = (kind: string): kind is ResumableKind => (RESUMABLE_KINDS as ReadonlyArray<string>).includes(kind)

/** The largest chunk the server takes in one request (5 MB, sent well within the 30 s request timeout at 2 Mbit/s). */
export const CHUNK_MAX_BYTES = 5 * 1024 * 1024
/** An unfinished upload is kept this long after it was begun, then swept with its partial file. */
export const UPLOAD_SESSION_TTL_MS = 24 * 60 * 60_000

export const UPLOAD_SESSION_MESSAGES = {
  empty: "请选择要上传的文件",
  notFound: "上传任务不存在或已过期，请重新上传",
  offset: "上传位置不一致，请从已接收的位置继续",
  chunkSize: "分片大小不正确",
  incomplete: "文件尚未上传完整，请继续上传",
} as const

/** Codes the browser branches on. */
export const UPLOAD_SESSION_CODES = {
  offset: "upload_offset",
  incomplete: "upload_incomplete",
  notFound: "upload_session_not_found",
} as const

/** The header of a 409 answer naming the offset the server holds. */
export const UPLOAD_OFFSET_HEADER = "upload-offset"

/** Why an upload of `size` bytes of this kind cannot begin, or null. */
export function sessionSizeProblem(kind: ResumableKind, size: number): string | null {
  if (!Number.isInteger(size) || size < 1) return UPLOAD_SESSION_MESSAGES.empty
  if (size > maxBytesOfKind(kind)) return sizeMessageFor(kind, "video")
  return null
}

export interface SessionProgress {
  readonly size: number
  readonly received: number
}

export type ChunkProblem = "offset" | "size" | null

/**
 * Whether a chunk of `length` bytes at `offset` may be written: it must start where the server
 * stopped, hold 1..CHUNK_MAX_BYTES bytes, end within the file, and the first chunk must hold the
 * bytes that tell the format.
 */
export function chunkProblem(session: SessionProgress, offset: number, length: number): ChunkProblem {
  if (offset !== session.received) return "offset"
  if (!Number.isInteger(length) || length < 1 || length > CHUNK_MAX_BYTES) return "size"
  if (offset + length > session.size) return "size"
  if (offset === 0 && length < Math.min(SNIFF_BYTES, session.size)) return "size"
  return null
}

export interface ChunkRange {
  readonly start: number
  readonly end: number
}

/** The chunks that send bytes `from` .. `size` of a file, in order, each at most `chunkSize` long. */
export function chunkRanges(size: number, from: number, chunkSize: number): ChunkRange[] {
  const step = Math.max(Math.max(1, Math.min(SNIFF_BYTES, size)), Math.min(Math.floor(chunkSize), CHUNK_MAX_BYTES))
  const out: ChunkRange[] = []
  for (let start = Math.max(0, from); start < size; start += step) out.push({ start, end: Math.min(size, start + step) })
  return out
}

/** What identifies a chosen file across reloads: its kind, name, size and modification time. */
export function resumeKey(kind: string, file: { readonly name: string; readonly size: number; readonly lastModified: number }): string {
  return `upload:${kind}:${file.size}:${file.lastModified}:${file.name}`
}
