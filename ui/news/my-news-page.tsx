import { useState } from "react"
import { css } from "styled-system/css"
import type { MyNewsItem, NewsCard } from "../../domain/news/entities/news.ts"
import { NEWS_PAGE_SIZE, newsExcerpt } from "../../domain/news/news-article.ts"
import { StandaloneFrame } from "../app/layout/standalone-frame.tsx"
import type { PageProps } from "../app/page-registry.ts"
import { AccountPanel } from "../components/account-frame/account-frame.tsx"
import { EmptyState, EmptyStateLink } from "../components/empty-state.tsx"
import { Pager } from "../components/pager.tsx"
import { useResource } from "../app/use-resource.ts"
import { useSession } from "../session/index.ts"
import { NewsAccountLinks, NewsListItem, useNow } from "./news-parts.tsx"
import { ListStates } from "../components/list-states.tsx"

const cardOf = (item: MyNewsItem, author: NewsCard["author"]): NewsCard => ({
  id: item.id,
  title: item.title,
  excerpt: newsExcerpt(item.summary, item.body),
  category: item.category,
  cover: item.cover,
  views: item.views,
  author,
  publishTime: item.publishTime ?? item.updateTime,
})

/** /account/news/my 我的资讯: the member's published articles as readers see them in 行业资讯. */
export default function MyNewsPage({ route }: PageProps) {
  const { user } = useSession()
  const [page, setPage] = useState(0)
  const now = useNow()
  const list = useResource("newsMy", { query: { status: "published", page, size: NEWS_PAGE_SIZE } })
  const author = { userId: user?.userId ?? 0, userName: user?.username ?? "", nickName: user?.nickName ?? "", avatarPath: user?.avatarPath ?? "" }
  return (
    <StandaloneFrame title={route.title}>
      <AccountPanel
        title={list.data ? `已发布的资讯（${list.data.totalElements}）` : "已发布的资讯"}
        actions={<NewsAccountLinks href="/account/news" label="资讯管理" />}
      >
        <ListStates
          list={list}
          compact
          empty={
            <EmptyState
              title="还没有已发布的资讯"
              description="提交的资讯审核通过后会出现在这里；审核中和未通过的资讯请在资讯管理中查看。"
              action={<EmptyStateLink href="/account/news">查看资讯管理</EmptyStateLink>}
            />
          }
        >
          {(items, loaded) => (
            <>
              <ul aria-label="已发布的资讯">
                {items.map((item) => (
                  <NewsListItem key={item.id} item={cardOf(item, author)} now={now} showAuthor={false} />
                ))}
              </ul>
              <div className={css({ mt: "4" })}>
                <Pager page={page} pageSize={NEWS_PAGE_SIZE} total={loaded.totalElements} onPageChange={setPage} />
              </div>
            </>
          )}
        </ListStates>
      </AccountPanel>
    </StandaloneFrame>
  )
}
