/** Upload rules for the media widgets and the rich-text editor (spec 1 §5, spec 2 §5, §8). */
import {
  DEFAULT_IMAGE_LIMIT,
  DEFAULT_VIDEO_LIMIT,
  GALLERY_VIDEO_MAX_BYTES,
  IMAGE_MAX_BYTES,
  RICH_TEXT_VIDEO_MAX_BYTES,
  VIDEO_MAX_BYTES,
} from "../constants.ts"
import { formErrors, messagesOf, type FormErrors } from "./form-errors.ts"

export type MediaKind = "image" | "video"

/**
 * `media`: images and every allowed video format, video up to 500 MB.
 * `gallery`: the video-with-images uploader, video up to 60 MB.
 * `mp4Video`: images, and video in MP4 only, up to 500 MB.
 */
export type Uploader = "media" | "gallery" | "mp4Video"

const IMAGE_EXTENSIONS: ReadonlyArray<string> = ["jpg", "jpeg", "gif", "png", "bmp", "webp"]
const VIDEO_EXTENSIONS: ReadonlyArray<string> = ["mp4", "mov", "rmvb", "avi", "flv", "wmv"]
const RICH_TEXT_VIDEO_EXTENSIONS: ReadonlyArray<string> = ["mp4", "mov"]

/** MIME types of the allowed formats, for files whose name has no usable extension. */
const MIME_KINDS: Readonly<Record<string, readonly [MediaKind, string]>> = {
  "image/jpeg": ["image", "jpeg"],
  "image/gif": ["image", "gif"],
  "image/png": ["image", "png"],
  "image/bmp": ["image", "bmp"],
  "image/webp": ["image", "webp"],
  "video/mp4": ["video", "mp4"],
  "video/quicktime": ["video", "mov"],
  "application/vnd.rn-realmedia-vbr": ["video", "rmvb"],
  "video/x-msvideo": ["video", "avi"],
  "video/x-flv": ["video", "flv"],
  "video/x-ms-wmv": ["video", "wmv"],
}

export const UPLOAD_MESSAGES = {
  type: "只能上传 JPG、GIF、PNG、BMP、WEBP、MP4、MOV、RMVB、AVI、FLV、WMV 格式的文件",
  mp4Only: "只能上传 MP4 格式的视频",
  imageSize: "上传图片大小不能超过 2MB",
  videoSize: "上传视频大小不能超过 500MB",
  galleryVideoSize: "上传视频大小不能超过 60MB",
  richTextVideoType: "只能上传 MP4、MOV 格式的视频",
  richTextVideoSize: "上传视频大小不能超过 100MB",
  failed: "图片上传失败，请刷新后重试",
  confirmDelete: "确定删除该文件吗？",
  deleted: "删除成功",
} as const

/** `最多只能上传 30 张图片` / `最多只能上传 1 个视频`. */
export function uploadCountMessage(kind: MediaKind, limit: number): string {
  return kind === "image" ? `最多只能上传 ${limit} 张图片` : `最多只能上传 ${limit} 个视频`
}

export interface UploadFileInput {
  readonly name: string
  /** MIME type as the browser reports it; may be empty. */
  readonly type: string
  /** Size in bytes. */
  readonly size: number
}

/** Lower-case extension without the dot, or `""`. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf(".")
  return dot < 0 ? "" : name.slice(dot + 1).toLowerCase()
}

/** Kind and format of a file: from its extension, else from its MIME type; `null` when not allowed. */
export function mediaFormat(file: Pick<UploadFileInput, "name" | "type">): readonly [MediaKind, string] | null {
  const ext = fileExtension(file.name)
  if (IMAGE_EXTENSIONS.includes(ext)) return ["image", ext === "jpg" ? "jpeg" : ext]
  if (VIDEO_EXTENSIONS.includes(ext)) return ["video", ext]
  return MIME_KINDS[file.type.toLowerCase()] ?? null
}

export interface UploadOptions {
  readonly uploader?: Uploader
  /** Maximum number of images (widget setting, default 30). */
  readonly imageLimit?: number
  /** Maximum number of videos (widget setting, default 1). */
  readonly videoLimit?: number
  /** Images already in the widget. */
  readonly imageCount?: number
  /** Videos already in the widget. */
  readonly videoCount?: number
}

export type UploadField = "type" | "size" | "count"

function videoMaxBytes(uploader: Uploader): number {
  return uploader === "gallery" ? GALLERY_VIDEO_MAX_BYTES : VIDEO_MAX_BYTES
}

/** Checks one file before it is sent: format, size for its kind, and the widget's count limit. */
export function validateUpload(file: UploadFileInput, options: UploadOptions = {}): FormErrors<UploadField> {
  const uploader = options.uploader ?? "media"
  const format = mediaFormat(file)
  if (format === null) return formErrors<UploadField>({ type: [UPLOAD_MESSAGES.type], size: [], count: [] })
  const [kind, ext] = format
  const limit = kind === "image" ? (options.imageLimit ?? DEFAULT_IMAGE_LIMIT) : (options.videoLimit ?? DEFAULT_VIDEO_LIMIT)
  const count = kind === "image" ? (options.imageCount ?? 0) : (options.videoCount ?? 0)
  const maxBytes = kind === "image" ? IMAGE_MAX_BYTES : videoMaxBytes(uploader)
  const sizeMessage =
    kind === "image"
      ? UPLOAD_MESSAGES.imageSize
      : uploader === "gallery"
        ? UPLOAD_MESSAGES.galleryVideoSize
        : UPLOAD_MESSAGES.videoSize
  return formErrors<UploadField>({
    type: messagesOf([uploader === "mp4Video" && kind === "video" && ext !== "mp4", UPLOAD_MESSAGES.mp4Only]),
    size: messagesOf([file.size > maxBytes, sizeMessage]),
    count: messagesOf([count >= limit, uploadCountMessage(kind, limit)]),
  })
}

/** Rich-text editor: image or video by extension; `null` for anything else. */
export function richTextMediaKind(name: string): MediaKind | null {
  const ext = fileExtension(name)
  if (IMAGE_EXTENSIONS.includes(ext)) return "image"
  if (RICH_TEXT_VIDEO_EXTENSIONS.includes(ext)) return "video"
  return null
}

/** Rich-text video: MP4 or MOV, at most 104857600 bytes. */
export function validateRichTextVideo(file: Pick<UploadFileInput, "name" | "size">): ReadonlyArray<string> {
  return messagesOf(
    [!RICH_TEXT_VIDEO_EXTENSIONS.includes(fileExtension(file.name)), UPLOAD_MESSAGES.richTextVideoType],
    [file.size > RICH_TEXT_VIDEO_MAX_BYTES, UPLOAD_MESSAGES.richTextVideoSize],
  )
}
