import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { UPLOAD_MESSAGES } from "../core/validation/upload-rules.ts"
import { VIDEO_MAX_BYTES } from "../core/constants.ts"
import { SNIFF_BYTES } from "./file-sniff.ts"
import {
  CHUNK_MAX_BYTES,
  chunkProblem,
  chunkRanges,
  RESUMABLE_KINDS,
  resumeKey,
  sessionSizeProblem,
  UPLOAD_SESSION_MESSAGES,
} from "./upload-sessions.ts"

const kind = fc.constantFrom(...RESUMABLE_KINDS)

describe("resumable upload rules", () => {
  test.prop([kind, fc.integer({ min: 1, max: VIDEO_MAX_BYTES })])("a size up to the kind's limit may begin", (k, size) => {
    expect(sessionSizeProblem(k, size)).toBeNull()
  })

  test.prop([kind, fc.integer({ min: VIDEO_MAX_BYTES + 1, max: 2 ** 31 - 1 })])("a size over the limit is refused with the video size message", (k, size) => {
    expect(sessionSizeProblem(k, size)).toBe(UPLOAD_MESSAGES.videoSize)
  })

  test.prop([kind, fc.oneof(fc.integer({ max: 0 }), fc.double({ min: 0.1, max: 10, noInteger: true }))])("an empty or fractional size is refused", (k, size) => {
    expect(sessionSizeProblem(k, size)).toBe(UPLOAD_SESSION_MESSAGES.empty)
  })

  test.prop([
    fc.oneof(
      fc.record({ size: fc.integer({ min: 1, max: VIDEO_MAX_BYTES }), chunkSize: fc.integer({ min: 1024 * 1024, max: 2 * CHUNK_MAX_BYTES }) }),
      fc.record({ size: fc.integer({ min: 1, max: 5000 }), chunkSize: fc.integer({ min: 1, max: 100 }) }),
    ),
    fc.integer({ min: 0, max: VIDEO_MAX_BYTES }),
  ])("the planned chunks cover the rest of the file in order, each one acceptable where it starts", ({ size, chunkSize }, fromRaw) => {
    const from = fromRaw % size
    const ranges = chunkRanges(size, from, chunkSize)
    expect(ranges[0]?.start).toBe(from)
    expect(ranges.at(-1)?.end).toBe(size)
    let received = from
    for (const range of ranges) {
      expect(range.start).toBe(received)
      expect(chunkProblem({ size, received }, range.start, range.end - range.start)).toBeNull()
      received = range.end
    }
  })

  test.prop([fc.integer({ min: 2, max: VIDEO_MAX_BYTES }), fc.integer({ min: 0, max: VIDEO_MAX_BYTES }), fc.integer({ min: 1, max: CHUNK_MAX_BYTES })])(
    "a chunk anywhere but the server's offset is refused as out of place",
    (size, received, length) => {
      const at = (received + 1 + (length % size)) % (size + 1)
      fc.pre(at !== received)
      expect(chunkProblem({ size, received }, at, length)).toBe("offset")
    },
  )

  test.prop([fc.integer({ min: 1, max: VIDEO_MAX_BYTES }), fc.integer({ min: 1, max: CHUNK_MAX_BYTES })])(
    "a chunk past the end, empty or over the chunk limit is refused as a bad size",
    (size, extra) => {
      const received = Math.max(0, size - 1)
      expect(chunkProblem({ size, received }, received, size - received + extra)).toBe("size")
      expect(chunkProblem({ size, received }, received, 0)).toBe("size")
      expect(chunkProblem({ size: VIDEO_MAX_BYTES, received: 0 }, 0, CHUNK_MAX_BYTES + extra)).toBe("size")
    },
  )

  test("the first chunk must hold the bytes that tell the format", () => {
    expect(chunkProblem({ size: 1000, received: 0 }, 0, SNIFF_BYTES - 1)).toBe("size")
    expect(chunkProblem({ size: 1000, received: 0 }, 0, SNIFF_BYTES)).toBeNull()
    expect(chunkProblem({ size: 10, received: 0 }, 0, 10)).toBeNull()
  })

  test.prop([fc.string(), fc.nat(), fc.nat(), fc.string(), fc.nat(), fc.nat()])("the resume key tells files apart by name, size and time", (n1, s1, t1, n2, s2, t2) => {
    const same = n1 === n2 && s1 === s2 && t1 === t2
    expect(resumeKey("shortVideo", { name: n1, size: s1, lastModified: t1 }) === resumeKey("shortVideo", { name: n2, size: s2, lastModified: t2 })).toBe(same)
    expect(resumeKey("shortVideo", { name: n1, size: s1, lastModified: t1 })).not.toBe(resumeKey("courseVideo", { name: n1, size: s1, lastModified: t1 }))
  })
})
