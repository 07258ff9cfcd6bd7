import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import {
  COURSE_PICTURES_MAX,
  IMAGE_COURSE_MESSAGES as M,
  isPreviewCountValid,
  PICTURE_CAPTION_MAX,
  pictureCaptionOf,
  pictureSubmitProblem,
  picturesProblem,
} from "./maker-image-course.ts"

const captions = (n: number) => Array.from({ length: n }, (_, i) => `图 ${i + 1}`)

describe("the free pictures of an image course", () => {
  test.prop([fc.integer({ min: 2, max: COURSE_PICTURES_MAX }).chain((count) => fc.tuple(fc.constant(count), fc.integer({ min: 1, max: count - 1 })))])(
    "at least 1 and below the picture count passes when saving and submitting",
    ([count, free]) => {
      expect(isPreviewCountValid(free, count)).toBe(true)
      expect(picturesProblem(captions(count), free)).toBeNull()
      expect(pictureSubmitProblem(count, free)).toBeNull()
    },
  )

  test.prop([fc.integer({ min: 1, max: COURSE_PICTURES_MAX }).chain((count) => fc.tuple(fc.constant(count), fc.integer({ min: count, max: count + 100 })))])(
    "as many free pictures as the course has, or more, is refused with the message",
    ([count, free]) => {
      expect(isPreviewCountValid(free, count)).toBe(false)
      expect(picturesProblem(captions(count), free)).toBe(M.previewTooMany)
    },
  )

  test.prop([fc.integer({ min: 0, max: COURSE_PICTURES_MAX }), fc.oneof(fc.integer({ max: 0 }), fc.double({ min: 0.1, max: 49.9, noInteger: true }), fc.constant(Number.NaN))])(
    "no free picture, a negative or a fractional count is refused whatever the pictures",
    (count, free) => {
      expect(isPreviewCountValid(free, count)).toBe(false)
      expect(picturesProblem(captions(count), free)).toBe(M.previewInvalid)
    },
  )

  test.prop([fc.integer({ min: 1, max: 60 })])("a draft without pictures may be saved with any whole free count; it cannot be submitted", (free) => {
    expect(picturesProblem([], free)).toBeNull()
    expect(pictureSubmitProblem(0, free)).toBe(M.noPictures)
  })

  it("one picture cannot be submitted: nothing would be left to buy", () => {
    expect(pictureSubmitProblem(1, 1)).toBe(M.noPictures)
    expect(picturesProblem(captions(1), 1)).toBe(M.previewTooMany)
  })

  test.prop([fc.integer({ min: COURSE_PICTURES_MAX + 1, max: 200 })])("more than the most pictures is refused first", (count) => {
    expect(picturesProblem(captions(count), 1)).toBe(M.tooManyPictures)
    expect(pictureSubmitProblem(count, 1)).toBe(M.tooManyPictures)
  })

  test.prop([fc.string({ minLength: PICTURE_CAPTION_MAX + 1, maxLength: 80, unit: "grapheme" }).filter((s) => [...s.trim()].length > PICTURE_CAPTION_MAX)])(
    "a caption longer than its limit is refused",
    (caption) => {
      expect(picturesProblem([caption, "第二张"], 1)).toBe(M.captionLength)
    },
  )

  test.prop([fc.string({ maxLength: 20 }), fc.nat(100)])("a stored caption is the maker's, trimmed, or the picture's place", (caption, index) => {
    const stored = pictureCaptionOf(caption, index)
    expect(stored).toBe(caption.trim() === "" ? `第 ${index + 1} 张` : caption.trim())
  })
})
