import { useState } from "react"
import { css } from "styled-system/css"
import { formatMoney } from "../../domain/core/money.ts"
import { APPLICATION_STATE_LABELS, type ApplicationState } from "../../domain/maker/rules.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useResource } from "../app/use-resource.ts"
import { useReviewDecision } from "../app/use-review-decision.tsx"
import { PagedListStates } from "../components/list-states.tsx"
import { adminMain, ReviewButtons, ReviewHeading } from "./admin-page-parts.tsx"
import { FilterChips } from "../components/filter-chips.tsx"
import { formatTime } from "../components/time-format.ts"

const PAGE_SIZE = 20
const FILTERS: ReadonlyArray<ApplicationState> = ["reviewing", "unpaid", "approved", "rejected", "left"]

/** /admin/review/maker: maker applications by state; approve, or reject with a reason (the deposit goes back). */
export default function AdminMakersPage(_props: PageProps) {
  const [state, setState] = useState<ApplicationState>("reviewing")
  const [page, setPage] = useState(0)
  const list = useResource("adminMakerApplications", { query: { state, page, size: PAGE_SIZE } })
  const review = useReviewDecision("maker", list.reload)
  return (
    <main className={adminMain}>
      <ReviewHeading title="创客申请审核" />
      <FilterChips label="申请状态" options={FILTERS.map((f) => ({ value: f, label: APPLICATION_STATE_LABELS[f] }))} value={state} onChange={(f) => (setState(f), setPage(0))} />
      <PagedListStates list={list} page={page} pageSize={PAGE_SIZE} onPageChange={setPage} empty="没有这一状态的申请">
        {(items) => (
          <ul className={css({ display: "grid", gap: "3" })}>
            {items.map((a) => (
              <li key={a.id} className={css({ bg: "bg.surface", borderRadius: "lg", boxShadow: "card", p: "4", display: "grid", gap: "2" })}>
                <div className={css({ display: "flex", gap: "3", alignItems: "baseline", flexWrap: "wrap" })}>
                  <strong>{a.displayName}</strong>
                  <span className={css({ fontSize: "sm", color: "fg.muted" })}>
                    {a.username} · {a.field} · 保证金 {formatMoney(a.depositCents)}
                    {a.depositRefunded ? "（已退回）" : ""} · {formatTime(a.createTime)}
                  </span>
                </div>
                <p className={css({ fontSize: "sm" })}>{a.intro}</p>
                <p className={css({ fontSize: "sm" })}>
                  代表作品：
                  <a href={a.sample} target="_blank" rel="noreferrer" className={css({ color: "fg.link" })}>
                    查看
                  </a>
                </p>
                {a.reason && <p className={css({ fontSize: "sm", color: "danger.text" })}>驳回原因：{a.reason}</p>}
                {a.state === "reviewing" && (
                  <ReviewButtons review={review} id={a.id} labelOf={(verb) => `${verb} ${a.displayName} 的创客申请`} />
                )}
              </li>
            ))}
          </ul>
        )}
      </PagedListStates>
      {review.rejectDialog({ title: "驳回创客申请", reader: "申请人" })}
    </main>
  )
}
