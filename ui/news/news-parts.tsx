import { useEffect, useState } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { tag } from "styled-system/recipes"
import type { NewsCard } from "../../domain/news/entities/news.ts"
import { NEWS_STATUS_LABELS, newsCategoryLabel, type NewsStatus } from "../../domain/news/news-article.ts"
import { realNameInfo } from "../../domain/member/real-name.ts"
import { formatDateTime, timeAgo } from "../../domain/core/time-ago.ts"
import { formatCount } from "../../domain/core/count-format.ts"
import { useSession } from "../session/index.ts"



/** `YYYY-MM-DD HH:mm` of an ISO time, local. */
export const formatTime = (iso: string | null | undefined): string => (iso ? formatDateTime(new Date(iso)).slice(0, 16) : "")

/** 3分钟前, 2天前 ... as of now; refreshed each minute while shown. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000)
    return () => clearInterval(timer)
  }, [])
  return now
}

export const ago = (iso: string, now: number) => timeAgo(iso, now)

const STATUS_TONES: Readonly<Record<NewsStatus, "warning" | "success" | "danger">> = {
  pending: "warning",
  published: "success",
  rejected: "danger",
}

/** 审核中 / 已发布 / 未通过. */
export function NewsStatusTag({ status }: { readonly status: NewsStatus }) {
  return <span className={tag({ tone: STATUS_TONES[status] })}>{NEWS_STATUS_LABELS[status]}</span>
}


/** The cover, or a block with the category when there is none. */
export function NewsCover({ cover, category, className }: { readonly cover: string; readonly category: string; readonly className: string }) {
  if (cover) return <img src={cover} alt="" loading="lazy" className={className} />
  return (
    <span aria-hidden="true" className={`${className} ${css({ display: "grid", placeItems: "center", bg: "accent.subtle", color: "accent.text", fontSize: "sm" })}`}>
      {newsCategoryLabel(category)}
    </span>
  )
}

const coverClass = css({
  w: { base: "28", sm: "44" },
  aspectRatio: "8 / 5",
  h: "auto",
  objectFit: "cover",
  borderRadius: "md",
  flexShrink: 0,
  bg: "bg.muted",
})

/** One article of a list: cover, title, excerpt, category, author, time and views. */
export function NewsListItem({ item, now, showAuthor = true }: { readonly item: NewsCard; readonly now: number; readonly showAuthor?: boolean }) {
  const href = `/news/detail?id=${item.id}`
  return (
    <li className={css({ display: "flex", gap: { base: "3", sm: "4" }, py: "4", borderBottomWidth: "1px", borderColor: "border.subtle", _last: { borderBottomWidth: 0 } })}>
      <Link href={href} tabIndex={-1} aria-hidden="true" className={css({ flexShrink: 0 })}>
        <NewsCover cover={item.cover} category={item.category} className={coverClass} />
      </Link>
      <div className={css({ minW: "0", flex: "1", display: "grid", gap: "1.5", alignContent: "start" })}>
        <h3 className={css({ fontSize: { base: "md", sm: "lg" }, fontWeight: "semibold", lineHeight: "snug", lineClamp: "2" })}>
          <Link href={href} className={css({ _hover: { color: "accent.text" } })}>
            {item.title}
          </Link>
        </h3>
        <p className={css({ fontSize: "sm", color: "fg.muted", lineClamp: "2", display: { base: "none", sm: "-webkit-box" } })}>{item.excerpt}</p>
        <div className={css({ display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: "3", rowGap: "1", fontSize: "xs", color: "fg.subtle" })}>
          <span className={tag({ tone: "neutral", size: "sm" })}>{newsCategoryLabel(item.category)}</span>
          {showAuthor && <span>{item.author.nickName}</span>}
          <time dateTime={item.publishTime} title={formatTime(item.publishTime)}>
            {ago(item.publishTime, now)}
          </time>
          <span>{formatCount(item.views)} 阅读</span>
        </div>
      </div>
    </li>
  )
}

/** Whether the signed-in member may publish, and if not the prompt of their real-name state. */
export function usePublishPermission(): { readonly signedIn: boolean; readonly canPost: boolean; readonly prompt: string | null } {
  const { user } = useSession()
  if (!user) return { signedIn: false, canPost: false, prompt: null }
  const info = realNameInfo(user.auth, user.authState)
  return { signedIn: true, canPost: info.canPost, prompt: info.prompt }
}

/** Publishing needs real-name certification: the prompt for the member's state, with its link. */
export function NewsRealNamePrompt() {
  const { user } = useSession()
  if (!user) return null
  const info = realNameInfo(user.auth, user.authState)
  if (info.canPost || !info.prompt) return null
  const link = user.authState === "auth_fail" || user.authState === "auth_examine" ? "/account/realName" : "/account/security"
  const text = user.authState === "auth_fail" ? "修改资料" : user.authState === "auth_examine" ? "查看进度" : "去认证"
  return (
    <p role="note" className={css({ fontSize: "sm", color: "warning.text", bg: "warning.subtle", px: "3", py: "2", borderRadius: "md" })}>
      {info.prompt}
      <Link href={link} className={css({ ml: "2", color: "fg.link", fontWeight: "semibold", textDecoration: "underline" })}>
        {text}
      </Link>
    </p>
  )
}
