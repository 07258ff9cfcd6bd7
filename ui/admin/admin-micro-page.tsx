import { useState } from "react"
import { css } from "styled-system/css"
import { categoryLabel, WORK_STATE_LABELS, type WorkState } from "../../domain/maker/rules.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useResource } from "../app/use-resource.ts"
import { useReviewDecision } from "../app/use-review-decision.tsx"
import { PagedListStates } from "../components/list-states.tsx"
import { adminMain, ReviewButtons, ReviewHeading } from "./admin-page-parts.tsx"
import { FilterChips } from "../components/filter-chips.tsx"
import { formatTime } from "../components/time-format.ts"

const PAGE_SIZE = 12
const FILTERS: ReadonlyArray<WorkState> = ["reviewing", "published", "rejected", "hidden"]

/** /admin/review/micro: makers' short videos waiting for review; watch, publish or reject with a reason. */
export default function AdminMicroPage(_props: PageProps) {
  const [state, setState] = useState<WorkState>("reviewing")
  const [page, setPage] = useState(0)
  const list = useResource("adminMicroWorks", { query: { state, page, size: PAGE_SIZE } })
  const review = useReviewDecision("micro", list.reload)
  return (
    <main className={adminMain}>
      <ReviewHeading title="短视频审核" />
      <FilterChips label="作品状态" options={FILTERS.map((f) => ({ value: f, label: WORK_STATE_LABELS[f] }))} value={state} onChange={(f) => (setState(f), setPage(0))} />
      <PagedListStates list={list} page={page} pageSize={PAGE_SIZE} onPageChange={setPage} empty="没有这一状态的作品">
        {(items) => (
          <ul className={css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "repeat(3, 1fr)" }, gap: "4" })}>
            {items.map((w) => (
              <li key={w.id} className={css({ bg: "bg.surface", borderRadius: "lg", boxShadow: "card", p: "3", display: "grid", gap: "2" })}>
                <video src={w.video} poster={w.cover} controls muted preload="none" aria-label={`视频：${w.title}`} className={css({ w: "full", aspectRatio: "3 / 4", bg: "black", borderRadius: "md" })} />
                <strong>{w.title}</strong>
                <span className={css({ fontSize: "sm", color: "fg.muted" })}>
                  {w.maker.nickName} · {categoryLabel(w.category)} · {w.tags.map((t) => `#${t}`).join(" ")} · {formatTime(w.createTime)}
                </span>
                {w.reason && <span className={css({ fontSize: "sm", color: "danger.text" })}>驳回原因：{w.reason}</span>}
                {w.state === "reviewing" && <ReviewButtons review={review} id={w.id} labelOf={(verb) => `${verb}作品 ${w.title}`} />}
              </li>
            ))}
          </ul>
        )}
      </PagedListStates>
      {review.rejectDialog({ title: "驳回作品", reader: "创客" })}
    </main>
  )
}
