/**
 * What a file is, read from its first bytes (its "magic number"), not from its name: an
 * executable renamed photo.png is not a PNG. The uploader allows the formats of spec 2 §5.
 */
import type { MediaKind } from "../core/validation/upload-rules.ts"

export type MediaFormat = "jpeg" | "png" | "gif" | "bmp" | "webp" | "mp4" | "mov" | "avi" | "flv" | "wmv" | "rmvb"

export interface FormatInfo {
  readonly kind: MediaKind
  /** Extension of the stored file. */
  readonly ext: string
  /** Content type the file is served with. */
  readonly mime: string
}

export const FORMAT_INFO: Readonly<Record<MediaFormat, FormatInfo>> = {
  jpeg: { kind: "image", ext: "jpg", mime: "image/jpeg" },
  png: { kind: "image", ext: "png", mime: "image/png" },
  gif: { kind: "image", ext: "gif", mime: "image/gif" },
  bmp: { kind: "image", ext: "bmp", mime: "image/bmp" },
  webp: { kind: "image", ext: "webp", mime: "image/webp" },
  mp4: { kind: "video", ext: "mp4", mime: "video/mp4" },
  mov: { kind: "video", ext: "mov", mime: "video/quicktime" },
  avi: { kind: "video", ext: "avi", mime: "video/x-msvideo" },
  flv: { kind: "video", ext: "flv", mime: "video/x-flv" },
  wmv: { kind: "video", ext: "wmv", mime: "video/x-ms-wmv" },
  rmvb: { kind: "video", ext: "rmvb", mime: "application/vnd.rn-realmedia-vbr" },
}

/** How many leading bytes `sniffFormat` needs to decide. */
export const SNIFF_BYTES = 32

const ascii = (bytes: Uint8Array, at: number, text: string): boolean => {
  if (bytes.length < at + text.length) return false
  for (let i = 0; i < text.length; i++) if (bytes[at + i] !== text.charCodeAt(i)) return false
  return true
}

const startsWith = (bytes: Uint8Array, signature: ReadonlyArray<number>): boolean =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b)

const ASF_GUID = [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c]
/** Sizes of the BMP information headers in use (core, v1-v5). */
const BMP_HEADER_SIZES = new Set([12, 40, 52, 56, 64, 108, 124])
/** QuickTime files written without an ftyp box start with one of these atoms. */
const QUICKTIME_ATOMS = ["moov", "mdat", "wide", "free", "skip", "pnot"]

/** The format of a file from its first bytes (at least SNIFF_BYTES when the file is that long), or null. */
export function sniffFormat(head: Uint8Array): MediaFormat | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "jpeg"
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png"
  if (ascii(head, 0, "GIF87a") || ascii(head, 0, "GIF89a")) return "gif"
  if (ascii(head, 0, "BM") && head.length >= 18) {
    const dib = (head[14] ?? 0) | ((head[15] ?? 0) << 8) | ((head[16] ?? 0) << 16) | ((head[17] ?? 0) << 24)
    if (BMP_HEADER_SIZES.has(dib)) return "bmp"
  }
  if (ascii(head, 0, "RIFF") && ascii(head, 8, "WEBP")) return "webp"
  if (ascii(head, 0, "RIFF") && ascii(head, 8, "AVI ")) return "avi"
  if (ascii(head, 4, "ftyp")) return ascii(head, 8, "qt  ") ? "mov" : "mp4"
  if (QUICKTIME_ATOMS.some((atom) => ascii(head, 4, atom))) return "mov"
  if (ascii(head, 0, "FLV") && head[3] === 0x01) return "flv"
  if (startsWith(head, ASF_GUID)) return "wmv"
  if (ascii(head, 0, ".RMF")) return "rmvb"
  return null
}
