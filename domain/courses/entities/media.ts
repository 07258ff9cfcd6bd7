/** Uploaded files, media items and the video player (spec 2 §3). */
import { Schema } from "effect"

const MediaType = Schema.Literals(["image", "video"])

/** A file as the upload widget keeps it, built from the upload response's path and the file type. */
export const UploadedFile = Schema.Struct({
  name: Schema.String,
  type: Schema.String,
  url: Schema.String,
})
export type UploadedFile = typeof UploadedFile.Type

/** The upload host's answer: `data.path`. */
export const UploadResponse = Schema.Struct({
  data: Schema.Struct({ path: Schema.String }),
})
export type UploadResponse = typeof UploadResponse.Type

export const MediaItem = Schema.Struct({
  type: MediaType,
  url: Schema.String,
})
export type MediaItem = typeof MediaItem.Type

export const VideoQualityItem = Schema.Struct({
  definition: Schema.String,
  desc: Schema.String,
  Url: Schema.String,
})
export type VideoQualityItem = typeof VideoQualityItem.Type

export const PlayerOptions = Schema.Struct({
  source: Schema.String,
  /** Video id, also the key of the saved resume position. */
  playId: Schema.Union([Schema.String, Schema.Number]),
  /** Preview seconds; 0 means no preview. */
  tryTime: Schema.Number,
  /** Html of the buy prompt shown when the preview ends. */
  tryBuy: Schema.String,
  autoplay: Schema.optional(Schema.Boolean),
  qualities: Schema.optional(Schema.Array(VideoQualityItem)),
})
export type PlayerOptions = typeof PlayerOptions.Type
