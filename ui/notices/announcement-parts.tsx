import { Link } from "wouter"
import { css } from "styled-system/css"
import { tag } from "styled-system/recipes"
import { announcementHref, categoryLabel } from "../../domain/notices/announcement.ts"
import type { AnnouncementSummary } from "../../domain/notices/entities.ts"

/** 2026-11-21 in China's time. */
export const publishDate = (iso: string): string => new Date(iso).toLocaleDateString("sv-SE", { timeZone: "Asia/Shanghai" })

/** One notice in a list: category, pinned mark, title, summary, brand, date and views. */
export function AnnouncementRow({ item }: { readonly item: AnnouncementSummary }) {
  return (
    <li className={css({ py: "4", borderBottomWidth: "1px", borderColor: "border.subtle", display: "grid", gap: "1.5" })}>
      <div className={css({ display: "flex", alignItems: "center", gap: "2", flexWrap: "wrap" })}>
        {item.pinned && <span className={tag({ tone: "danger", size: "sm" })}>置顶</span>}
        <span className={tag({ tone: "neutral", size: "sm" })}>{categoryLabel(item.kind, item.category)}</span>
        <Link href={announcementHref(item.kind, item.id)} className={css({ fontSize: "md", fontWeight: "semibold", color: "fg.default", _hover: { color: "accent.text" }, overflowWrap: "anywhere" })}>
          {item.title}
        </Link>
      </div>
      {item.summary && <p className={css({ fontSize: "sm", color: "fg.muted", lineClamp: "2" })}>{item.summary}</p>}
      <div className={css({ display: "flex", gap: "3", fontSize: "xs", color: "fg.subtle", flexWrap: "wrap" })}>
        {item.brand && <span>品牌：{item.brand}</span>}
        <time dateTime={item.publishTime}>{publishDate(item.publishTime)}</time>
        <span>{item.views} 次浏览</span>
      </div>
    </li>
  )
}
