/**
 * A maker's lesson video (docs/decisions.md "Makers' lessons"): its duration read from the MP4's
 * own header, and its preview made without re-encoding. The preview keeps the file's header and
 * the whole fragments that start before the try time, so a member who has not bought the course
 * receives only those seconds (rounded up to the end of a fragment, a few seconds at most); the
 * player stops at the try time. A file that is not fragmented cannot be cut this way, so such a
 * lesson cannot have a preview (the maker is told to upload a fragmented MP4 or set no preview).
 */
import { mkdir, open, rename, rm, type FileHandle } from "node:fs/promises"
import path from "node:path"
import muxjs from "mux.js"

const { findBox, inspect, parseTfdt } = muxjs.mp4.tools

interface TopBox {
  readonly type: string
  readonly start: number
  readonly size: number
}

/** Larger boxes than this in a header position mean a damaged file. */
const MAX_HEADER_BOX = 64 * 1024 * 1024

async function topBoxes(handle: FileHandle, fileSize: number): Promise<TopBox[] | null> {
  const boxes: TopBox[] = []
  const head = Buffer.alloc(16)
  let at = 0
  while (at < fileSize) {
    const { bytesRead } = await handle.read(head, 0, 16, at)
    if (bytesRead < 8) return null
    let size = head.readUInt32BE(0)
    const type = head.toString("latin1", 4, 8)
    if (size === 1) {
      if (bytesRead < 16) return null
      size = Number(head.readBigUInt64BE(8))
    } else if (size === 0) size = fileSize - at
    if (size < 8 || at + size > fileSize) return null
    boxes.push({ type, start: at, size })
    at += size
  }
  return boxes
}

async function readBox(handle: FileHandle, box: TopBox): Promise<Uint8Array | null> {
  if (box.size > MAX_HEADER_BOX) return null
  const bytes = Buffer.alloc(box.size)
  await handle.read(bytes, 0, box.size, box.start)
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength)
}

export interface Mp4Facts {
  /** Whole seconds, rounded to the nearest; 0 when the file gives none. */
  readonly durationSeconds: number
  /** Whether the file is made of fragments (moof boxes) a preview can be cut from. */
  readonly fragmented: boolean
}

const durationOf = (moov: Uint8Array): number => {
  const boxes = inspect(moov)[0]?.boxes ?? []
  const mvhd = boxes.find((b) => b.type === "mvhd")
  const timescale = mvhd?.timescale ?? 0
  if (!mvhd || timescale <= 0) return 0
  const mehd = boxes.find((b) => b.type === "mvex")?.boxes?.find((b) => b.type === "mehd")
  const units = (mvhd.duration ?? 0) > 0 ? (mvhd.duration ?? 0) : (mehd?.fragmentDuration ?? 0)
  return Math.round(units / timescale)
}

/** The duration and layout of an MP4 file, or null when it is not a readable MP4. */
export async function readMp4(file: string): Promise<Mp4Facts | null> {
  const handle = await open(file, "r")
  try {
    const { size } = await handle.stat()
    const boxes = await topBoxes(handle, size)
    const moovBox = boxes?.find((b) => b.type === "moov")
    if (!boxes || !moovBox) return null
    const moov = await readBox(handle, moovBox)
    if (!moov) return null
    return { durationSeconds: durationOf(moov), fragmented: boxes.some((b) => b.type === "moof") }
  } catch {
    return null
  } finally {
    await handle.close()
  }
}

/**
 * Writes `target`: the header of a fragmented MP4 `source` and its fragments that start before
 * `seconds`. False when the file is not a fragmented MP4 (nothing is written then).
 */
export async function cutPreview(source: string, target: string, seconds: number): Promise<boolean> {
  const handle = await open(source, "r")
  let keep: TopBox[] = []
  try {
    const { size } = await handle.stat()
    const boxes = await topBoxes(handle, size)
    const moovBox = boxes?.find((b) => b.type === "moov")
    if (!boxes || !moovBox || !boxes.some((b) => b.type === "moof")) return false
    const moov = await readBox(handle, moovBox)
    const trak = moov ? inspect(moov)[0]?.boxes?.find((b) => b.type === "trak") : undefined
    const mdhd = trak?.boxes?.find((b) => b.type === "mdia")?.boxes?.find((b) => b.type === "mdhd")
    const timescale = mdhd?.timescale ?? 0
    if (timescale <= 0) return false
    keep = boxes.filter((b) => b.type === "ftyp" || b.type === "moov")
    for (let i = 0; i < boxes.length; i += 1) {
      const box = boxes[i]
      const next = boxes[i + 1]
      if (box?.type !== "moof" || next?.type !== "mdat") continue
      const moof = await readBox(handle, box)
      const tfdt = moof ? findBox(moof, ["moof", "traf", "tfdt"])[0] : undefined
      if (!tfdt) return false
      if (parseTfdt(tfdt).baseMediaDecodeTime / timescale >= seconds) break
      keep.push(box, next)
    }
  } finally {
    await handle.close()
  }
  await mkdir(path.dirname(target), { recursive: true })
  const part = `${target}.part`
  const [from, to] = await Promise.all([open(source, "r"), open(part, "w")])
  try {
    const chunk = Buffer.alloc(1024 * 1024)
    for (const box of keep) {
      for (let at = box.start; at < box.start + box.size; ) {
        const { bytesRead } = await from.read(chunk, 0, Math.min(chunk.length, box.start + box.size - at), at)
        if (bytesRead === 0) throw new Error("the lesson video ended early")
        await to.write(chunk, 0, bytesRead)
        at += bytesRead
      }
    }
    await to.close()
    await rename(part, target)
  } catch (error) {
    await to.close().catch(() => {})
    await rm(part, { force: true })
    throw error
  } finally {
    await from.close()
  }
  return true
}
