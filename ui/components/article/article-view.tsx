import type { ReactNode } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { tag } from "styled-system/recipes"
import { formatCount } from "../../../domain/core/count-format.ts"
import { prose } from "../prose.ts"
import { SafeHtml } from "../safe-html.tsx"
import { UserCard } from "../user-card/user-card.tsx"
import { ArticleCover } from "./article-card.tsx"
import { formatTime } from "../time-format.ts"

/**
 * The page of one article (行业资讯, 健康科普, 美容护肤): the note of a pending or rejected one for its
 * author and the administrators, the heading with category, author (profile card), time and
 * views, the summary, the cover and the body. Each kind adds its buttons and what follows.
 */

/** What the page shows of an article. */
export interface ViewedArticle {
  readonly id: number
  readonly title: string
  readonly summary: string
  readonly bodyHtml: string
  readonly cover: string
  readonly views: number
  readonly status: "pending" | "published" | "rejected"
  readonly rejectReason: string | null
  readonly mine: boolean
  readonly author: { readonly userName: string; readonly nickName: string; readonly avatarPath: string }
  readonly createTime: string
  readonly publishTime: string | null
}

export function ArticleView(props: {
  readonly article: ViewedArticle
  /** 资讯 or 文章, in the note of an article under review. */
  readonly noun: string
  readonly categoryLabel: string
  readonly statusTag: ReactNode
  readonly editHref: string
  /** At the end of the heading's line (收藏). */
  readonly headerEnd?: ReactNode
  readonly bodyClassName?: string
  /** Under the body (赞, 收藏). */
  readonly footer?: ReactNode
}) {
  const { article, noun } = props
  const published = article.status === "published"
  return (
    <article className={css({ bg: "bg.surface", borderRadius: "lg", boxShadow: "card", p: { base: "4", md: "8" }, minW: "0" })}>
      {!published && (
        <div role="note" className={css({ mb: "4", p: "3", borderRadius: "md", bg: article.status === "rejected" ? "danger.subtle" : "warning.subtle", fontSize: "sm", display: "grid", gap: "1" })}>
          <span>
            {props.statusTag} {article.status === "pending" ? `这篇${noun}正在审核中，审核通过后所有人都能看到。` : `这篇${noun}未通过审核，仅您和管理员可见。`}
          </span>
          {article.rejectReason && <span className={css({ color: "danger.text" })}>驳回原因：{article.rejectReason}</span>}
          {article.mine && (
            <Link href={props.editHref} className={css({ color: "fg.link", fontWeight: "semibold" })}>
              修改后重新提交
            </Link>
          )}
        </div>
      )}
      <header className={css({ display: "grid", gap: "3", pb: "4", mb: "5", borderBottomWidth: "1px", borderColor: "border.subtle" })}>
        <h1 className={css({ fontSize: { base: "xl", md: "3xl" }, fontWeight: "bold", lineHeight: "snug" })}>{article.title}</h1>
        <div className={css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "3", fontSize: "sm", color: "fg.subtle" })}>
          <span className={tag({ tone: "neutral" })}>{props.categoryLabel}</span>
          <UserCard userName={article.author.userName}>
            <button type="button" className={css({ display: "inline-flex", alignItems: "center", gap: "2", color: "fg.default", cursor: "pointer", _hover: { color: "accent.text" } })}>
              <img src={article.author.avatarPath || "/brand/avatar-default.svg"} alt="" className={css({ w: "6", h: "6", borderRadius: "full", objectFit: "cover" })} />
              {article.author.nickName}
            </button>
          </UserCard>
          <time dateTime={article.publishTime ?? article.createTime}>{formatTime(article.publishTime ?? article.createTime)}</time>
          {published && <span>{formatCount(article.views)} 阅读</span>}
          {published && props.headerEnd}
        </div>
      </header>
      {article.summary && (
        <p className={css({ fontSize: "md", color: "fg.muted", bg: "bg.subtle", borderLeftWidth: "4px", borderColor: "accent.solid", px: "4", py: "3", mb: "5", borderRadius: "md" })}>
          {article.summary}
        </p>
      )}
      {article.cover && <ArticleCover cover={article.cover} label={props.categoryLabel} className={css({ w: "full", maxH: "96", objectFit: "cover", borderRadius: "lg", mb: "5" })} />}
      <SafeHtml html={article.bodyHtml} as="section" className={props.bodyClassName ? `${prose} ${props.bodyClassName}` : prose} />
      {published && props.footer}
    </article>
  )
}
