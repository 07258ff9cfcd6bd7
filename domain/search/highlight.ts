/**
 * Highlighted matches: a text cut into parts, each marked when it matches the keyword (case
 * ignored). Views render marked parts in `<mark>`; nothing here is html, so nothing can inject.
 */
export interface HighlightPart {
  readonly text: string
  readonly mark: boolean
}

/** Parts of `text`, the occurrences of `keyword` (or of its words, blank-separated) marked. */
export function highlightParts(text: string, keyword: string): ReadonlyArray<HighlightPart> {
  const words = [...new Set(keyword.toLowerCase().split(/\s+/).filter((w) => w !== ""))].sort((a, b) => b.length - a.length)
  if (words.length === 0 || text === "") return text === "" ? [] : [{ text, mark: false }]
  const parts: HighlightPart[] = []
  let plain = ""
  let i = 0
  while (i < text.length) {
    const word = words.find((w) => text.slice(i, i + w.length).toLowerCase() === w)
    if (word) {
      if (plain !== "") parts.push({ text: plain, mark: false })
      plain = ""
      parts.push({ text: text.slice(i, i + word.length), mark: true })
      i += word.length
    } else {
      plain += text[i]
      i += 1
    }
  }
  if (plain !== "") parts.push({ text: plain, mark: false })
  return parts
}

/** A marked stretch of a text: `text.slice(start, end)`, in UTF-16 code units. */
export interface HighlightRange {
  readonly start: number
  readonly end: number
}

/**
 * The marked stretches of `text` for a list of terms (the keyword and its words): what the server
 * sends beside a title or summary, so that the browser marks exactly what the search matched.
 */
export function highlightRanges(text: string, terms: ReadonlyArray<string>): ReadonlyArray<HighlightRange> {
  const ranges: HighlightRange[] = []
  let at = 0
  for (const part of highlightParts(text, terms.join(" "))) {
    if (part.mark) ranges.push({ start: at, end: at + part.text.length })
    at += part.text.length
  }
  return ranges
}

/** The parts of a text cut at sorted, non-overlapping ranges; ranges outside the text are ignored. */
export function partsOfRanges(text: string, ranges: ReadonlyArray<HighlightRange>): ReadonlyArray<HighlightPart> {
  const parts: HighlightPart[] = []
  let at = 0
  for (const { start, end } of ranges) {
    if (start < at || end <= start || end > text.length) continue
    if (start > at) parts.push({ text: text.slice(at, start), mark: false })
    parts.push({ text: text.slice(start, end), mark: true })
    at = end
  }
  if (at < text.length) parts.push({ text: text.slice(at), mark: false })
  return parts
}

/** Ranges of two markings together, sorted, overlapping or touching ones joined. */
export function mergeRanges(...lists: ReadonlyArray<ReadonlyArray<HighlightRange>>): ReadonlyArray<HighlightRange> {
  const sorted = lists.flat().filter((r) => r.end > r.start).sort((a, b) => a.start - b.start || a.end - b.end)
  const merged: HighlightRange[] = []
  for (const r of sorted) {
    const last = merged[merged.length - 1]
    if (last && r.start <= last.end) merged[merged.length - 1] = { start: last.start, end: Math.max(last.end, r.end) }
    else merged.push({ ...r })
  }
  return merged
}
