/**
 * Pictures and videos attached to a course comment (spec 2 §2 comment media row): at most
 * nine pictures and one video, each an address on this site.
 */
import { DEFAULT_VIDEO_LIMIT } from "../core/constants.ts"
import { COURSE_MESSAGES } from "./messages.ts"

export const COMMENT_IMAGE_LIMIT = 9
export const COMMENT_VIDEO_LIMIT = DEFAULT_VIDEO_LIMIT

export interface CommentMediaItem {
  readonly type: "image" | "video"
  readonly url: string
}

/** A path on this site: starts with one slash, plain characters, no `..`, at most 300 long. */
export function isSitePath(url: string): boolean {
  return url.length <= 300 && /^\/[A-Za-z0-9/_.-]+$/.test(url) && !url.startsWith("//") && !url.split("/").includes("..")
}

/** The message for the first problem of a media list, or null when it may be stored. */
export function commentMediaProblem(items: ReadonlyArray<CommentMediaItem>): string | null {
  const images = items.filter((item) => item.type === "image").length
  const videos = items.filter((item) => item.type === "video").length
  if (images > COMMENT_IMAGE_LIMIT || videos > COMMENT_VIDEO_LIMIT) return COURSE_MESSAGES.tooManyMedia
  if (items.some((item) => !isSitePath(item.url))) return COURSE_MESSAGES.badMedia
  return null
}
