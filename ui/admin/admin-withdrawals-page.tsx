import { useId, useState } from "react"
import { css } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import type { AdminWithdrawal } from "../../domain/wallet/entities/wallet.ts"
import { formatMoney } from "../../domain/core/money.ts"
import { WALLET_MESSAGES, WITHDRAWAL_STATUS_LABELS, type WithdrawalStatus } from "../../domain/wallet/wallet.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useCall } from "../app/use-call.ts"
import { ConfirmDialog } from "../components/confirm-dialog.tsx"
import { Dialog } from "../components/dialog.tsx"
import { EmptyState } from "../components/empty-state.tsx"
import { ErrorState } from "../components/error-state.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { Pager } from "../components/pager.tsx"
import { useResource } from "../app/use-resource.ts"
import { WithdrawalStatusTag, formatTime } from "../wallet/index.ts"

const PAGE_SIZE = 20
const FILTERS: ReadonlyArray<{ readonly value: WithdrawalStatus | null; readonly label: string }> = [
  { value: "pending", label: WITHDRAWAL_STATUS_LABELS.pending },
  { value: "approved", label: WITHDRAWAL_STATUS_LABELS.approved },
  { value: "rejected", label: WITHDRAWAL_STATUS_LABELS.rejected },
  { value: null, label: "全部" },
]

function RejectDialog({ target, onClose, onDone }: { target: AdminWithdrawal | null; onClose: () => void; onDone: () => void }) {
  const [reason, setReason] = useState("")
  const [error, setError] = useState<string | null>(null)
  const reject = useCall("adminWithdrawalReject", {
    success: "已驳回，金额已退回会员余额",
    onDone: () => {
      setReason("")
      onDone()
    },
  })
  const busy = reject.busy
  const reasonId = useId()
  const submit = () => {
    if (!target) return
    if (reason.trim() === "") setError(WALLET_MESSAGES.rejectReasonRequired)
    else reject.send({ params: { id: target.id }, body: { reason: reason.trim() } })
  }
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && !busy && onClose()}
      title="驳回提现申请"
      description={target ? `${target.nickName}（${target.username}）提现 ${formatMoney(target.amount)}，驳回后金额退回会员余额` : undefined}
      footer={
        <>
          <button type="button" className={button({ variant: "plain", size: "sm" })} disabled={busy} onClick={onClose}>
            取消
          </button>
          <button type="button" className={button({ variant: "danger", size: "sm" })} disabled={busy} onClick={submit}>
            确认驳回
          </button>
        </>
      }
    >
      <div className={css({ display: "grid", gap: "1", mt: "4" })}>
        <label htmlFor={reasonId} className={css({ fontSize: "sm", fontWeight: "medium" })}>
          驳回原因
        </label>
        <input
          id={reasonId}
          className={input()}
          maxLength={200}
          placeholder="会员将在提现记录中看到"
          value={reason}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            setReason(e.target.value)
            setError(null)
          }}
        />
        {error && <p className={css({ fontSize: "xs", color: "danger.text" })}>{error}</p>}
      </div>
    </Dialog>
  )
}

function WithdrawalReview() {
  const [status, setStatus] = useState<WithdrawalStatus | null>("pending")
  const [page, setPage] = useState(0)
  const list = useResource("adminWithdrawals", { query: { page, size: PAGE_SIZE, ...(status ? { status } : {}) } })
  const [approving, setApproving] = useState<AdminWithdrawal | null>(null)
  const [rejecting, setRejecting] = useState<AdminWithdrawal | null>(null)
  const total = list.data?.totalElements ?? 0

  const approve = useCall("adminWithdrawalApprove", { success: "已审核通过，请按账户信息打款", onDone: () => list.reload() })

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
      {list.status === "loading" && <LoadingState compact />}
      {list.status === "failure" && <ErrorState compact message={list.error ?? "加载失败"} onRetry={list.retry} />}
      {list.status === "ready" && total === 0 && <EmptyState compact title={status === "pending" ? "没有待审核的提现申请" : "没有提现申请"} />}
      {list.status === "ready" && total > 0 && list.data && (
        <div className={css({ overflowX: "auto" })}>
          <table
            className={css({
              w: "full",
              fontSize: "sm",
              "& th, & td": { textAlign: "left", px: "3", py: "2.5", borderBottomWidth: "1px", borderColor: "border.subtle", whiteSpace: "nowrap" },
              "& th": { color: "fg.muted", fontWeight: "medium", bg: "bg.subtle" },
            })}
          >
            <thead>
              <tr>
                <th scope="col">申请时间</th>
                <th scope="col">会员</th>
                <th scope="col">金额</th>
                <th scope="col">支付宝账号</th>
                <th scope="col">真实姓名</th>
                <th scope="col">状态</th>
                <th scope="col">操作</th>
              </tr>
            </thead>
            <tbody>
              {list.data.content.map((w) => (
                <tr key={w.id}>
                  <td>{formatTime(w.createTime)}</td>
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
                        <button type="button" className={button({ size: "xs" })} aria-label={`通过 ${w.nickName} 的提现 ${formatMoney(w.amount)}`} onClick={() => setApproving(w)}>
                          通过
                        </button>
                        <button type="button" className={button({ variant: "plain", size: "xs" })} aria-label={`驳回 ${w.nickName} 的提现 ${formatMoney(w.amount)}`} onClick={() => setRejecting(w)}>
                          驳回
                        </button>
                      </div>
                    ) : (
                      <span className={css({ color: "fg.subtle", fontSize: "xs" })}>{formatTime(w.reviewTime)}</span>
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
          if (approving) approve.send({ params: { id: approving.id } })
        }}
      />
      <RejectDialog
        target={rejecting}
        onClose={() => setRejecting(null)}
        onDone={() => {
          setRejecting(null)
          list.reload()
        }}
      />
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
