import { useEffect, useState } from "react"
import { Link, useLocation } from "wouter"
import { css } from "styled-system/css"
import { button, chip, input } from "styled-system/recipes"
import { NEWS_CATEGORIES, NEWS_MESSAGES, NEWS_PAGE_SIZE, normalizeNewsKeyword, type NewsCategory } from "../../domain/news/news-article.ts"
import type { PageProps } from "../app/page-registry.ts"
import { EmptyState } from "../components/empty-state.tsx"
import { ErrorState } from "../components/error-state.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { Pager } from "../components/pager.tsx"
import { useResource } from "../app/use-resource.ts"
import { NewsListItem, useNow } from "./news-parts.tsx"
import { useQueryParam, useReloadWhenShownAgain } from "../hooks/use-page-location.ts"

/** /news?keyword=…&m=…: published industry news, newest first, by category, searchable, ten a page. */
export default function NewsPage(_props: PageProps) {
  const keyword = normalizeNewsKeyword(useQueryParam("keyword"))
  const [, navigate] = useLocation()
  const [category, setCategory] = useState<NewsCategory | null>(null)
  const [page, setPage] = useState(0)
  const [typed, setTyped] = useState(keyword)
  const now = useNow()
  // A new search (header or this box) starts at the first page.
  useEffect(() => {
    setTyped(keyword)
    setPage(0)
  }, [keyword])
  const list = useResource("newsList", {
    query: { page, size: NEWS_PAGE_SIZE, ...(keyword ? { keyword } : {}), ...(category ? { category } : {}) },
  })

  useReloadWhenShownAgain(list.reload)

  const search = () => {
    const next = normalizeNewsKeyword(typed)
    navigate(next ? `/news?keyword=${encodeURIComponent(next)}&m=${Date.now()}` : "/news")
  }

  return (
    <div className={css({ maxW: "page", mx: "auto", px: { base: "3", md: "4" }, py: { base: "4", md: "6" } })}>
      <div className={css({ display: "grid", gridTemplateColumns: { base: "1fr", lg: "1fr 18rem" }, gap: "6", alignItems: "start" })}>
        <section aria-labelledby="news-heading" className={css({ bg: "bg.surface", borderRadius: "lg", boxShadow: "card", p: { base: "4", md: "6" }, minW: "0" })}>
          <div className={css({ display: "flex", alignItems: "center", gap: "3", flexWrap: "wrap", mb: "4" })}>
            <h1 id="news-heading" className={css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold" })}>
              {keyword ? `“${keyword}”的搜索结果` : "行业资讯"}
            </h1>
            <form
              role="search"
              aria-label="资讯搜索"
              className={css({ display: "flex", gap: "2", ml: { base: "0", md: "auto" }, w: { base: "full", md: "auto" } })}
              onSubmit={(e) => (e.preventDefault(), search())}
            >
              <input
                type="search"
                aria-label="搜索资讯"
                className={`${input({ size: "sm" })} ${css({ flex: "1", minW: "0", w: { md: "60" } })}`}
                placeholder="搜索资讯标题或摘要"
                maxLength={50}
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
              />
              <button type="submit" className={button({ size: "sm" })}>
                搜索
              </button>
            </form>
          </div>
          <div role="group" aria-label="资讯分类" className={css({ display: "flex", gap: "2", overflowX: "auto", pb: "1", mb: "2" })}>
            <button type="button" className={chip()} aria-pressed={category === null} onClick={() => (setCategory(null), setPage(0))}>
              全部
            </button>
            {NEWS_CATEGORIES.map((c) => (
              <button key={c.key} type="button" className={chip()} aria-pressed={category === c.key} onClick={() => (setCategory(c.key), setPage(0))}>
                {c.label}
              </button>
            ))}
          </div>
          {list.status === "loading" && <LoadingState />}
          {list.status === "failure" && <ErrorState message={list.error ?? "加载失败"} onRetry={list.retry} />}
          {list.data && list.data.content.length === 0 && (
            <EmptyState
              title={NEWS_MESSAGES.empty}
              description={keyword ? "换个关键词试试，或看看其他分类的资讯。" : "这个分类还没有资讯，看看其他分类吧。"}
              action={
                keyword ? (
                  <Link href="/news" className={button({ variant: "outline", size: "sm" })}>
                    查看全部资讯
                  </Link>
                ) : undefined
              }
            />
          )}
          {list.data && list.data.content.length > 0 && (
            <>
              <ul aria-label="资讯列表">
                {list.data.content.map((item) => (
                  <NewsListItem key={item.id} item={item} now={now} />
                ))}
              </ul>
              <div className={css({ mt: "4" })}>
                <Pager page={page} pageSize={NEWS_PAGE_SIZE} total={list.data.totalElements} onPageChange={setPage} />
              </div>
            </>
          )}
        </section>
        <aside className={css({ display: "grid", gap: "4" })}>
          <div className={css({ bg: "bg.surface", borderRadius: "lg", boxShadow: "card", p: "5", display: "grid", gap: "3" })}>
            <h2 className={css({ fontSize: "md", fontWeight: "semibold" })}>发布资讯</h2>
            <p className={css({ fontSize: "sm", color: "fg.muted" })}>完成实名认证的会员可以分享行业动态、政策解读和市场观察，审核通过后在这里展示。</p>
            <div className={css({ display: "flex", gap: "2", flexWrap: "wrap" })}>
              <Link href="/account/news/push" className={button({ size: "sm" })}>
                发布资讯
              </Link>
              <Link href="/account/news" className={button({ variant: "plain", size: "sm" })}>
                资讯管理
              </Link>
            </div>
          </div>
        </aside>
      </div>
    </div>
  )
}
