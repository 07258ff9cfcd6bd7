/**
 * Longer test videos without an encoder: a fragmented MP4 (like public/micro/demo/clip-*.mp4)
 * played `times` times in a row, by repeating its fragments with their decode times shifted and
 * the header's durations multiplied. Handles the version-1 boxes those clips are made of.
 */

const CONTAINERS = new Set(["moov", "trak", "mdia", "moof", "traf"])

interface Box {
  readonly type: string
  readonly start: number
  readonly size: number
}

const boxesIn = (bytes: Buffer, from: number, to: number): Box[] => {
  const out: Box[] = []
  for (let at = from; at + 8 <= to; ) {
    const size = bytes.readUInt32BE(at)
    if (size < 8) break
    out.push({ type: bytes.toString("latin1", at + 4, at + 8), start: at, size })
    at += size
  }
  return out
}

/** Every box below `box` (depth first) of the given type. */
const find = (bytes: Buffer, box: Box, type: string): Box[] => {
  const inside = boxesIn(bytes, box.start + 8, box.start + box.size)
  return inside.flatMap((b) => [...(b.type === type ? [b] : []), ...(CONTAINERS.has(b.type) ? find(bytes, b, type) : [])])
}

const scale = (bytes: Buffer, at: number, times: number) => bytes.writeBigUInt64BE(bytes.readBigUInt64BE(at) * BigInt(times), at)

export function repeatFragmentedMp4(source: Buffer, times: number): Buffer {
  const top = boxesIn(source, 0, source.length)
  const moovBox = top.find((b) => b.type === "moov")
  if (!moovBox) throw new Error("no moov box")
  const header = Buffer.concat(top.filter((b) => b.type === "ftyp" || b.type === "moov").map((b) => Buffer.from(source.subarray(b.start, b.start + b.size))))
  const moov = boxesIn(header, 0, header.length).find((b) => b.type === "moov")
  if (!moov) throw new Error("no moov box")
  const mdhd = find(header, moov, "mdhd")[0]
  if (!mdhd || header[mdhd.start + 8] !== 1) throw new Error("needs a version 1 mdhd")
  const mvhd = find(header, moov, "mvhd")[0]
  if (!mvhd) throw new Error("no mvhd box")
  // One round in the track's time units: the movie's duration converted to the track's timescale.
  const trackDuration = (header.readBigUInt64BE(mvhd.start + 32) * BigInt(header.readUInt32BE(mdhd.start + 28))) / BigInt(header.readUInt32BE(mvhd.start + 28))
  for (const b of find(header, moov, "mvhd")) scale(header, b.start + 32, times)
  for (const b of find(header, moov, "tkhd")) scale(header, b.start + 36, times)
  scale(header, mdhd.start + 32, times)

  const fragments = top.filter((b) => b.type === "moof" || b.type === "mdat")
  const parts: Buffer[] = [header]
  let sequence = 1
  for (let round = 0; round < times; round += 1) {
    for (const box of fragments) {
      const copy = Buffer.from(source.subarray(box.start, box.start + box.size))
      if (box.type === "moof") {
        const self = { type: "moof", start: 0, size: copy.length }
        for (const mfhd of find(copy, self, "mfhd")) copy.writeUInt32BE(sequence, mfhd.start + 12)
        for (const tfdt of find(copy, self, "tfdt")) copy.writeBigUInt64BE(copy.readBigUInt64BE(tfdt.start + 12) + trackDuration * BigInt(round), tfdt.start + 12)
        sequence += 1
      }
      parts.push(copy)
    }
  }
  return Buffer.concat(parts)
}
