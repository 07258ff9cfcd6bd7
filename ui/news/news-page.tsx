import { useState } from "react"
import { css } from "styled-system/css"
import { pageColumn } from "styled-system/recipes"
import { NEWS_CATEGORIES, NEWS_MESSAGES, NEWS_PAGE_SIZE, normalizeNewsKeyword, type NewsCategory } from "../../domain/news/news-article.ts"
import type { PageProps } from "../app/page-registry.ts"
import { ArticleListEmpty, FilterChips, ListResults, ListSearchHeader, WriteArticleCard, useKeywordSearch } from "../components/article/searchable-list.tsx"
import { useResource } from "../app/use-resource.ts"
import { NewsListItem, useNow } from "./news-parts.tsx"
import { useReloadWhenShownAgain } from "../hooks/use-page-location.ts"

/** /news?keyword=…&m=…: published industry news, newest first, by category, searchable, ten a page. */
export default function NewsPage(_props: PageProps) {
  const { keyword, typed, setTyped, page, setPage, search } = useKeywordSearch("/news", normalizeNewsKeyword)
  const [category, setCategory] = useState<NewsCategory | null>(null)
  const now = useNow()
  const list = useResource("newsList", {
    query: { page, size: NEWS_PAGE_SIZE, ...(keyword ? { keyword } : {}), ...(category ? { category } : {}) },
  })

  useReloadWhenShownAgain(list.reload)

  return (
    <div className={pageColumn({ space: "roomy" })}>
      <div className={css({ display: "grid", gridTemplateColumns: { base: "1fr", lg: "1fr 18rem" }, gap: "6", alignItems: "start" })}>
        <section aria-labelledby="news-heading" className={css({ bg: "bg.surface", borderRadius: "lg", boxShadow: "card", p: { base: "4", md: "6" }, minW: "0" })}>
          <ListSearchHeader
            headingId="news-heading"
            title="行业资讯"
            keyword={keyword}
            typed={typed}
            onType={setTyped}
            onSearch={search}
            formLabel="资讯搜索"
            inputLabel="搜索资讯"
            placeholder="搜索资讯标题或摘要"
          />
          <FilterChips label="资讯分类" allLabel="全部" options={NEWS_CATEGORIES} value={category} onChange={(c) => (setCategory(c), setPage(0))} />
          <ListResults
            list={list}
            empty={<ArticleListEmpty title={NEWS_MESSAGES.empty} noun="资讯" keyword={keyword} allHref="/news" />}
            listLabel="资讯列表"
            page={page}
            pageSize={NEWS_PAGE_SIZE}
            onPageChange={setPage}
            item={(item) => <NewsListItem key={item.id} item={item} now={now} />}
          />
        </section>
        <WriteArticleCard
          heading="发布资讯"
          intro="完成实名认证的会员可以分享行业动态、政策解读和市场观察，审核通过后在这里展示。"
          pushHref="/account/news/push"
          pushLabel="发布资讯"
          manageHref="/account/news"
          manageLabel="资讯管理"
        />
      </div>
    </div>
  )
}
