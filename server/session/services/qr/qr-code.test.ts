import { describe, expect, it } from "vitest"
import { encodeQr, formatBits, qrSvg, rsRemainder } from "./qr-code.ts"

/** α^e in GF(2^8) with the QR polynomial, by doubling: independent of the encoder's multiply. */
const alpha = (e: number): number => {
  let x = 1
  for (let i = 0; i < e; i++) x = x & 0x80 ? ((x << 1) ^ 0x11d) & 0xff : x << 1
  return x
}

const finderAt = (m: ReturnType<typeof encodeQr>, top: number, left: number) =>
  Array.from({ length: 7 }, (_, y) => Array.from({ length: 7 }, (_, x) => m[top + y]?.[left + x]))

const FINDER = Array.from({ length: 7 }, (_, y) =>
  Array.from({ length: 7 }, (_, x) => {
    const ring = Math.max(Math.abs(x - 3), Math.abs(y - 3))
    return ring !== 2
  }),
)

describe("QR code encoder", () => {
  it("computes the error correction bytes of the standard's HELLO WORLD example (1-M)", () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17]
    const generator = [251, 67, 46, 61, 118, 70, 64, 94, 32, 45].map(alpha)
    expect(rsRemainder(data, generator)).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23])
  })

  it("writes the format bits of level M for every mask", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(formatBits)).toEqual([0x5412, 0x5125, 0x5e7c, 0x5b4b, 0x45f9, 0x40ce, 0x4f97, 0x4aa0])
  })

  it("picks the smallest version that holds the text and draws the function patterns", () => {
    const short = encodeQr("https://portal.test/login/qr/confirm?id=0b9f3c2e-1d4a-4e5b-9c8d-7f6e5d4c3b2a")
    expect(short.length % 4).toBe(1)
    expect(short.every((row) => row.length === short.length)).toBe(true)
    const size = short.length
    expect(finderAt(short, 0, 0)).toEqual(FINDER)
    expect(finderAt(short, 0, size - 7)).toEqual(FINDER)
    expect(finderAt(short, size - 7, 0)).toEqual(FINDER)
    // Timing patterns alternate between the finders; the dark module sits beside the lower-left finder.
    for (let i = 8; i < size - 8; i++) {
      expect(short[6]?.[i]).toBe(i % 2 === 0)
      expect(short[i]?.[6]).toBe(i % 2 === 0)
    }
    expect(short[size - 8]?.[8]).toBe(true)
    expect(encodeQr("A")).toHaveLength(21)
    expect(encodeQr("x".repeat(200)).length).toBeGreaterThan(short.length)
  })

  it("is deterministic and refuses text beyond version 10", () => {
    expect(encodeQr("扫码登录")).toEqual(encodeQr("扫码登录"))
    expect(() => encodeQr("x".repeat(214))).toThrow(RangeError)
  })

  it("draws the matrix as SVG with a quiet zone and a clean title", () => {
    const svg = qrSvg([[true, false], [false, true]], { pixelsPerModule: 2, label: "扫码<登录>" })
    expect(svg).toContain('viewBox="0 0 10 10" width="20" height="20"')
    expect(svg).toContain("<title>扫码登录</title>")
    expect(svg).toContain('d="M4 4h1v1h-1zM5 5h1v1h-1z"')
  })
})
