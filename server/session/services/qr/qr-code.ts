/**
 * A small QR code encoder (ISO/IEC 18004): byte mode, error correction level M,
 * versions 1 to 10 (up to 213 bytes, plenty for a login link), drawn as SVG.
 * Used for the QR-code login; no outside service sees the link.
 */

const ECC_PER_BLOCK_M = [-1, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26] as const
const BLOCKS_M = [-1, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5] as const
const MAX_VERSION = 10
/** Format bits of level M. */
const ECC_FORMAT_M = 0

export type QrMatrix = ReadonlyArray<ReadonlyArray<boolean>>

const rawDataModules = (ver: number): number => {
  let result = (16 * ver + 128) * ver + 64
  if (ver >= 2) {
    const numAlign = Math.floor(ver / 7) + 2
    result -= (25 * numAlign - 10) * numAlign - 55
    if (ver >= 7) result -= 36
  }
  return result
}

const dataCodewords = (ver: number): number =>
  Math.floor(rawDataModules(ver) / 8) - (ECC_PER_BLOCK_M[ver] ?? 0) * (BLOCKS_M[ver] ?? 0)

/** Multiplication in GF(2^8) modulo x^8 + x^4 + x^3 + x^2 + 1. */
const gfMultiply = (x: number, y: number): number => {
  let z = 0
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d)
    z ^= ((y >>> i) & 1) * x
  }
  return z & 0xff
}

const rsDivisor = (degree: number): number[] => {
  const result: number[] = new Array<number>(degree - 1).fill(0)
  result.push(1)
  let root = 1
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < result.length; j++) {
      result[j] = gfMultiply(result[j] ?? 0, root)
      if (j + 1 < result.length) result[j] = (result[j] ?? 0) ^ (result[j + 1] ?? 0)
    }
    root = gfMultiply(root, 0x02)
  }
  return result
}

/** The Reed-Solomon error correction bytes of `data`. */
export const rsRemainder = (data: ReadonlyArray<number>, divisor: ReadonlyArray<number>): number[] => {
  const result = divisor.map(() => 0)
  for (const b of data) {
    const factor = b ^ (result.shift() ?? 0)
    result.push(0)
    divisor.forEach((coef, i) => {
      result[i] = (result[i] ?? 0) ^ gfMultiply(coef, factor)
    })
  }
  return result
}

const bit = (value: number, i: number): boolean => ((value >>> i) & 1) !== 0

/** Data bits for byte mode: mode, count, bytes, terminator and padding, as codewords. */
const encodeData = (bytes: Uint8Array, ver: number): number[] => {
  const bits: number[] = []
  const push = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1)
  }
  push(0b0100, 4)
  push(bytes.length, ver <= 9 ? 8 : 16)
  for (const b of bytes) push(b, 8)
  const capacity = dataCodewords(ver) * 8
  push(0, Math.min(4, capacity - bits.length))
  push(0, (8 - (bits.length % 8)) % 8)
  const codewords: number[] = []
  for (let i = 0; i < bits.length; i += 8) codewords.push(bits.slice(i, i + 8).reduce((acc, b) => (acc << 1) | b, 0))
  for (let pad = 0xec; codewords.length < dataCodewords(ver); pad ^= 0xec ^ 0x11) codewords.push(pad)
  return codewords
}

const addEccAndInterleave = (data: ReadonlyArray<number>, ver: number): number[] => {
  const numBlocks = BLOCKS_M[ver] ?? 1
  const blockEccLen = ECC_PER_BLOCK_M[ver] ?? 0
  const rawCodewords = Math.floor(rawDataModules(ver) / 8)
  const numShortBlocks = numBlocks - (rawCodewords % numBlocks)
  const shortBlockLen = Math.floor(rawCodewords / numBlocks)
  const divisor = rsDivisor(blockEccLen)
  const blocks: number[][] = []
  for (let i = 0, k = 0; i < numBlocks; i++) {
    const dat = data.slice(k, k + shortBlockLen - blockEccLen + (i < numShortBlocks ? 0 : 1))
    k += dat.length
    const ecc = rsRemainder(dat, divisor)
    if (i < numShortBlocks) dat.push(0)
    blocks.push([...dat, ...ecc])
  }
  const result: number[] = []
  const width = blocks[0]?.length ?? 0
  for (let i = 0; i < width; i++) {
    blocks.forEach((block, j) => {
      if (i !== shortBlockLen - blockEccLen || j >= numShortBlocks) result.push(block[i] ?? 0)
    })
  }
  return result
}

const alignmentPositions = (ver: number, size: number): number[] => {
  if (ver === 1) return []
  const numAlign = Math.floor(ver / 7) + 2
  const step = Math.ceil((ver * 4 + 4) / (numAlign * 2 - 2)) * 2
  const result = [6]
  for (let pos = size - 7; result.length < numAlign; pos -= step) result.splice(1, 0, pos)
  return result
}

const MASKS: ReadonlyArray<(x: number, y: number) => boolean> = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
]

/** Format bits (level and mask) with their BCH code. */
export const formatBits = (mask: number): number => {
  const data = (ECC_FORMAT_M << 3) | mask
  let rem = data
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537)
  return ((data << 10) | rem) ^ 0x5412
}

class Grid {
  readonly modules: boolean[][]
  readonly isFunction: boolean[][]
  constructor(readonly size: number) {
    this.modules = Array.from({ length: size }, () => new Array<boolean>(size).fill(false))
    this.isFunction = Array.from({ length: size }, () => new Array<boolean>(size).fill(false))
  }
  setFunction(x: number, y: number, dark: boolean) {
    const row = this.modules[y]
    const frow = this.isFunction[y]
    if (!row || !frow) return
    row[x] = dark
    frow[x] = true
  }
}

const drawFunctionPatterns = (grid: Grid, ver: number) => {
  const size = grid.size
  for (let i = 0; i < size; i++) {
    grid.setFunction(6, i, i % 2 === 0)
    grid.setFunction(i, 6, i % 2 === 0)
  }
  for (const [cx, cy] of [
    [3, 3],
    [size - 4, 3],
    [3, size - 4],
  ] as const) {
    for (let dy = -4; dy <= 4; dy++) {
      for (let dx = -4; dx <= 4; dx++) {
        const dist = Math.max(Math.abs(dx), Math.abs(dy))
        const x = cx + dx
        const y = cy + dy
        if (x >= 0 && x < size && y >= 0 && y < size) grid.setFunction(x, y, dist !== 2 && dist !== 4)
      }
    }
  }
  const positions = alignmentPositions(ver, size)
  const last = positions.length - 1
  positions.forEach((px, i) => {
    positions.forEach((py, j) => {
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return
      for (let dy = -2; dy <= 2; dy++) {
        for (let dx = -2; dx <= 2; dx++) grid.setFunction(px + dx, py + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1)
      }
    })
  })
  drawFormat(grid, 0)
  if (ver >= 7) {
    let rem = ver
    for (let i = 0; i < 12; i++) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25)
    const bits = (ver << 12) | rem
    for (let i = 0; i < 18; i++) {
      const a = size - 11 + (i % 3)
      const b = Math.floor(i / 3)
      grid.setFunction(a, b, bit(bits, i))
      grid.setFunction(b, a, bit(bits, i))
    }
  }
}

const drawFormat = (grid: Grid, mask: number) => {
  const bits = formatBits(mask)
  const size = grid.size
  for (let i = 0; i <= 5; i++) grid.setFunction(8, i, bit(bits, i))
  grid.setFunction(8, 7, bit(bits, 6))
  grid.setFunction(8, 8, bit(bits, 7))
  grid.setFunction(7, 8, bit(bits, 8))
  for (let i = 9; i < 15; i++) grid.setFunction(14 - i, 8, bit(bits, i))
  for (let i = 0; i < 8; i++) grid.setFunction(size - 1 - i, 8, bit(bits, i))
  for (let i = 8; i < 15; i++) grid.setFunction(8, size - 15 + i, bit(bits, i))
  grid.setFunction(8, size - 8, true)
}

const drawCodewords = (grid: Grid, data: ReadonlyArray<number>) => {
  const size = grid.size
  let i = 0
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5
    for (let vert = 0; vert < size; vert++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j
        const upward = ((right + 1) & 2) === 0
        const y = upward ? size - 1 - vert : vert
        const row = grid.modules[y]
        if (row && !grid.isFunction[y]?.[x] && i < data.length * 8) {
          row[x] = bit(data[i >>> 3] ?? 0, 7 - (i & 7))
          i++
        }
      }
    }
  }
}

const applyMask = (grid: Grid, mask: number) => {
  const test = MASKS[mask] ?? MASKS[0]!
  for (let y = 0; y < grid.size; y++) {
    for (let x = 0; x < grid.size; x++) {
      const row = grid.modules[y]
      if (row && !grid.isFunction[y]?.[x] && test(x, y)) row[x] = !row[x]
    }
  }
}

/** A simplified penalty (runs, 2x2 blocks, balance): enough to avoid the worst masks. */
const penalty = (modules: ReadonlyArray<ReadonlyArray<boolean>>): number => {
  const size = modules.length
  let score = 0
  const at = (x: number, y: number) => modules[y]?.[x] ?? false
  for (let a = 0; a < size; a++) {
    let rowRun = 1
    let colRun = 1
    for (let b = 1; b < size; b++) {
      if (at(b, a) === at(b - 1, a)) rowRun++
      else rowRun = 1
      if (rowRun === 5) score += 3
      else if (rowRun > 5) score++
      if (at(a, b) === at(a, b - 1)) colRun++
      else colRun = 1
      if (colRun === 5) score += 3
      else if (colRun > 5) score++
    }
  }
  let dark = 0
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (at(x, y)) dark++
      if (x < size - 1 && y < size - 1) {
        const c = at(x, y)
        if (c === at(x + 1, y) && c === at(x, y + 1) && c === at(x + 1, y + 1)) score += 3
      }
    }
  }
  const total = size * size
  score += Math.floor(Math.abs(dark * 20 - total * 10) / total) * 10
  return score
}

/** The module matrix (true = dark) of `text` encoded as UTF-8. */
export const encodeQr = (text: string): QrMatrix => {
  const bytes = new TextEncoder().encode(text)
  let ver = 1
  while (ver <= MAX_VERSION && bytes.length > Math.floor((dataCodewords(ver) * 8 - 4 - (ver <= 9 ? 8 : 16)) / 8)) ver++
  if (ver > MAX_VERSION) throw new RangeError(`QR text too long: ${bytes.length} bytes`)
  const codewords = addEccAndInterleave(encodeData(bytes, ver), ver)
  let best: boolean[][] | null = null
  let bestScore = Infinity
  for (let mask = 0; mask < 8; mask++) {
    const grid = new Grid(ver * 4 + 17)
    drawFunctionPatterns(grid, ver)
    drawCodewords(grid, codewords)
    applyMask(grid, mask)
    drawFormat(grid, mask)
    const score = penalty(grid.modules)
    if (score < bestScore) {
      best = grid.modules
      bestScore = score
    }
  }
  return best ?? []
}

/** The matrix as an SVG image with a quiet zone of four modules. */
export const qrSvg = (matrix: QrMatrix, options: { readonly pixelsPerModule?: number; readonly label?: string } = {}): string => {
  const size = matrix.length + 8
  const px = size * (options.pixelsPerModule ?? 5)
  let path = ""
  matrix.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x + 4} ${y + 4}h1v1h-1z`
    }),
  )
  const title = options.label ? `<title>${options.label.replace(/[<&>]/g, "")}</title>` : ""
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${px}" height="${px}" shape-rendering="crispEdges">${title}<rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`
}
