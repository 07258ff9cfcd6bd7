import { useState } from "react"

/**
 * A row's draft of a record the list holds (a footer link, a dictionary entry, an account's
 * roles). The row keeps its draft while the list is read again, and starts again from the
 * record when a newer copy of it differs from the one the draft began from, unless a save of
 * the row is under way: that save's own answer reads the list again. A row stays mounted across
 * reloads, so a save sent before a reload answers still has a row to report to.
 */
export function useSavedDraft<S, D>(saved: S, draftOf: (saved: S) => D, saving: boolean): readonly [D, (next: D) => void] {
  const [base, setBase] = useState(() => JSON.stringify(draftOf(saved)))
  const [draft, setDraft] = useState(() => draftOf(saved))
  const next = JSON.stringify(draftOf(saved))
  if (next !== base && !saving) {
    setBase(next)
    setDraft(draftOf(saved))
  }
  return [draft, setDraft]
}
