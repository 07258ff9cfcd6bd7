import { useEffect, useState } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { button, tag } from "styled-system/recipes"
import type { NewsCard } from "../../domain/news/entities/news.ts"
import { NEWS_STATUS_LABELS, newsCategoryLabel, type NewsStatus } from "../../domain/news/news-article.ts"
import { realNameInfo } from "../../domain/member/real-name.ts"
import { timeAgo } from "../../domain/core/time-ago.ts"
import { ArticleCover, ArticleListItem } from "../components/article/article-card.tsx"
import { useSession } from "../session/index.ts"


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
  return <ArticleCover cover={cover} label={newsCategoryLabel(category)} className={className} />
}

/** One article of a list: cover, title, excerpt, category, author, time and views. */
export function NewsListItem({ item, now, showAuthor = true }: { readonly item: NewsCard; readonly now: number; readonly showAuthor?: boolean }) {
  return <ArticleListItem item={item} href={`/news/detail?id=${item.id}`} categoryLabel={newsCategoryLabel(item.category)} now={now} showAuthor={showAuthor} />
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

/** The links beside the member's pages of news (资讯管理, 我的资讯): the other of the two, and 发布资讯. */
export function NewsAccountLinks({ href, label }: { readonly href: string; readonly label: string }) {
  return (
    <div className={css({ display: "flex", gap: "2" })}>
      <Link href={href} className={button({ variant: "plain", size: "sm" })}>
        {label}
      </Link>
      <Link href="/account/news/push" className={button({ size: "sm" })}>
        发布资讯
      </Link>
    </div>
  )
}
