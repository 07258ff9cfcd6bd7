import { useState } from "react"

/**
 * The record a list's editor is open for (or null): `open(record)` shows the editor, `close()`
 * hides it, `saved()` hides it and reloads the list.
 */
export function useEditing<E>(reload: () => void) {
  const [editing, setEditing] = useState<E | null>(null)
  return {
    editing,
    open: setEditing,
    close: () => setEditing(null),
    saved: () => {
      setEditing(null)
      reload()
    },
  }
}
