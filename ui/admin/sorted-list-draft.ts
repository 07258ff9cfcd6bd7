import { useState } from "react"

interface Row<T> {
  /** Stable across moves and removals, for React's keys (a row's widgets stay with their row). */
  readonly key: number
  readonly item: T
}

/**
 * The draft of a list the operator edits in place and saves at once (channel tiles, home
 * banners): the list order is the order, so every change renumbers the sorts.
 */
export function useSortedListDraft<T extends { readonly sort: number }>(initial: readonly T[]) {
  const [rows, setRows] = useState<Row<T>[]>(() => initial.map((item, key) => ({ key, item })))
  const renumber = (list: Row<T>[]) => setRows(list.map((row, i) => ({ key: row.key, item: { ...row.item, sort: i } })))
  return {
    items: rows.map((row) => row.item),
    keys: rows.map((row) => row.key),
    change: (index: number, patch: Partial<T>) => setRows(rows.map((row, i) => (i === index ? { key: row.key, item: { ...row.item, ...patch } } : row))),
    move: (index: number, by: number) => {
      const target = index + by
      if (target < 0 || target >= rows.length) return
      const next = rows.slice()
      const [moved] = next.splice(index, 1)
      if (moved) next.splice(target, 0, moved)
      renumber(next)
    },
    remove: (index: number) => renumber(rows.filter((_, i) => i !== index)),
    add: (item: T) => renumber([...rows, { key: Math.max(-1, ...rows.map((row) => row.key)) + 1, item }]),
  }
}
