import { useState } from "react"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import type { AdminWithdrawal } from "../../domain/wallet/entities/wallet.ts"
import { formatMoney } from "../../domain/core/money.ts"
import { WITHDRAWAL_STATUS_LABELS, type WithdrawalStatus } from "../../domain/wallet/wallet.ts"
import type { PageProps } from "../app/page-registry.ts"
import { ConfirmDialog } from "../components/confirm-dialog.tsx"
import { EmptyState } from "../components/empty-state.tsx"
import { Pager } from "../components/pager.tsx"
import { useResource } from "../app/use-resource.ts"
import { useReviewDecision } from "../app/use-review-decision.tsx"
import { WithdrawalStatusTag } from "../wallet/index.ts"
import { LoadStates } from "../components/list-states.tsx"
import { TableHead } from "../components/data-table.tsx"
import { formatTimeWithSeconds } from "../components/time-format.ts"

const PAGE_SIZE = 20
const FILTERS: ReadonlyArray<{ readonly value: WithdrawalStatus | null; readonly label: string }> = [
  { value: "pending", label: WITHDRAWAL_STATUS_LABELS.pending },
  { value: "approved", label: WITHDRAWAL_STATUS_LABELS.approved },
  { value: "rejected", label: WITHDRAWAL_STATUS_LABELS.rejected },
  { value: null, label: "全部" },
]

function WithdrawalReview() {
  const [status, setStatus] = useState<WithdrawalStatus | null>("pending")
  const [page, setPage] = useState(0)
  const list = useResource("adminWithdrawals", { query: { page, size: PAGE_SIZE, ...(status ? { status } : {}) } })
  const [approving, setApproving] = useState<AdminWithdrawal | null>(null)
  const total = list.shown?.totalElements ?? 0
  const review = useReviewDecision("withdrawal", list.reload)
  const rejecting = list.shown?.content.find((w) => w.id === review.rejectingId)

  return (
    <section className={css({ bg: "bg.surface", borderRadius: "xl", boxShadow: "card", p: { base: "4", md: "6" }, display: "grid", gap: "4" })}>
      <h1 className={css({ fontSize: "xl", fontWeight: "bold" })}>提现审核</h1>
      <div role="group" aria-label="审核状态" className={css({ display: "flex", gap: "2", flexWrap: "wrap" })}>
        {FILTERS.map((f) => (
          <button
            key={f.label}
            type="button"
            aria-pressed={status === f.value}
            className={button({ variant: status === f.value ? "subtle" : "plain", size: "sm" })}
            onClick={() => {
              setStatus(f.value)
              setPage(0)
            }}
          >
            {f.label}
          </button>
        ))}
      </div>
      <LoadStates of={list} compact />
      {list.shown && total === 0 && <EmptyState compact title={status === "pending" ? "没有待审核的提现申请" : "没有提现申请"} />}
      {list.shown && total > 0 && (
        <div className={css({ overflowX: "auto" })}>
          <table
            className={css({
              w: "full",
              fontSize: "sm",
              "& th, & td": { textAlign: "left", px: "3", py: "2.5", borderBottomWidth: "1px", borderColor: "border.subtle", whiteSpace: "nowrap" },
              "& th": { color: "fg.muted", fontWeight: "medium", bg: "bg.subtle" },
            })}
          >
            <TableHead headers={["申请时间", "会员", "金额", "支付宝账号", "真实姓名", "状态", "操作"]} />
            <tbody>
              {list.shown.content.map((w) => (
                <tr key={w.id}>
                  <td>{formatTimeWithSeconds(w.createTime)}</td>
                  <td>
                    {w.nickName}
                    <span className={css({ color: "fg.subtle", ml: "1", fontSize: "xs" })}>{w.username}</span>
                  </td>
                  <td className={css({ fontWeight: "semibold" })}>{formatMoney(w.amount)}</td>
                  <td>{w.account}</td>
                  <td>{w.accountName}</td>
                  <td>
                    <WithdrawalStatusTag status={w.status} />
                    {w.rejectReason && <span className={css({ display: "block", fontSize: "xs", color: "fg.muted" })}>{w.rejectReason}</span>}
                  </td>
                  <td>
                    {w.status === "pending" ? (
                      <div className={css({ display: "flex", gap: "2" })}>
                        <button type="button" className={button({ size: "xs" })} aria-label={`通过 ${w.nickName} 的提现 ${formatMoney(w.amount)}`} disabled={review.busyId === w.id} onClick={() => setApproving(w)}>
                          通过
                        </button>
                        <button type="button" className={button({ variant: "plain", size: "xs" })} aria-label={`驳回 ${w.nickName} 的提现 ${formatMoney(w.amount)}`} disabled={review.busyId === w.id} onClick={() => review.reject(w.id)}>
                          驳回
                        </button>
                      </div>
                    ) : (
                      <span className={css({ color: "fg.subtle", fontSize: "xs" })}>{formatTimeWithSeconds(w.reviewTime)}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className={css({ display: "flex", justifyContent: "center" })}>
        <Pager page={page} pageSize={PAGE_SIZE} total={total} onPageChange={setPage} label="提现申请分页" />
      </div>
      <ConfirmDialog
        open={approving !== null}
        onOpenChange={(open) => !open && setApproving(null)}
        title="审核通过"
        message={approving ? `确认通过 ${approving.nickName} 提现 ${formatMoney(approving.amount)} 至支付宝 ${approving.account}（${approving.accountName}）吗？` : ""}
        onConfirm={() => {
          if (approving) review.approve(approving.id)
        }}
      />
      {review.rejectDialog({
        title: "驳回提现申请",
        reader: "会员",
        ...(rejecting ? { description: `${rejecting.nickName}（${rejecting.username}）提现 ${formatMoney(rejecting.amount)}，驳回后金额退回会员余额` } : {}),
      })}
    </section>
  )
}

/** /admin/withdrawals (a menu-only page of the back office, 财务): approve or reject members' withdrawal requests. */
export default function AdminWithdrawalsPage({ route }: PageProps) {
  return (
    <main className={css({ maxW: "6xl", mx: "auto", px: "4", py: "6", display: "grid", gap: "4" })}>
      <h1 className={css({ fontSize: "2xl", fontWeight: "bold" })}>{route.title}</h1>
      <WithdrawalReview />
    </main>
  )
}
