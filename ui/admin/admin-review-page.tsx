import { Link } from "wouter"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import type { PageProps } from "../app/page-registry.ts"
import { ErrorState } from "../components/error-state.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { useResource } from "../app/use-resource.ts"
import { formatMoney } from "../../domain/core/money.ts"
import { formatTime } from "../member/index.ts"

const card = css({ bg: "bg.surface", borderRadius: "lg", boxShadow: "card", p: "5", display: "grid", gap: "3", alignContent: "start" })

/** /admin/review: what waits for an administrator — real-name requests and withdrawals, the latest of each. */
export default function ReviewPage(_props: PageProps) {
  const realNames = useResource("adminRealNames", { query: { status: "auth_examine", page: 0, size: 5 } })
  const withdrawals = useResource("adminWithdrawals", { query: { status: "pending", page: 0, size: 5 } })
  return (
    <main className={css({ maxW: "6xl", mx: "auto", px: "4", py: "8", display: "grid", gap: "5" })}>
      <div className={css({ display: "flex", alignItems: "center", gap: "3", flexWrap: "wrap" })}>
        <h1 className={css({ fontSize: "2xl", fontWeight: "bold" })}>审核中心</h1>
        <Link href="/admin/review/news" className={css({ fontSize: "sm", color: "fg.link", ml: "auto" })}>
          资讯审核
        </Link>
        <Link href="/admin/review/science" className={css({ fontSize: "sm", color: "fg.link" })}>
          科普审核
        </Link>
        <Link href="/admin/review/bbs" className={css({ fontSize: "sm", color: "fg.link" })}>
          论坛举报
        </Link>
      </div>
      <div className={css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" }, gap: "4" })}>
        <section aria-labelledby="review-real-name" className={card}>
          <div className={css({ display: "flex", justifyContent: "space-between", alignItems: "center", gap: "3" })}>
            <h2 id="review-real-name" className={css({ fontSize: "lg", fontWeight: "semibold" })}>
              实名认证待审核{realNames.data ? `（${realNames.data.totalElements}）` : ""}
            </h2>
            <Link href="/admin/review/realName" className={button({ size: "sm" })}>
              去审核
            </Link>
          </div>
          {realNames.status === "loading" && <LoadingState compact />}
          {realNames.status === "failure" && <ErrorState compact message={realNames.error ?? "加载失败"} onRetry={realNames.retry} />}
          {realNames.data && realNames.data.content.length === 0 && (
            <p className={css({ fontSize: "sm", color: "fg.muted" })}>没有待审核的实名认证</p>
          )}
          <ul className={css({ display: "grid", gap: "1", fontSize: "sm" })}>
            {realNames.data?.content.map((r) => (
              <li key={r.id} className={css({ display: "flex", gap: "2" })}>
                <span className={css({ flex: "1" })}>
                  {r.nickName}（{r.username}）
                </span>
                <span className={css({ color: "fg.subtle" })}>{formatTime(r.submitTime)}</span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="review-withdrawals" className={card}>
          <div className={css({ display: "flex", justifyContent: "space-between", alignItems: "center", gap: "3" })}>
            <h2 id="review-withdrawals" className={css({ fontSize: "lg", fontWeight: "semibold" })}>
              提现待审核{withdrawals.data ? `（${withdrawals.data.totalElements}）` : ""}
            </h2>
            <Link href="/admin/withdrawals" className={button({ size: "sm" })}>
              去审核
            </Link>
          </div>
          {withdrawals.status === "loading" && <LoadingState compact />}
          {withdrawals.status === "failure" && <ErrorState compact message={withdrawals.error ?? "加载失败"} onRetry={withdrawals.retry} />}
          {withdrawals.data && withdrawals.data.content.length === 0 && (
            <p className={css({ fontSize: "sm", color: "fg.muted" })}>没有待审核的提现</p>
          )}
          <ul className={css({ display: "grid", gap: "1", fontSize: "sm" })}>
            {withdrawals.data?.content.map((w) => (
              <li key={w.id} className={css({ display: "flex", gap: "2" })}>
                <span className={css({ flex: "1" })}>{w.nickName || w.username}</span>
                <span>{formatMoney(w.amount)}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </main>
  )
}
