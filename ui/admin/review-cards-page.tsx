import { useState, type ReactNode } from "react"
import { css } from "styled-system/css"
import type { Resource } from "../app/use-resource.ts"
import { useReviewDecision } from "../app/use-review-decision.tsx"
import type { ReviewQueueName } from "../app/review-wiring.ts"
import { DecisionButtons, ReviewQueue } from "../components/review-queue.tsx"
import { adminMain } from "./admin-page-parts.tsx"

/** What the frame reads of a reviewed item besides the lines its page shows. */
interface Reviewed<S> {
  readonly id: number
  readonly state: S
  readonly reason: string | null
}

/** Cards with a picture or a video, three to a row on a wide screen; or one text card a row. */
const LAYOUTS = {
  tiles: {
    list: css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "repeat(3, 1fr)" }, gap: "4" }),
    card: css({ bg: "bg.surface", borderRadius: "lg", boxShadow: "card", p: "3", display: "grid", gap: "2" }),
  },
  rows: {
    list: css({ display: "grid", gap: "3" }),
    card: css({ bg: "bg.surface", borderRadius: "lg", boxShadow: "card", p: "4", display: "grid", gap: "2" }),
  },
} as const

export interface ReviewCardsProps<S extends string, T extends Reviewed<S>> {
  readonly title: string
  readonly queue: ReviewQueueName
  /** The chips' accessible name: 课程状态, 作品状态... */
  readonly stateLabel: string
  /** The states to choose from, the waiting one first (shown first, and the one whose cards have 通过 and 驳回). */
  readonly states: readonly [S, ...S[]]
  readonly labels: Readonly<Record<S, string>>
  readonly pageSize: number
  readonly useList: (query: { readonly state: S; readonly page: number; readonly size: number }) => Resource<{ readonly content: readonly T[]; readonly totalElements: number }>
  readonly empty: string
  readonly layout: keyof typeof LAYOUTS
  /** Names a card's 通过 or 驳回 for a screen reader. */
  readonly labelOf: (item: T, verb: "通过" | "驳回") => string
  /** The reject dialog's title, and who reads the reason. */
  readonly rejecting: { readonly title: string; readonly reader: string }
  /** A card's own lines, above its reason of rejection and its buttons. */
  readonly children: (item: T) => ReactNode
}

/**
 * A back-office queue of makers' submissions by state (the waiting ones first), as paged cards:
 * each card's own lines, the reason it was rejected, and for a waiting one 通过 and 驳回 (a reason
 * is asked for, which the submitter reads).
 */
export function ReviewCardsPage<S extends string, T extends Reviewed<S>>({ title, queue, stateLabel, states, labels, pageSize, useList, empty, layout, labelOf, rejecting, children }: ReviewCardsProps<S, T>) {
  const [state, setState] = useState<S>(states[0])
  const [page, setPage] = useState(0)
  const list = useList({ state, page, size: pageSize })
  const review = useReviewDecision(queue, list.reload)
  return (
    <ReviewQueue
      title={title}
      className={adminMain}
      filter={{ label: stateLabel, options: states.map((s) => ({ value: s, label: labels[s] })), value: state, onChange: setState }}
      list={list}
      page={page}
      pageSize={pageSize}
      onPageChange={setPage}
      empty={empty}
      listClassName={LAYOUTS[layout].list}
      card={(item) => (
        <li className={LAYOUTS[layout].card}>
          {children(item)}
          {item.reason && <p className={css({ fontSize: "sm", color: "danger.text" })}>驳回原因：{item.reason}</p>}
          {item.state === states[0] && (
            <DecisionButtons size="xs" disabled={review.busyId === item.id} labelOf={(verb) => labelOf(item, verb)} onApprove={() => review.approve(item.id)} onReject={() => review.reject(item.id)} />
          )}
        </li>
      )}
    >
      {review.rejectDialog(rejecting)}
    </ReviewQueue>
  )
}
