import { partsOfRanges, type HighlightRange } from "../../domain/search/highlight.ts"
import { MarkedParts } from "../components/highlighted.tsx"

/** A text with the stretches the server matched in `<mark>`; the text is rendered as text, never as html. */
export function MarkedText({ text, marks }: { readonly text: string; readonly marks: ReadonlyArray<HighlightRange> }) {
  return <MarkedParts parts={partsOfRanges(text, marks)} />
}
