import { useState } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { button, chip, tag } from "styled-system/recipes"
import type { RealNameRequest } from "../../domain/member/entities/member.ts"
import { AUTH_STATE_LABELS } from "../../domain/member/real-name-form.ts"
import type { PageProps } from "../app/page-registry.ts"
import { ConfirmDialog } from "../components/confirm-dialog.tsx"
import { EmptyState } from "../components/empty-state.tsx"
import { ErrorState } from "../components/error-state.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { Pager } from "../components/pager.tsx"
import { useResource } from "../app/use-resource.ts"
import { useReviewDecision } from "../app/use-review-decision.tsx"
import { formatTime } from "../member/index.ts"

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
  const [approving, setApproving] = useState<RealNameRequest | null>(null)

  const review = useReviewDecision("realName", list.reload)

  return (
    <main className={css({ maxW: "6xl", mx: "auto", px: "4", py: "8", display: "grid", gap: "4" })}>
      <div className={css({ display: "flex", alignItems: "center", gap: "3", flexWrap: "wrap" })}>
        <h1 className={css({ fontSize: "2xl", fontWeight: "bold" })}>实名认证审核</h1>
        <Link href="/admin/review" className={css({ fontSize: "sm", color: "fg.link", ml: "auto" })}>
          返回审核中心
        </Link>
      </div>
      <div role="group" aria-label="审核状态" className={css({ display: "flex", gap: "2" })}>
        {FILTERS.map((f) => (
          <button
            key={f.value}
            type="button"
            className={chip()}
            aria-pressed={status === f.value}
            onClick={() => (setStatus(f.value), setPage(0))}
          >
            {f.label}
          </button>
        ))}
      </div>
      {list.status === "loading" && <LoadingState />}
      {list.status === "failure" && <ErrorState message={list.error ?? "加载失败"} onRetry={list.retry} />}
      {list.data && list.data.content.length === 0 && <EmptyState title="没有这一状态的申请" />}
      {list.data && list.data.content.length > 0 && (
        <div className={css({ overflowX: "auto", bg: "bg.surface", borderRadius: "lg", boxShadow: "card" })}>
          <table
            className={css({
              w: "full",
              fontSize: "sm",
              "& th, & td": {
                textAlign: "left",
                px: "3",
                py: "2.5",
                borderBottomWidth: "1px",
                borderColor: "border.subtle",
                whiteSpace: "nowrap",
              },
              "& th": { color: "fg.muted", fontWeight: "normal" },
            })}
          >
            <thead>
              <tr>
                <th scope="col">会员</th>
                <th scope="col">真实姓名</th>
                <th scope="col">身份证号码</th>
                <th scope="col">提交时间</th>
                <th scope="col">状态</th>
                <th scope="col">操作</th>
              </tr>
            </thead>
            <tbody>
              {list.data.content.map((r) => (
                <tr key={r.id}>
                  <td>
                    {r.nickName}
                    <div className={css({ fontSize: "xs", color: "fg.subtle" })}>{r.username}</div>
                  </td>
                  <td>{r.realName}</td>
                  <td className={css({ fontFamily: "mono" })}>{r.idCard}</td>
                  <td>{formatTime(r.submitTime)}</td>
                  <td>
                    <span className={tag({ tone: r.status === "certified" ? "success" : r.status === "auth_fail" ? "danger" : "warning" })}>
                      {AUTH_STATE_LABELS[r.status]}
                    </span>
                    {r.reason && (
                      <div className={css({ fontSize: "xs", color: "fg.subtle", whiteSpace: "normal", maxW: "48" })}>{r.reason}</div>
                    )}
                  </td>
                  <td>
                    {r.status === "auth_examine" && (
                      <div className={css({ display: "flex", gap: "2" })}>
                        <button
                          type="button"
                          className={button({ size: "xs" })}
                          onClick={() => setApproving(r)}
                          aria-label={`通过 ${r.realName} 的实名认证`}
                        >
                          通过
                        </button>
                        <button
                          type="button"
                          className={button({ variant: "danger", size: "xs" })}
                          onClick={() => review.reject(r.id)}
                          aria-label={`驳回 ${r.realName} 的实名认证`}
                        >
                          驳回
                        </button>
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {list.data.totalElements > PAGE_SIZE && (
            <div className={css({ p: "3" })}>
              <Pager page={page} pageSize={PAGE_SIZE} total={list.data.totalElements} onPageChange={setPage} />
            </div>
          )}
        </div>
      )}
      <ConfirmDialog
        open={approving !== null}
        onOpenChange={(o) => !o && setApproving(null)}
        title="通过实名认证"
        message={approving ? `确认 ${approving.realName}（${approving.idCard}）的实名认证通过吗？` : ""}
        onConfirm={() => {
          if (approving) review.approve(approving.id)
        }}
      />
      {review.rejectDialog({ title: "驳回实名认证", reader: "会员" })}
    </main>
  )
}
