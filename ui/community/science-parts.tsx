import { Link } from "wouter"
import { css } from "styled-system/css"
import { tag } from "styled-system/recipes"
import { formatCount } from "../../domain/core/count-format.ts"
import type { ScienceCard, ScienceChannel } from "../../domain/community/index.ts"
import { scienceCategoryLabel } from "../../domain/community/index.ts"
import { ago, formatTime } from "../news/index.ts"

/** The page of an article: its channel's list with the article's id. */
export const scienceHref = (channel: ScienceChannel, id: number) => `/${channel}?id=${id}`

/** The cover, or a block with the category when there is none. */
export function ScienceCover({ cover, category, className }: { readonly cover: string; readonly category: string; readonly className: string }) {
  if (cover) return <img src={cover} alt="" loading="lazy" className={className} />
  return (
    <span aria-hidden="true" className={`${className} ${css({ display: "grid", placeItems: "center", bg: "accent.subtle", color: "accent.text", fontSize: "sm" })}`}>
      {scienceCategoryLabel(category)}
    </span>
  )
}

const coverClass = css({ w: { base: "28", sm: "44" }, aspectRatio: "8 / 5", h: "auto", objectFit: "cover", borderRadius: "md", flexShrink: 0, bg: "bg.muted" })

/** One article of a list: cover, title, excerpt, category, author, time, views, likes and comments. */
export function ScienceListItem({ item, now }: { readonly item: ScienceCard; readonly now: number }) {
  const href = scienceHref(item.channel, item.id)
  return (
    <li className={css({ display: "flex", gap: { base: "3", sm: "4" }, py: "4", borderBottomWidth: "1px", borderColor: "border.subtle", _last: { borderBottomWidth: 0 } })}>
      <Link href={href} tabIndex={-1} aria-hidden="true" className={css({ flexShrink: 0 })}>
        <ScienceCover cover={item.cover} category={item.category} className={coverClass} />
      </Link>
      <div className={css({ minW: "0", flex: "1", display: "grid", gap: "1.5", alignContent: "start" })}>
        <h3 className={css({ fontSize: { base: "md", sm: "lg" }, fontWeight: "semibold", lineHeight: "snug", lineClamp: "2" })}>
          <Link href={href} className={css({ _hover: { color: "accent.text" } })}>
            {item.title}
          </Link>
        </h3>
        <p className={css({ fontSize: "sm", color: "fg.muted", lineClamp: "2", display: { base: "none", sm: "-webkit-box" } })}>{item.excerpt}</p>
        <div className={css({ display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: "3", rowGap: "1", fontSize: "xs", color: "fg.subtle" })}>
          <span className={tag({ tone: "neutral", size: "sm" })}>{scienceCategoryLabel(item.category)}</span>
          <span>{item.author.nickName}</span>
          <time dateTime={item.publishTime} title={formatTime(item.publishTime)}>
            {ago(item.publishTime, now)}
          </time>
          <span>{formatCount(item.views)} 阅读</span>
          <span>{formatCount(item.likes)} 赞</span>
          <span>{formatCount(item.comments)} 评论</span>
        </div>
      </div>
    </li>
  )
}
