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
