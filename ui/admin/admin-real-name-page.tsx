import { useState } from "react"
import { css } from "styled-system/css"
import { tag } from "styled-system/recipes"
import type { RealNameRequest } from "../../domain/member/entities/member.ts"
import { AUTH_STATE_LABELS } from "../../domain/member/real-name-form.ts"
import type { PageProps } from "../app/page-registry.ts"
import { DataTable } from "../components/data-table.tsx"
import { ListStates } from "../components/list-states.tsx"
import { Pager } from "../components/pager.tsx"
import { useResource } from "../app/use-resource.ts"
import { useReviewDecision } from "../app/use-review-decision.tsx"
import { ReviewHeading } from "../components/admin-heading.tsx"
import { DecisionButtons } from "../components/review-queue.tsx"
import { adminMain } from "./admin-page-parts.tsx"
import { FilterChips } from "../components/filter-chips.tsx"
import { useConfirmed } from "../components/use-confirmed.tsx"
import { formatTime } from "../components/time-format.ts"

const PAGE_SIZE = 20
const FILTERS = [
  { value: "auth_examine", label: "待审核" },
  { value: "certified", label: "已通过" },
  { value: "auth_fail", label: "已驳回" },
] as const
type Filter = (typeof FILTERS)[number]["value"]

/** /admin/review/realName: real-name requests by state; approve, or reject with a reason. */
export default function AdminRealNamePage(_props: PageProps) {
  const [status, setStatus] = useState<Filter>("auth_examine")
  const [page, setPage] = useState(0)
  const list = useResource("adminRealNames", { query: { status, page, size: PAGE_SIZE } })
  const review = useReviewDecision("realName", list.reload)
  const approving = useConfirmed({
    title: "通过实名认证",
    message: (r: RealNameRequest) => `确认 ${r.realName}（${r.idCard}）的实名认证通过吗？`,
    run: (r) => review.approve(r.id),
  })

  return (
    <main className={adminMain}>
      <ReviewHeading title="实名认证审核" />
      <FilterChips label="审核状态" options={FILTERS} value={status} onChange={(f) => (setStatus(f), setPage(0))} />
      <ListStates list={list} empty="没有这一状态的申请">
        {(items) => (
          <DataTable
            headers={["会员", "真实姓名", "身份证号码", "提交时间", "状态", "操作"]}
            muted
            after={
              (list.shown?.totalElements ?? 0) > PAGE_SIZE && (
                <div className={css({ p: "3" })}>
                  <Pager page={page} pageSize={PAGE_SIZE} total={list.shown?.totalElements ?? 0} onPageChange={setPage} />
                </div>
              )
            }
          >
            {items.map((r) => (
              <tr key={r.id}>
                <td>
                  {r.nickName}
                  <div className={css({ fontSize: "xs", color: "fg.subtle" })}>{r.username}</div>
                </td>
                <td>{r.realName}</td>
                <td className={css({ fontFamily: "mono" })}>{r.idCard}</td>
                <td>{formatTime(r.submitTime)}</td>
                <td>
                  <span className={tag({ tone: r.status === "certified" ? "success" : r.status === "auth_fail" ? "danger" : "warning" })}>{AUTH_STATE_LABELS[r.status]}</span>
                  {r.reason && <div className={css({ fontSize: "xs", color: "fg.subtle", whiteSpace: "normal", maxW: "48" })}>{r.reason}</div>}
                </td>
                <td>
                  {r.status === "auth_examine" && <DecisionButtons size="xs" labelOf={(verb) => `${verb} ${r.realName} 的实名认证`} onApprove={() => approving.ask(r)} onReject={() => review.reject(r.id)} />}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </ListStates>
      {approving.dialog}
      {review.rejectDialog({ title: "驳回实名认证", reader: "会员" })}
    </main>
  )
}
