import type { ReactNode } from "react"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { useConfirmed } from "../components/use-confirmed.tsx"

/** 编辑 and 删除 of a row of a back-office list, named by the row's title for screen readers. */
export function EditDeleteActions({ title, onEdit, onDelete }: { readonly title: string; readonly onEdit: () => void; readonly onDelete: () => void }) {
  return (
    <div className={css({ display: "flex", gap: "2" })}>
      <button type="button" className={button({ variant: "link", size: "xs" })} aria-label={`编辑 ${title}`} onClick={onEdit}>
        编辑
      </button>
      <button type="button" className={button({ variant: "link", size: "xs" })} aria-label={`删除 ${title}`} onClick={onDelete}>
        删除
      </button>
    </div>
  )
}

/** A deletion that asks first: `ask(item)` opens the confirmation that `dialog` renders; confirming runs `remove(item)`. */
export function useConfirmedDelete<T>(message: string, remove: (item: T) => void): { readonly ask: (item: T) => void; readonly dialog: ReactNode } {
  return useConfirmed({ message: () => message, run: remove })
}
