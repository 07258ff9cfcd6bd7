import { css } from "styled-system/css"
import { highlightParts } from "../../domain/search/highlight.ts"

const markClass = css({ bg: "warning.subtle", color: "inherit", px: "0.5", borderRadius: "sm" })

/** A text cut into parts, the matched ones in `<mark>`; rendered as text, never as html. */
export function MarkedParts({ parts }: { readonly parts: ReadonlyArray<{ readonly text: string; readonly mark: boolean }> }) {
  return (
    <>
      {parts.map((part, i) =>
        part.mark ? (
          <mark key={i} className={markClass}>
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  )
}

/** A text with the occurrences of the keyword (or of its blank-separated words) in `<mark>`: drug leaflets, forum topics. */
export function Highlighted({ text, keyword }: { readonly text: string; readonly keyword: string }) {
  return <MarkedParts parts={highlightParts(text, keyword)} />
}
