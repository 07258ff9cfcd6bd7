import { formatCount } from "../../domain/core/count-format.ts"
import type { ScienceCard, ScienceChannel } from "../../domain/community/index.ts"
import { scienceCategoryLabel } from "../../domain/community/index.ts"
import { ArticleCover, ArticleListItem } from "../components/article/article-card.tsx"

/** The page of an article: its channel's list with the article's id. */
export const scienceHref = (channel: ScienceChannel, id: number) => `/${channel}?id=${id}`

/** The cover, or a block with the category when there is none. */
export function ScienceCover({ cover, category, className }: { readonly cover: string; readonly category: string; readonly className: string }) {
  return <ArticleCover cover={cover} label={scienceCategoryLabel(category)} className={className} />
}

/** One article of a list: cover, title, excerpt, category, author, time, views, likes and comments. */
export function ScienceListItem({ item, now }: { readonly item: ScienceCard; readonly now: number }) {
  return (
    <ArticleListItem
      item={item}
      href={scienceHref(item.channel, item.id)}
      categoryLabel={scienceCategoryLabel(item.category)}
      now={now}
      counts={
        <>
          <span>{formatCount(item.likes)} 赞</span>
          <span>{formatCount(item.comments)} 评论</span>
        </>
      }
    />
  )
}
