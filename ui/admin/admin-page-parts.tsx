import { useState, type ReactNode } from "react"
import { css, cx } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import type { useReviewDecision } from "../app/use-review-decision.tsx"
import { DecisionButtons } from "../components/review-queue.tsx"

/** The column of a back-office page. */
export const adminMain = css({ maxW: "6xl", mx: "auto", px: "4", py: "8", display: "grid", gap: "4" })

/**
 * A waiting item's 通过 and 驳回 (a reason is asked for), both disabled while its decision is under
 * way; `labelOf` names each button with the item for a screen reader.
 */
export function ReviewButtons({ review, id, labelOf }: { readonly review: ReturnType<typeof useReviewDecision>; readonly id: number; readonly labelOf: (verb: "通过" | "驳回") => string }) {
  return <DecisionButtons size="xs" disabled={review.busyId === id} labelOf={labelOf} onApprove={() => review.approve(id)} onReject={() => review.reject(id)} />
}

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
