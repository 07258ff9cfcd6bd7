import { Link } from "wouter"
import { button } from "styled-system/recipes"
import { formatCount } from "../../domain/core/count-format.ts"
import { NEWS_MESSAGES, NEWS_PAGE_SIZE, NEWS_STATUSES, NEWS_STATUS_LABELS, newsCategoryLabel, type NewsStatus } from "../../domain/news/news-article.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useCall } from "../app/use-call.ts"
import { OwnArticleRow, OwnArticlesManager, type OwnArticlesQuery } from "../components/article/my-articles.tsx"
import { useResource } from "../app/use-resource.ts"
import { NewsAccountLinks, NewsCover, NewsRealNamePrompt, NewsStatusTag } from "./news-parts.tsx"

const useMyNews = (query: OwnArticlesQuery<NewsStatus>) => useResource("newsMy", { query })
const useNewsDelete = (settled: () => void) => useCall("newsDelete", { success: NEWS_MESSAGES.deleted, onDone: settled, onFailed: settled })

/** /account/news 资讯管理: the member's articles by review state, with the reason of a rejection, edit and delete. */
export default function AccountNewsPage(_props: PageProps) {
  return (
    <OwnArticlesManager
      title="资讯管理"
      actions={<NewsAccountLinks href="/account/news/my" label="我的资讯" />}
      prompt={<NewsRealNamePrompt />}
      statuses={NEWS_STATUSES}
      statusLabels={NEWS_STATUS_LABELS}
      pageSize={NEWS_PAGE_SIZE}
      useList={useMyNews}
      useDelete={useNewsDelete}
      confirmDelete={NEWS_MESSAGES.confirmDelete}
      empty={{
        mine: NEWS_MESSAGES.emptyMine,
        noun: "资讯",
        description: "分享您了解的行业动态、政策解读或市场观察，审核通过后将在行业资讯中展示。",
        action: (
          <Link href="/account/news/push" className={button({ variant: "outline", size: "sm" })}>
            发布资讯
          </Link>
        ),
      }}
      listLabel="我的资讯"
      row={(item, onDelete) => (
        <OwnArticleRow
          key={item.id}
          item={item}
          href={`/news/detail?id=${item.id}`}
          editHref={`/account/news/push?id=${item.id}`}
          cover={(className) => <NewsCover cover={item.cover} category={item.category} className={className} />}
          statusTag={<NewsStatusTag status={item.status} />}
          category={newsCategoryLabel(item.category)}
          figures={item.status === "published" && <span>{formatCount(item.views)} 阅读</span>}
          onDelete={onDelete}
        />
      )}
    />
  )
}
