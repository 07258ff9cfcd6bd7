/**
 * Chinese text as search terms: words segmented by jieba (jieba-wasm, the maintained jieba-rs
 * segmenter compiled to WebAssembly, so no per-platform binary is needed) in its search mode, which also yields the shorter words inside long ones
 * (阿莫西林 -> 阿莫, 莫西, 西林, 阿莫西林), so a `simple` text-search vector over the joined words
 * finds a leaflet by a part of its name. Pinyin comes from pinyin-pro.
 */
import { cut_for_search } from "jieba-wasm"
import { pinyin } from "pinyin-pro"
import { pinyinInitials } from "../../domain/drugs/leaflet.ts"

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
