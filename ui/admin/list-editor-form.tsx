import { useState, type ReactNode } from "react"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { SaveRow } from "./admin-page-parts.tsx"

/**
 * The form of a list the operator edits in place and saves at once (channel tiles, home
 * banners): the rows, then 添加, 保存 and the first problem. The list is checked by the same rule
 * the server's schema uses before it is sent.
 */
export function ListEditorForm<T>({
  label,
  items,
  max,
  tooMany,
  problemOf,
  empty,
  addLabel,
  onAdd,
  saveLabel,
  save,
  children,
}: {
  readonly label: string
  readonly items: readonly T[]
  readonly max: number
  readonly tooMany: string
  readonly problemOf: (item: T) => string | null
  /** Said when the list is empty. */
  readonly empty: string
  readonly addLabel: string
  readonly onAdd: () => void
  readonly saveLabel: string
  readonly save: { readonly busy: boolean; readonly error: string | null; readonly send: () => void }
  readonly children: ReactNode
}) {
  const [problem, setProblem] = useState<string | null>(null)
  return (
    <form
      aria-label={label}
      className={css({ display: "grid", gap: "3" })}
      onSubmit={(e) => {
        e.preventDefault()
        const found = items.length > max ? tooMany : (items.map(problemOf).find((p) => p !== null) ?? null)
        setProblem(found)
        if (!found) save.send()
      }}
    >
      {items.length === 0 && <p className={css({ fontSize: "sm", color: "fg.muted" })}>{empty}</p>}
      {children}
      <SaveRow label={saveLabel} busy={save.busy} message={problem ?? save.error}>
        <button type="button" className={button({ variant: "outline", size: "sm" })} disabled={items.length >= max} onClick={onAdd}>
          {addLabel}
        </button>
      </SaveRow>
    </form>
  )
}
