import { useState } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { button, chip } from "styled-system/recipes"
import { categoryLabel, WORK_STATE_LABELS, type WorkState } from "../../domain/maker/rules.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useResource } from "../app/use-resource.ts"
import { useReviewDecision } from "../app/use-review-decision.tsx"
import { EmptyState } from "../components/empty-state.tsx"
import { ErrorState } from "../components/error-state.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { Pager } from "../components/pager.tsx"
import { formatTime } from "../member/index.ts"

const PAGE_SIZE = 12
const FILTERS: ReadonlyArray<WorkState> = ["reviewing", "published", "rejected", "hidden"]

/** /admin/review/micro: makers' short videos waiting for review; watch, publish or reject with a reason. */
export default function AdminMicroPage(_props: PageProps) {
  const [state, setState] = useState<WorkState>("reviewing")
  const [page, setPage] = useState(0)
  const list = useResource("adminMicroWorks", { query: { state, page, size: PAGE_SIZE } })
  const review = useReviewDecision("micro", list.reload)
  return (
    <main className={css({ maxW: "6xl", mx: "auto", px: "4", py: "8", display: "grid", gap: "4" })}>
      <div className={css({ display: "flex", alignItems: "center", gap: "3", flexWrap: "wrap" })}>
        <h1 className={css({ fontSize: "2xl", fontWeight: "bold" })}>短视频审核</h1>
        <Link href="/admin/review" className={css({ fontSize: "sm", color: "fg.link", ml: "auto" })}>
          返回审核中心
        </Link>
      </div>
      <div role="group" aria-label="作品状态" className={css({ display: "flex", gap: "2", flexWrap: "wrap" })}>
        {FILTERS.map((f) => (
          <button key={f} type="button" className={chip()} aria-pressed={state === f} onClick={() => (setState(f), setPage(0))}>
            {WORK_STATE_LABELS[f]}
          </button>
        ))}
      </div>
      {list.status === "loading" && <LoadingState />}
      {list.status === "failure" && <ErrorState message={list.error ?? "加载失败"} onRetry={list.retry} />}
      {list.data && list.data.content.length === 0 && <EmptyState title="没有这一状态的作品" />}
      {list.data && list.data.content.length > 0 && (
        <ul className={css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "repeat(3, 1fr)" }, gap: "4" })}>
          {list.data.content.map((w) => (
            <li key={w.id} className={css({ bg: "bg.surface", borderRadius: "lg", boxShadow: "card", p: "3", display: "grid", gap: "2" })}>
              <video src={w.video} poster={w.cover} controls muted preload="none" aria-label={`视频：${w.title}`} className={css({ w: "full", aspectRatio: "3 / 4", bg: "black", borderRadius: "md" })} />
              <strong>{w.title}</strong>
              <span className={css({ fontSize: "sm", color: "fg.muted" })}>
                {w.maker.nickName} · {categoryLabel(w.category)} · {w.tags.map((t) => `#${t}`).join(" ")} · {formatTime(w.createTime)}
              </span>
              {w.reason && <span className={css({ fontSize: "sm", color: "danger.text" })}>驳回原因：{w.reason}</span>}
              {w.state === "reviewing" && (
                <div className={css({ display: "flex", gap: "2" })}>
                  <button type="button" className={button({ size: "xs" })} disabled={review.busyId === w.id} onClick={() => review.approve(w.id)} aria-label={`通过作品 ${w.title}`}>
                    通过
                  </button>
                  <button type="button" className={button({ variant: "danger", size: "xs" })} disabled={review.busyId === w.id} onClick={() => review.reject(w.id)} aria-label={`驳回作品 ${w.title}`}>
                    驳回
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {list.data && list.data.totalElements > PAGE_SIZE && <Pager page={page} pageSize={PAGE_SIZE} total={list.data.totalElements} onPageChange={setPage} />}
      {review.rejectDialog({ title: "驳回作品", reader: "创客" })}
    </main>
  )
}
