/**
 * Chinese text as search terms: words segmented by jieba (jieba-wasm, the maintained jieba-rs
 * segmenter compiled to WebAssembly, so no per-platform binary is needed) in its search mode, which also yields the shorter words inside long ones
 * (阿莫西林 -> 阿莫, 莫西, 西林, 阿莫西林), so a `simple` text-search vector over the joined words
 * finds a leaflet by a part of its name. Pinyin comes from pinyin-pro.
 */
import { cut_for_search } from "jieba-wasm"
import { pinyin } from "pinyin-pro"
import { pinyinInitials } from "../../domain/drugs/leaflet.ts"
import type { HighlightRange } from "../../domain/search/highlight.ts"

/** The distinct lower-case words of a text, punctuation and blanks left out. */
export function searchWords(text: string): string[] {
  const words = cut_for_search(text, true)
    .map((w) => w.trim().toLowerCase())
    .filter((w) => w !== "" && /[\p{L}\p{N}]/u.test(w))
  return [...new Set(words)]
}

/** The pinyin syllables of Chinese characters, without tones; other characters are left out. */
export function pinyinSyllables(text: string): string[] {
  const han = Array.from(text).filter((c) => /\p{Script=Han}/u.test(c)).join("")
  if (han === "") return []
  return pinyin(han, { toneType: "none", type: "array", v: true }).filter((s) => s !== "")
}

/** 汉语拼音 as a leaflet prints it: "A Mo Xi Lin Jiao Nang". */
export function printedPinyin(text: string): string {
  return pinyinSyllables(text)
    .map((s) => s.charAt(0).toUpperCase() + s.slice(1))
    .join(" ")
}

/** Lower-case initials of the Chinese characters of a name: 阿莫西林 -> "amxl". */
export function nameInitials(text: string): string {
  return pinyinInitials(pinyinSyllables(text))
}

/**
 * The stretches of `text` whose Chinese characters spell `keyword` in pinyin, by initials
 * ("amxl" marks 阿莫西林) or by whole syllables ("amoxilin"): what a pinyin search matched,
 * marked in the name the reader sees.
 */
export function pinyinRanges(text: string, keyword: string): ReadonlyArray<HighlightRange> {
  const key = keyword.toLowerCase().replace(/\s+/g, "")
  if (!/^[a-z]{2,}$/.test(key)) return []
  const chars: Array<{ readonly at: number; readonly end: number; readonly syllable: string }> = []
  let at = 0
  for (const c of text) {
    chars.push({ at, end: at + c.length, syllable: pinyinSyllables(c)[0] ?? "" })
    at += c.length
  }
  const ranges: HighlightRange[] = []
  for (let i = 0; i < chars.length; i++) {
    let initials = ""
    let full = ""
    for (let j = i; j < chars.length; j++) {
      const syllable = chars[j]?.syllable ?? ""
      if (syllable === "") break
      initials += syllable.charAt(0)
      full += syllable
      if (initials === key || full === key) {
        ranges.push({ start: chars[i]?.at ?? 0, end: chars[j]?.end ?? 0 })
        i = j
        break
      }
      if (!key.startsWith(initials) && !key.startsWith(full)) break
    }
  }
  return ranges
}
