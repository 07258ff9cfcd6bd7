import { css } from "styled-system/css"
import { partsOfRanges, type HighlightRange } from "../../domain/search/highlight.ts"

const markClass = css({ bg: "warning.subtle", color: "inherit", px: "0.5", borderRadius: "sm" })

/** A text with the stretches the server matched in `<mark>`; the text is rendered as text, never as html. */
export function MarkedText({ text, marks }: { readonly text: string; readonly marks: ReadonlyArray<HighlightRange> }) {
  return (
    <>
      {partsOfRanges(text, marks).map((part, i) =>
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
