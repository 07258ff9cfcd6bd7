import { Link } from "wouter"
import { css } from "styled-system/css"
import { button, tag } from "styled-system/recipes"
import { formatCount } from "../../domain/core/count-format.ts"
import type { NewsDetail } from "../../domain/news/entities/news.ts"
import { NEWS_MESSAGES, newsCategoryLabel } from "../../domain/news/news-article.ts"
import type { PageProps } from "../app/page-registry.ts"
import { FavoriteButton } from "../components/favorite-button.tsx"
import { EmptyState } from "../components/empty-state.tsx"
import { ErrorState } from "../components/error-state.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { prose } from "../components/prose.ts"
import { SafeHtml } from "../components/safe-html.tsx"
import { UserCard } from "../components/user-card/user-card.tsx"
import { useResource } from "../app/use-resource.ts"
import { NewsCover, NewsStatusTag, formatTime } from "./news-parts.tsx"
import { useQueryParam } from "../hooks/use-page-location.ts"

function Article({ news }: { readonly news: NewsDetail }) {
  const published = news.status === "published"
  return (
    <article className={css({ bg: "bg.surface", borderRadius: "lg", boxShadow: "card", p: { base: "4", md: "8" }, minW: "0" })}>
      {!published && (
        <div role="note" className={css({ mb: "4", p: "3", borderRadius: "md", bg: news.status === "rejected" ? "danger.subtle" : "warning.subtle", fontSize: "sm", display: "grid", gap: "1" })}>
          <span>
            <NewsStatusTag status={news.status} />{" "}
            {news.status === "pending" ? "这篇资讯正在审核中，审核通过后所有人都能看到。" : "这篇资讯未通过审核，仅您和管理员可见。"}
          </span>
          {news.rejectReason && <span className={css({ color: "danger.text" })}>驳回原因：{news.rejectReason}</span>}
          {news.mine && (
            <Link href={`/account/news/push?id=${news.id}`} className={css({ color: "fg.link", fontWeight: "semibold" })}>
              修改后重新提交
            </Link>
          )}
        </div>
      )}
      <header className={css({ display: "grid", gap: "3", pb: "4", mb: "5", borderBottomWidth: "1px", borderColor: "border.subtle" })}>
        <h1 className={css({ fontSize: { base: "xl", md: "3xl" }, fontWeight: "bold", lineHeight: "snug" })}>{news.title}</h1>
        <div className={css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "3", fontSize: "sm", color: "fg.subtle" })}>
          <span className={tag({ tone: "neutral" })}>{newsCategoryLabel(news.category)}</span>
          <UserCard userName={news.author.userName}>
            <button type="button" className={css({ display: "inline-flex", alignItems: "center", gap: "2", color: "fg.default", cursor: "pointer", _hover: { color: "accent.text" } })}>
              <img src={news.author.avatarPath || "/brand/avatar-default.svg"} alt="" className={css({ w: "6", h: "6", borderRadius: "full", objectFit: "cover" })} />
              {news.author.nickName}
            </button>
          </UserCard>
          <time dateTime={news.publishTime ?? news.createTime}>{formatTime(news.publishTime ?? news.createTime)}</time>
          {published && <span>{formatCount(news.views)} 阅读</span>}
          {published && (
            <span className={css({ ml: { base: "0", sm: "auto" } })}>
              <FavoriteButton targetType="article" targetId={news.id} />
            </span>
          )}
        </div>
      </header>
      {news.summary && (
        <p className={css({ fontSize: "md", color: "fg.muted", bg: "bg.subtle", borderLeftWidth: "4px", borderColor: "accent.solid", px: "4", py: "3", mb: "5", borderRadius: "md" })}>
          {news.summary}
        </p>
      )}
      {news.cover && (
        <NewsCover cover={news.cover} category={news.category} className={css({ w: "full", maxH: "96", objectFit: "cover", borderRadius: "lg", mb: "5" })} />
      )}
      <SafeHtml html={news.bodyHtml} as="section" className={`${prose} ${css({ "& p": { textIndent: "2em" } })}`} />
    </article>
  )
}

/** /news/detail?id=…: the article with its author (profile card on hover) and the 收藏 button. */
export default function NewsDetailPage(_props: PageProps) {
  const raw = useQueryParam("id")
  const id = raw !== null && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null
  return (
    <div className={css({ maxW: "page", mx: "auto", px: { base: "3", md: "4" }, py: { base: "4", md: "6" } })}>
      <nav aria-label="位置" className={css({ fontSize: "sm", color: "fg.subtle", mb: "3" })}>
        <Link href="/" className={css({ _hover: { color: "accent.text" } })}>
          首页
        </Link>
        {" / "}
        <Link href="/news" className={css({ _hover: { color: "accent.text" } })}>
          行业资讯
        </Link>
      </nav>
      {id === null ? <EmptyState title={NEWS_MESSAGES.notFound} action={<BackToNews />} /> : <Loaded id={id} />}
    </div>
  )
}

function BackToNews() {
  return (
    <Link href="/news" className={button({ variant: "outline", size: "sm" })}>
      返回行业资讯
    </Link>
  )
}

function Loaded({ id }: { readonly id: number }) {
  const news = useResource("newsDetail", { params: { id } })
  if (news.status === "loading") return <LoadingState />
  if (news.status === "failure") {
    return news.error === NEWS_MESSAGES.notFound ? (
      <EmptyState title={NEWS_MESSAGES.notFound} description="它可能已被作者删除，或正在重新审核。" action={<BackToNews />} />
    ) : (
      <ErrorState message={news.error ?? "加载失败"} onRetry={news.retry} />
    )
  }
  return news.data ? <Article news={news.data} /> : null
}
