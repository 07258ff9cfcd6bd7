import { Link } from "wouter"
import { css } from "styled-system/css"
import { button, tag } from "styled-system/recipes"
import { AUDIENCE_LABELS } from "../../domain/notices/centre-notice.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useResource } from "../app/use-resource.ts"
import { CentreFrame } from "../components/centre-frame/centre-frame.tsx"
import { ErrorState } from "../components/error-state.tsx"
import { prose } from "../components/prose.ts"
import { SafeHtml } from "../components/safe-html.tsx"
import { useQueryParam } from "../hooks/use-page-location.ts"
import { publishDate } from "../notices/index.ts"
import { NotLoaded } from "../components/list-states.tsx"

function Notice({ id }: { readonly id: number }) {
  const notice = useResource("centreNoticeDetail", { params: { id } })
  const n = notice.data
  if (!n) return <NotLoaded of={notice} />
  return (
    <article className={css({ display: "grid", gap: "4", bg: "bg.surface", borderRadius: "lg", boxShadow: "card", p: { base: "4", md: "6" } })}>
      <header className={css({ display: "grid", gap: "2" })}>
        <h2 className={css({ fontSize: "xl", fontWeight: "bold", overflowWrap: "anywhere" })}>{n.title}</h2>
        <p className={css({ display: "flex", gap: "2", alignItems: "center", fontSize: "sm", color: "fg.muted" })}>
          <span className={tag({ size: "sm" })}>{AUDIENCE_LABELS[n.audience]}</span>
          发布于 <time dateTime={n.publishTime}>{publishDate(n.publishTime)}</time>
        </p>
      </header>
      <SafeHtml html={n.content} className={prose} />
    </article>
  )
}

/** /account/mine/notice_detail?id= 公告详情: one notice of the member's side; opening it marks it read. */
export default function NoticeDetailPage({ route }: PageProps) {
  const raw = useQueryParam("id")
  const id = raw !== null && /^\d{1,9}$/.test(raw) ? Number(raw) : null
  return (
    <CentreFrame
      title={route.title}
      actions={
        <Link href="/account/mine/notice" className={button({ variant: "outline", size: "sm" })}>
          返回公告列表
        </Link>
      }
    >
      {id === null ? <ErrorState message="公告不存在或已删除" /> : <Notice key={id} id={id} />}
    </CentreFrame>
  )
}
