import type { ReactNode } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { tag } from "styled-system/recipes"
import { formatCount } from "../../../domain/core/count-format.ts"
import { timeAgo } from "../../../domain/core/time-ago.ts"
import { formatTime } from "../time-format.ts"

/** `YYYY-MM-DD HH:mm` of an ISO time, local. */

/** The cover, or a block with the category's name when there is none. */
export function ArticleCover({ cover, label, className }: { readonly cover: string; readonly label: string; readonly className: string }) {
  if (cover) return <img src={cover} alt="" loading="lazy" className={className} />
  return (
    <span aria-hidden="true" className={`${className} ${css({ display: "grid", placeItems: "center", bg: "accent.subtle", color: "accent.text", fontSize: "sm" })}`}>
      {label}
    </span>
  )
}

/** The small cover of a row in the member's manager and the reviewer's queue. */
export const rowCoverClass = css({ w: { base: "20", sm: "32" }, h: { base: "16", sm: "20" }, objectFit: "cover", borderRadius: "md", flexShrink: 0, bg: "bg.muted" })

const coverClass = css({ w: { base: "28", sm: "44" }, aspectRatio: "8 / 5", h: "auto", objectFit: "cover", borderRadius: "md", flexShrink: 0, bg: "bg.muted" })

/** What a list shows of an article. */
export interface ArticleCardItem {
  readonly title: string
  readonly excerpt: string
  readonly cover: string
  readonly views: number
  readonly publishTime: string
  readonly author: { readonly nickName: string }
}

/**
 * One article of a public list: cover, title, excerpt, category, author (unless `showAuthor` is
 * false), time, views and the kind's further figures (`counts`: 赞, 评论).
 */
export function ArticleListItem(props: {
  readonly item: ArticleCardItem
  readonly href: string
  readonly categoryLabel: string
  readonly now: number
  readonly showAuthor?: boolean
  readonly counts?: ReactNode
}) {
  const { item, href, now } = props
  return (
    <li className={css({ display: "flex", gap: { base: "3", sm: "4" }, py: "4", borderBottomWidth: "1px", borderColor: "border.subtle", _last: { borderBottomWidth: 0 } })}>
      <Link href={href} tabIndex={-1} aria-hidden="true" className={css({ flexShrink: 0 })}>
        <ArticleCover cover={item.cover} label={props.categoryLabel} className={coverClass} />
      </Link>
      <div className={css({ minW: "0", flex: "1", display: "grid", gap: "1.5", alignContent: "start" })}>
        <h3 className={css({ fontSize: { base: "md", sm: "lg" }, fontWeight: "semibold", lineHeight: "snug", lineClamp: "2" })}>
          <Link href={href} className={css({ _hover: { color: "accent.text" } })}>
            {item.title}
          </Link>
        </h3>
        <p className={css({ fontSize: "sm", color: "fg.muted", lineClamp: "2", display: { base: "none", sm: "-webkit-box" } })}>{item.excerpt}</p>
        <div className={css({ display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: "3", rowGap: "1", fontSize: "xs", color: "fg.subtle" })}>
          <span className={tag({ tone: "neutral", size: "sm" })}>{props.categoryLabel}</span>
          {props.showAuthor !== false && <span>{item.author.nickName}</span>}
          <time dateTime={item.publishTime} title={formatTime(item.publishTime)}>
            {timeAgo(item.publishTime, now)}
          </time>
          <span>{formatCount(item.views)} 阅读</span>
          {props.counts}
        </div>
      </div>
    </li>
  )
}
