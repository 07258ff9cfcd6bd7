import { Link } from "wouter"
import { css } from "styled-system/css"
import { pageColumn, tag } from "styled-system/recipes"
import { announcementHref, categoryLabel, KIND_PATHS, KIND_TITLES, type AnnouncementKind } from "../../domain/notices/announcement.ts"
import type { PageProps } from "../app/page-registry.ts"
import { ErrorState } from "../components/error-state.tsx"
import { prose } from "../components/prose.ts"
import { SafeHtml } from "../components/safe-html.tsx"
import { useQueryParam } from "../hooks/use-page-location.ts"
import { useResource } from "../app/use-resource.ts"
import { publishDate } from "./announcement-parts.tsx"
import { NotLoaded } from "../components/list-states.tsx"

const validId = (raw: string): number | null => (/^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null)

/** 上一篇 or 下一篇: a link to that notice of the same kind, or 没有了 at either end. */
function Neighbour({ label, kind, notice }: { readonly label: string; readonly kind: AnnouncementKind; readonly notice: { readonly id: number; readonly title: string } | null }) {
  return (
    <span>
      {label}：
      {notice ? (
        <Link href={announcementHref(kind, notice.id)} className={css({ color: "fg.link" })}>
          {notice.title}
        </Link>
      ) : (
        <span className={css({ color: "fg.subtle" })}>没有了</span>
      )}
    </span>
  )
}

function Detail({ id }: { readonly id: number }) {
  const notice = useResource("announcementDetail", { params: { id } })
  if (notice.status !== "ready" || !notice.data) return <NotLoaded of={notice} />
  const n = notice.data
  // Its links follow its own kind, whichever address opened it.
  const own = n.kind
  return (
    <article aria-labelledby="announcement-title" className={css({ display: "grid", gap: "4" })}>
      <nav aria-label="当前位置" className={css({ fontSize: "xs", color: "fg.muted", display: "flex", gap: "1" })}>
        <Link href="/" className={css({ _hover: { color: "accent.text" } })}>
          首页
        </Link>
        <span aria-hidden="true">/</span>
        <Link href={KIND_PATHS[own].list} className={css({ _hover: { color: "accent.text" } })}>
          {KIND_TITLES[own]}
        </Link>
      </nav>
      <header className={css({ display: "grid", gap: "2", pb: "4", borderBottomWidth: "1px", borderColor: "border.subtle" })}>
        <h1 id="announcement-title" className={css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold", lineHeight: "1.4", overflowWrap: "anywhere" })}>
          {n.title}
        </h1>
        <div className={css({ display: "flex", gap: "3", alignItems: "center", flexWrap: "wrap", fontSize: "xs", color: "fg.subtle" })}>
          <span className={tag({ tone: "neutral", size: "sm" })}>{categoryLabel(own, n.category)}</span>
          {n.brand && <span>品牌：{n.brand}</span>}
          <time dateTime={n.publishTime}>发布于 {publishDate(n.publishTime)}</time>
          <span>{n.views} 次浏览</span>
        </div>
      </header>
      <SafeHtml html={n.content} className={prose} />
      {n.products.length > 0 && (
        <section aria-labelledby="announcement-products" className={css({ display: "grid", gap: "3" })}>
          <h2 id="announcement-products" className={css({ fontSize: "md", fontWeight: "semibold" })}>
            涉及商品
          </h2>
          <ul className={css({ display: "grid", gridTemplateColumns: { base: "1fr", sm: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" }, gap: "3" })}>
            {n.products.map((p) => (
              <li key={p.id}>
                <Link href={p.href} className={css({ display: "flex", gap: "3", alignItems: "center", p: "2", borderWidth: "1px", borderColor: "border.subtle", borderRadius: "md", _hover: { borderColor: "accent.solid" } })}>
                  <img src={p.cover} alt="" loading="lazy" className={css({ w: "14", h: "14", objectFit: "cover", borderRadius: "sm", bg: "bg.muted", flexShrink: 0 })} />
                  <span className={css({ fontSize: "sm", lineClamp: "2" })}>{p.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <nav aria-label="上一篇和下一篇" className={css({ display: "grid", gap: "2", pt: "4", borderTopWidth: "1px", borderColor: "border.subtle", fontSize: "sm" })}>
        <Neighbour label="上一篇" kind={own} notice={n.previous} />
        <Neighbour label="下一篇" kind={own} notice={n.next} />
      </nav>
    </article>
  )
}

/** /announcement_detail?id= and /quality_detail?id=: one notice with its products and neighbours. */
export default function AnnouncementDetailPage(_props: PageProps) {
  const id = validId(useQueryParam("id") ?? "")
  return (
    <div className={pageColumn({ space: "roomy" })}>
      <div className={css({ bg: "bg.surface", borderRadius: "lg", boxShadow: "card", p: { base: "4", md: "8" } })}>
        {id === null ? <ErrorState message="公告不存在或已删除" /> : <Detail key={id} id={id} />}
      </div>
    </div>
  )
}
