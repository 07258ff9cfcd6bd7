import { useState } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { button, tag } from "styled-system/recipes"
import { ACTIVITY_MESSAGES, ACTIVITY_STATE_LABELS, activityHref, type ActivityState, type ActivitySummary } from "../../domain/notices/activity.ts"
import { StandaloneFrame } from "../app/layout/standalone-frame.tsx"
import type { PageProps } from "../app/page-registry.ts"
import { useResource } from "../app/use-resource.ts"
import { EmptyState } from "../components/empty-state.tsx"
import { ErrorState } from "../components/error-state.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { Pager } from "../components/pager.tsx"
import { SafeHtml } from "../components/safe-html.tsx"
import { useQueryParam } from "../hooks/use-page-location.ts"

const PAGE_SIZE = 8
const TONES: Readonly<Record<ActivityState, "highlight" | "warning" | "neutral">> = { ongoing: "highlight", upcoming: "warning", ended: "neutral" }

const beijing = new Intl.DateTimeFormat("zh-CN", { timeZone: "Asia/Shanghai", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hour12: false })
export const activityTime = (iso: string) => beijing.format(new Date(iso)).replaceAll("/", ".")

const idOf = (text: string | null) => (text && /^\d{1,9}$/.test(text) ? Number(text) : null)

function StateTag({ state }: { readonly state: ActivityState }) {
  return <span className={tag({ tone: TONES[state] })}>{ACTIVITY_STATE_LABELS[state]}</span>
}

function ActivityCard({ item }: { readonly item: ActivitySummary }) {
  return (
    <li className={css({ bg: "bg.surface", borderRadius: "lg", boxShadow: "card", overflow: "hidden", display: "grid" })}>
      <Link href={activityHref(item.id)} className={css({ display: "grid", color: "inherit" })}>
        <img src={item.cover} alt="" loading="lazy" className={css({ w: "full", aspectRatio: "5 / 2", objectFit: "cover", bg: "bg.subtle" })} />
        <div className={css({ p: "4", display: "grid", gap: "2" })}>
          <div className={css({ display: "flex", gap: "2", alignItems: "center" })}>
            <StateTag state={item.state} />
            <h2 className={css({ fontSize: "md", fontWeight: "semibold", lineClamp: 1 })}>{item.title}</h2>
          </div>
          <p className={css({ fontSize: "sm", color: "fg.muted", lineClamp: 2 })}>{item.summary}</p>
          <p className={css({ fontSize: "xs", color: "fg.subtle" })}>
            {activityTime(item.startTime)} – {activityTime(item.endTime)}
          </p>
        </div>
      </Link>
    </li>
  )
}

function ActivityList() {
  const [page, setPage] = useState(0)
  const list = useResource("activityList", { query: { page, size: PAGE_SIZE } })
  return (
    <div className={css({ display: "grid", gap: "4" })}>
      <h1 className={css({ fontSize: "2xl", fontWeight: "bold" })}>精彩活动</h1>
      {list.status === "loading" && !list.data && <LoadingState />}
      {list.status === "failure" && <ErrorState message={list.error ?? "活动加载失败"} onRetry={list.retry} />}
      {list.data && list.data.content.length === 0 && <EmptyState title={ACTIVITY_MESSAGES.empty} />}
      {list.data && list.data.content.length > 0 && (
        <ul aria-label="活动列表" className={css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" }, gap: "4" })}>
          {list.data.content.map((item) => (
            <ActivityCard key={item.id} item={item} />
          ))}
        </ul>
      )}
      {list.data && list.data.totalPages > 1 && <Pager page={page} pageSize={PAGE_SIZE} total={list.data.totalElements} onPageChange={setPage} label="活动分页" />}
    </div>
  )
}

function ActivityDetailView({ id }: { readonly id: number }) {
  const detail = useResource("activityDetail", { params: { id } })
  if (detail.status === "failure")
    return (
      <ErrorState
        message={detail.error ?? ACTIVITY_MESSAGES.notFound}
        onRetry={detail.retry}
      />
    )
  if (!detail.data) return <LoadingState />
  const a = detail.data
  return (
    <article className={css({ bg: "bg.surface", borderRadius: "xl", boxShadow: "card", overflow: "hidden", display: "grid" })}>
      <img src={a.cover} alt={a.title} className={css({ w: "full", aspectRatio: "5 / 2", objectFit: "cover", bg: "bg.subtle" })} />
      <div className={css({ p: { base: "5", md: "8" }, display: "grid", gap: "4" })}>
        <div className={css({ display: "flex", gap: "3", alignItems: "center", flexWrap: "wrap" })}>
          <StateTag state={a.state} />
          <h1 className={css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold" })}>{a.title}</h1>
        </div>
        <dl className={css({ display: "grid", gridTemplateColumns: "auto 1fr", gap: "1.5 3", fontSize: "sm", "& dt": { color: "fg.muted" } })}>
          <dt>活动时间</dt>
          <dd>
            {activityTime(a.startTime)} 至 {activityTime(a.endTime)}
          </dd>
          <dt>浏览</dt>
          <dd>{a.views} 次</dd>
        </dl>
        {a.summary && <p className={css({ color: "fg.muted" })}>{a.summary}</p>}
        <SafeHtml html={a.content} />
        <div className={css({ display: "flex", gap: "3", flexWrap: "wrap" })}>
          {a.joinHref && a.state !== "ended" && (
            <Link href={a.joinHref} className={button({ variant: "highlight", size: "lg" })}>
              {a.joinLabel}
            </Link>
          )}
          {a.state === "ended" && <span className={css({ color: "fg.muted", fontSize: "sm", alignSelf: "center" })}>活动已结束，感谢关注</span>}
          <Link href="/activity/detail" className={button({ variant: "outline", size: "lg" })}>
            更多活动
          </Link>
        </div>
      </div>
    </article>
  )
}

/** /activity/detail?id= 活动详情: one activity with its dates, text and way in; without an id, every activity. */
export default function ActivityPage({ route }: PageProps) {
  const id = idOf(useQueryParam("id"))
  return (
    <StandaloneFrame title={route.title} wide>
      {id === null ? <ActivityList /> : <ActivityDetailView key={id} id={id} />}
    </StandaloneFrame>
  )
}
