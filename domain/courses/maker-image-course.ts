/**
 * Image courses written by makers (spec 1 §2.2 curriculum_image; docs/decisions.md "Makers' image
 * courses"): the course's pictures in order, their captions and how many of them anyone may see
 * before buying. The editor and the server run these same rules.
 */
import { charLength } from "../core/validation/text.ts"

/** The most pictures one image course holds. */
export const COURSE_PICTURES_MAX = 50

/** The longest caption of a picture. */
export const PICTURE_CAPTION_MAX = 50

export const IMAGE_COURSE_MESSAGES = {
  tooManyPictures: `每门图文课程最多 ${COURSE_PICTURES_MAX} 张图片`,
  captionLength: `图片说明不能超过 ${PICTURE_CAPTION_MAX} 个字符`,
  previewInvalid: "免费预览张数须为不小于 1 的整数",
  previewTooMany: "免费预览张数须少于图片总数",
  noPictures: "请至少上传 2 张课程图片再提交审核",
  pictureRequired: "请上传 JPG、PNG、GIF、BMP 或 WEBP 格式的课程图片",
  wrongKind: "图文课程不能包含章节和课时",
} as const

const M = IMAGE_COURSE_MESSAGES

/** Whether a number of free pictures suits a course of this many pictures (at least 1, below the count). */
export const isPreviewCountValid = (previewImages: number, pictureCount: number): boolean =>
  Number.isSafeInteger(previewImages) && previewImages >= 1 && previewImages < pictureCount

/**
 * The first problem of the pictures and the free count as the maker saves them, or null. A draft
 * may have no pictures yet; once it has some, the free count lies below their number.
 */
export function picturesProblem(captions: ReadonlyArray<string>, previewImages: number): string | null {
  if (captions.length > COURSE_PICTURES_MAX) return M.tooManyPictures
  if (captions.some((c) => charLength(c.trim()) > PICTURE_CAPTION_MAX)) return M.captionLength
  if (!Number.isSafeInteger(previewImages) || previewImages < 1) return M.previewInvalid
  if (captions.length > 0 && previewImages >= captions.length) return M.previewTooMany
  return null
}

/** Why an image course cannot go to review yet: it needs pictures, some of them locked. */
export function pictureSubmitProblem(pictureCount: number, previewImages: number): string | null {
  if (pictureCount < 2) return M.noPictures
  return picturesProblem(Array.from({ length: pictureCount }, () => ""), previewImages)
}

/** The caption stored for a picture: the maker's, or its place in the course. */
export const pictureCaptionOf = (caption: string, index: number): string => caption.trim() || `第 ${index + 1} 张`
