import { useState } from "react"
import { Redirect } from "wouter"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { formatMoney } from "../../domain/core/money.ts"
import { hasAnyRole } from "../../domain/session/roles.ts"
import { loginRedirect } from "../../domain/shell/routes/guard.ts"
import { ADMIN_ROLE } from "../../domain/admin/permissions.ts"
import { StandaloneFrame } from "../app/layout/standalone-frame.tsx"
import type { PageProps } from "../app/page-registry.ts"
import { useResource } from "../app/use-resource.ts"
import { useReviewDecision } from "../app/use-review-decision.tsx"
import { EmptyState } from "../components/empty-state.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { Pager } from "../components/pager.tsx"
import { useSession } from "../session/index.ts"
import { LoadStates } from "../components/list-states.tsx"

const SIZE = 10
type Review = "pending" | "approved" | "rejected"
const FILTERS: ReadonlyArray<{ value: Review; label: string }> = [
  { value: "pending", label: "待审核" },
  { value: "approved", label: "已通过" },
  { value: "rejected", label: "未通过" },
]

function ProductReview() {
  const [review, setReview] = useState<Review>("pending")
  const [page, setPage] = useState(0)
  const list = useResource("adminProductReviewList", { query: { review, page, size: SIZE } })
  const decision = useReviewDecision("product", list.reload)
  const rows = list.shown?.content ?? []
  const rejecting = rows.find((p) => p.spuId === decision.rejectingId)
  return (
    <section className={css({ bg: "bg.surface", borderRadius: "xl", boxShadow: "card", p: { base: "4", md: "6" }, display: "grid", gap: "4" })}>
      <h1 className={css({ fontSize: "xl", fontWeight: "bold" })}>商品上架审核</h1>
      <div role="group" aria-label="审核状态" className={css({ display: "flex", gap: "2", flexWrap: "wrap" })}>
        {FILTERS.map((f) => (
          <button key={f.value} type="button" aria-pressed={review === f.value} className={button({ variant: review === f.value ? "subtle" : "plain", size: "sm" })} onClick={() => (setReview(f.value), setPage(0))}>
            {f.label}
          </button>
        ))}
      </div>
      <LoadStates of={list} compact />
      {list.shown && rows.length === 0 && <EmptyState compact title={review === "pending" ? "没有待审核的商品" : "没有商品"} />}
      {rows.length > 0 && (
        <ul className={css({ display: "grid", gap: "3" })}>
          {rows.map((p) => (
            <li key={p.spuId} aria-label={p.title} className={css({ display: "flex", gap: "3", alignItems: "center", flexWrap: "wrap", borderBottom: "1px solid", borderColor: "border.subtle", pb: "3" })}>
              <img src={p.cover} alt="" width={56} height={56} className={css({ objectFit: "cover", borderRadius: "md" })} />
              <div className={css({ flex: "1", minW: "12rem" })}>
                <p className={css({ fontWeight: "medium" })}>{p.title}</p>
                <p className={css({ fontSize: "sm", color: "fg.muted" })}>
                  {p.shopName} · {p.categoryName} · {p.skuCount} 个SKU · {formatMoney(p.priceCents)} 起{p.rejectReason ? ` · 驳回原因：${p.rejectReason}` : ""}
                </p>
              </div>
              {review === "pending" && (
                <span className={css({ display: "flex", gap: "2" })}>
                  <button type="button" className={button({ size: "sm" })} disabled={decision.busyId === p.spuId} onClick={() => decision.approve(p.spuId)}>
                    通过
                  </button>
                  <button type="button" className={button({ size: "sm", variant: "outline" })} disabled={decision.busyId === p.spuId} onClick={() => decision.reject(p.spuId)}>
                    驳回
                  </button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pageSize={SIZE} total={list.shown?.totalElements ?? 0} onPageChange={setPage} />
      {decision.rejectDialog({ title: "驳回上架申请", reader: "商家", ...(rejecting ? { description: rejecting.title } : {}) })}
    </section>
  )
}

/** /admin/review/products: administrators approve or reject products going on the shelf. */
export default function AdminProductReviewPage({ route }: PageProps) {
  const session = useSession()
  if (session.status === "loading") return <LoadingState />
  if (session.status === "anonymous") return <Redirect to={loginRedirect(route.path)} replace />
  if (!hasAnyRole(session.roles, [ADMIN_ROLE])) return <Redirect to="/401" replace />
  return (
    <StandaloneFrame title={route.title} wide>
      <ProductReview />
    </StandaloneFrame>
  )
}
