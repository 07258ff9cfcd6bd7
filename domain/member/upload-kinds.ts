/**
 * The file host's upload kinds (spec 2 §7 Other: pictures, avatar, chat, video or image, free,
 * course video, short video) and what each accepts. Sizes and messages are the widget rules of
 * ../validation/upload-rules.ts, checked again by the server on the bytes it receives.
 */
import { GALLERY_VIDEO_MAX_BYTES, IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from "../core/constants.ts"
import {
  mediaFormat,
  UPLOAD_MESSAGES,
  uploadCountMessage,
  validateUpload,
  type MediaKind,
  type Uploader,
} from "../core/validation/upload-rules.ts"
import { FORMAT_INFO, type MediaFormat } from "./file-sniff.ts"

export const UPLOAD_KINDS = ["pictures", "avatar", "chat", "video", "image", "free", "courseVideo", "shortVideo"] as const
export type UploadKind = (typeof UPLOAD_KINDS)[number]

export interface UploadKindRule {
  readonly label: string
  readonly accepts: ReadonlyArray<MediaKind>
  /** Which widget rule applies (sizes, MP4-only). */
  readonly uploader: Uploader
}

export const UPLOAD_KIND_RULES: Readonly<Record<UploadKind, UploadKindRule>> = {
  pictures: { label: "图片", accepts: ["image"], uploader: "media" },
  avatar: { label: "头像", accepts: ["image"], uploader: "media" },
  chat: { label: "聊天文件", accepts: ["image", "video"], uploader: "gallery" },
  video: { label: "视频", accepts: ["video"], uploader: "media" },
  image: { label: "图文", accepts: ["image", "video"], uploader: "media" },
  free: { label: "免费资料", accepts: ["image", "video"], uploader: "media" },
  courseVideo: { label: "课程视频", accepts: ["video"], uploader: "mp4Video" },
  shortVideo: { label: "短视频", accepts: ["video"], uploader: "mp4Video" },
}


/** The largest file of this kind of media the upload kind takes. */
export function maxBytesFor(kind: UploadKind, media: MediaKind): number {
  if (media === "image") return IMAGE_MAX_BYTES
  return UPLOAD_KIND_RULES[kind].uploader === "gallery" ? GALLERY_VIDEO_MAX_BYTES : VIDEO_MAX_BYTES
}

/** The largest file the upload kind takes at all (before its format is known). */
export function maxBytesOfKind(kind: UploadKind): number {
  return Math.max(...UPLOAD_KIND_RULES[kind].accepts.map((media) => maxBytesFor(kind, media)))
}

export function sizeMessageFor(kind: UploadKind, media: MediaKind): string {
  if (media === "image") return UPLOAD_MESSAGES.imageSize
  return UPLOAD_KIND_RULES[kind].uploader === "gallery" ? UPLOAD_MESSAGES.galleryVideoSize : UPLOAD_MESSAGES.videoSize
}

/** Why the format cannot be uploaded as this kind, or null when it can. */
export function formatRefusal(kind: UploadKind, format: MediaFormat | null): string | null {
  if (format === null) return UPLOAD_MESSAGES.type
  const rule = UPLOAD_KIND_RULES[kind]
  const media = FORMAT_INFO[format].kind
  if (!rule.accepts.includes(media)) return media === "video" ? UPLOAD_KIND_MESSAGES.imageOnly : UPLOAD_KIND_MESSAGES.videoOnly
  if (rule.uploader === "mp4Video" && media === "video" && format !== "mp4") return UPLOAD_MESSAGES.mp4Only
  return null
}

export const UPLOAD_KIND_MESSAGES = {
  imageOnly: "只能上传 JPG、GIF、PNG、BMP、WEBP 格式的图片",
  videoOnly: "只能上传视频文件",
  unknownKind: "不支持的上传类型",
  notFound: "文件不存在或已删除",
} as const

/** Where uploaded files are served: `/files/<kind>/<yyyymm>/<name>.<ext>`. */
export const UPLOADED_PATH_PATTERN = /^\/files\/([A-Za-z]+)\/(\d{6})\/([a-f0-9]{32})\.([a-z0-9]{2,5})$/

export function isUploadedPath(path: string, kinds: ReadonlyArray<UploadKind> = UPLOAD_KINDS): boolean {
  const m = UPLOADED_PATH_PATTERN.exec(path)
  return m !== null && (kinds as ReadonlyArray<string>).includes(m[1] ?? "")
}

/** The media kind of an uploaded file by its stored extension (the server chose it from the bytes). */
export function mediaKindOfPath(path: string): MediaKind | null {
  const ext = UPLOADED_PATH_PATTERN.exec(path)?.[4]
  const info = Object.values(FORMAT_INFO).find((f) => f.ext === ext)
  return info?.kind ?? null
}

export interface UploadCandidate {
  readonly name: string
  /** MIME type as the browser reports it; may be empty. */
  readonly type: string
  readonly size: number
  /** The format read from the file's first bytes, when they could be read. */
  readonly sniffed?: MediaFormat | null
}

export type UploadCheck =
  | { readonly ok: true; readonly media: "image" | "video" }
  | { readonly ok: false; readonly message: string; readonly count: boolean }

/**
 * The widget's check of one chosen file against an upload kind (spec 2 §5, §8): its format
 * (from its first bytes when known, else its name and type), the size limit of its media and
 * the widget's count limit. The server checks the bytes again.
 */
export function checkUploadCandidate(
  kind: UploadKind,
  file: UploadCandidate,
  counts: { readonly images: number; readonly videos: number; readonly imageLimit: number; readonly videoLimit: number },
): UploadCheck {
  const rule = UPLOAD_KIND_RULES[kind]
  let media: "image" | "video"
  if (file.sniffed !== undefined) {
    const refusal = formatRefusal(kind, file.sniffed)
    if (refusal !== null || file.sniffed === null) return { ok: false, message: refusal ?? UPLOAD_MESSAGES.type, count: false }
    media = FORMAT_INFO[file.sniffed].kind
  } else {
    const errors = validateUpload(file, { uploader: rule.uploader })
    const typeMessage = errors.type?.[0]
    if (typeMessage !== undefined) return { ok: false, message: typeMessage, count: false }
    const byName = mediaFormat(file)
    if (byName === null) return { ok: false, message: UPLOAD_MESSAGES.type, count: false }
    media = byName[0]
    if (!rule.accepts.includes(media))
      return { ok: false, message: media === "video" ? UPLOAD_KIND_MESSAGES.imageOnly : UPLOAD_KIND_MESSAGES.videoOnly, count: false }
  }
  if (file.size > maxBytesFor(kind, media)) return { ok: false, message: sizeMessageFor(kind, media), count: false }
  const [count, limit] = media === "image" ? [counts.images, counts.imageLimit] : [counts.videos, counts.videoLimit]
  if (count >= limit) return { ok: false, message: uploadCountMessage(media, limit), count: true }
  return { ok: true, media }
}
