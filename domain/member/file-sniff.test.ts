import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { UPLOAD_MESSAGES } from "../core/validation/upload-rules.ts"
import { sniffFormat, SNIFF_BYTES } from "./file-sniff.ts"
import { formatRefusal, isUploadedPath, maxBytesFor, maxBytesOfKind, mediaKindOfPath, UPLOAD_KIND_MESSAGES } from "./upload-kinds.ts"

const bytes = (...parts: Array<string | number[]>) => {
  const out: number[] = []
  for (const p of parts) {
    if (typeof p === "string") for (const c of p) out.push(c.charCodeAt(0))
    else out.push(...p)
  }
  while (out.length < SNIFF_BYTES) out.push(0)
  return new Uint8Array(out)
}

const SAMPLES = {
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0]),
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  gif: bytes("GIF89a"),
  bmp: bytes("BM", [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 40, 0, 0, 0]),
  webp: bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "),
  avi: bytes("RIFF", [0, 0, 0, 0], "AVI LIST"),
  mp4: bytes([0, 0, 0, 0x20], "ftypisom"),
  mov: bytes([0, 0, 0, 0x14], "ftypqt  "),
  flv: bytes("FLV", [1]),
  wmv: bytes([0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c]),
  rmvb: bytes(".RMF"),
} as const

describe("file types by content", () => {
  test("each allowed format is recognised by its magic number", () => {
    for (const [format, head] of Object.entries(SAMPLES)) expect(sniffFormat(head)).toBe(format)
  })
  test("an executable, a script or a text file is not a picture whatever its name", () => {
    expect(sniffFormat(bytes("MZ", [0x90, 0]))).toBeNull()
    expect(sniffFormat(bytes([0x7f], "ELF"))).toBeNull()
    expect(sniffFormat(bytes("<svg xmlns="))).toBeNull()
    expect(sniffFormat(bytes("#!/bin/sh"))).toBeNull()
    expect(sniffFormat(bytes("BM", [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 99, 0, 0, 0]))).toBeNull()
    expect(sniffFormat(new Uint8Array())).toBeNull()
  })
  test.prop([fc.uint8Array({ minLength: SNIFF_BYTES, maxLength: SNIFF_BYTES })])("random bytes never throw", (head) => {
    expect(() => sniffFormat(head)).not.toThrow()
  })
})

describe("upload kinds", () => {
  test("what each kind accepts and how large", () => {
    expect(formatRefusal("avatar", "png")).toBeNull()
    expect(formatRefusal("avatar", "mp4")).toBe(UPLOAD_KIND_MESSAGES.imageOnly)
    expect(formatRefusal("video", "png")).toBe(UPLOAD_KIND_MESSAGES.videoOnly)
    expect(formatRefusal("courseVideo", "mov")).toBe(UPLOAD_MESSAGES.mp4Only)
    expect(formatRefusal("image", null)).toBe(UPLOAD_MESSAGES.type)
    expect(maxBytesFor("avatar", "image")).toBe(2 * 1024 * 1024)
    expect(maxBytesFor("video", "video")).toBe(500 * 1024 * 1024)
    expect(maxBytesFor("chat", "video")).toBe(60 * 1024 * 1024)
    expect(maxBytesFor("shortVideo", "video")).toBe(500 * 1024 * 1024)
    expect(formatRefusal("shortVideo", "mov")).toBe(UPLOAD_MESSAGES.mp4Only)
    expect(formatRefusal("shortVideo", "png")).toBe(UPLOAD_KIND_MESSAGES.videoOnly)
    expect(maxBytesOfKind("pictures")).toBe(2 * 1024 * 1024)
  })
  test("uploaded paths", () => {
    const path = "/files/avatar/202411/0123456789abcdef0123456789abcdef.png"
    expect(isUploadedPath(path)).toBe(true)
    expect(isUploadedPath(path, ["pictures"])).toBe(false)
    expect(isUploadedPath("/files/avatar/202411/../../etc/passwd")).toBe(false)
    expect(mediaKindOfPath(path)).toBe("image")
    expect(mediaKindOfPath(path.replace(".png", ".mp4"))).toBe("video")
  })
})
