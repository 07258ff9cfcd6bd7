import { useState, type ReactNode } from "react"
import { css, cx } from "styled-system/css"
import { button, input } from "styled-system/recipes"

/** The column of a back-office page. */
export const adminMain = css({ maxW: "6xl", mx: "auto", px: "4", py: "8", display: "grid", gap: "4" })

/** The foot of a small admin form: its other buttons, 保存 (保存中… while it saves) and the first problem or the server's refusal. */
export function SaveRow({ label, busy, disabled = false, message, children }: { readonly label: string; readonly busy: boolean; readonly disabled?: boolean; readonly message: string | null; readonly children?: ReactNode }) {
  return (
    <div className={css({ display: "flex", gap: "3", alignItems: "center", flexWrap: "wrap" })}>
      {children}
      <button type="submit" className={button({ size: "sm" })} disabled={busy || disabled}>
        {busy ? "保存中…" : label}
      </button>
      {message && (
        <span role="alert" className={css({ fontSize: "xs", color: "danger.text" })}>
          {message}
        </span>
      )}
    </div>
  )
}

/** A back-office list's search: what is typed, sent trimmed on 搜索 (undefined when empty, which lists everything). */
export function AdminSearch({ label, placeholder, maxLength, className, onSearch }: { readonly label: string; readonly placeholder: string; readonly maxLength?: number; readonly className?: string; readonly onSearch: (keyword: string | undefined) => void }) {
  const [draft, setDraft] = useState("")
  return (
    <form
      role="search"
      className={cx(css({ display: "flex", gap: "3", maxW: "lg" }), className)}
      onSubmit={(e) => {
        e.preventDefault()
        onSearch(draft.trim() || undefined)
      }}
    >
      <input aria-label={label} className={input()} placeholder={placeholder} value={draft} maxLength={maxLength} onChange={(e) => setDraft(e.target.value)} />
      <button type="submit" className={button()}>
        搜索
      </button>
    </form>
  )
}
