import { useEffect, useState } from "react"
import { Link, useLocation } from "wouter"
import { css } from "styled-system/css"
import { button, chip, input } from "styled-system/recipes"
import { categoriesOf, SCIENCE_MESSAGES, SCIENCE_PAGE_SIZE, scienceChannelLabel, type ScienceCategory, type ScienceChannel } from "../../domain/community/index.ts"
import { normalizeNewsKeyword } from "../../domain/news/news-article.ts"
import type { PageProps } from "../app/page-registry.ts"
import { EmptyState } from "../components/empty-state.tsx"
import { ErrorState } from "../components/error-state.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { Pager } from "../components/pager.tsx"
import { useQueryParam, useReloadWhenShownAgain } from "../hooks/use-page-location.ts"
import { useResource } from "../app/use-resource.ts"
import { useNow } from "../news/index.ts"
import { ScienceArticle } from "./science-article.tsx"
import { ScienceListItem } from "./science-parts.tsx"

const INTRO: Readonly<Record<ScienceChannel, string>> = {
  healthy: "营养、运动、疾病预防与心理健康，由实名认证会员撰写、管理员审核后发布。",
  cosmeto: "护肤、彩妆、美发与医美常识，由实名认证会员撰写、管理员审核后发布。",
}

function ScienceList({ channel }: { readonly channel: ScienceChannel }) {
  const keyword = normalizeNewsKeyword(useQueryParam("keyword"))
  const [, navigate] = useLocation()
  const [category, setCategory] = useState<ScienceCategory | null>(null)
  const [page, setPage] = useState(0)
  const [typed, setTyped] = useState(keyword)
  const now = useNow()
  useEffect(() => {
    setTyped(keyword)
    setPage(0)
  }, [keyword])
  const list = useResource("scienceList", {
    query: { channel, page, size: SCIENCE_PAGE_SIZE, ...(keyword ? { keyword } : {}), ...(category ? { category } : {}) },
  })
  useReloadWhenShownAgain(list.reload)
  const label = scienceChannelLabel(channel)

  const search = () => {
    const next = normalizeNewsKeyword(typed)
    navigate(next ? `/${channel}?keyword=${encodeURIComponent(next)}&m=${Date.now()}` : `/${channel}`)
  }

  return (
    <div className={css({ display: "grid", gridTemplateColumns: { base: "1fr", lg: "1fr 18rem" }, gap: "6", alignItems: "start" })}>
      <section aria-labelledby="science-heading" className={css({ bg: "bg.surface", borderRadius: "lg", boxShadow: "card", p: { base: "4", md: "6" }, minW: "0" })}>
        <div className={css({ display: "flex", alignItems: "center", gap: "3", flexWrap: "wrap", mb: "4" })}>
          <h1 id="science-heading" className={css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold" })}>
            {keyword ? `“${keyword}”的搜索结果` : label}
          </h1>
          <form role="search" aria-label={`${label}搜索`} className={css({ display: "flex", gap: "2", ml: { base: "0", md: "auto" }, w: { base: "full", md: "auto" } })} onSubmit={(e) => (e.preventDefault(), search())}>
            <input
              type="search"
              aria-label={`搜索${label}`}
              className={`${input({ size: "sm" })} ${css({ flex: "1", minW: "0", w: { md: "60" } })}`}
              placeholder="搜索标题、摘要或正文"
              maxLength={50}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
            <button type="submit" className={button({ size: "sm" })}>
              搜索
            </button>
          </form>
        </div>
        <div role="group" aria-label="文章分类" className={css({ display: "flex", gap: "2", overflowX: "auto", pb: "1", mb: "2" })}>
          <button type="button" className={chip()} aria-pressed={category === null} onClick={() => (setCategory(null), setPage(0))}>
            全部
          </button>
          {categoriesOf(channel).map((c) => (
            <button key={c.key} type="button" className={chip()} aria-pressed={category === c.key} onClick={() => (setCategory(c.key), setPage(0))}>
              {c.label}
            </button>
          ))}
        </div>
        {list.status === "loading" && <LoadingState />}
        {list.status === "failure" && <ErrorState message={list.error ?? "加载失败"} onRetry={list.retry} />}
        {list.data && list.data.content.length === 0 && (
          <EmptyState
            title={SCIENCE_MESSAGES.empty}
            description={keyword ? "换个关键词试试，或看看其他分类的文章。" : "这个分类还没有文章，看看其他分类吧。"}
            action={
              keyword ? (
                <Link href={`/${channel}`} className={button({ variant: "outline", size: "sm" })}>
                  查看全部文章
                </Link>
              ) : undefined
            }
          />
        )}
        {list.data && list.data.content.length > 0 && (
          <>
            <ul aria-label="文章列表">
              {list.data.content.map((item) => (
                <ScienceListItem key={item.id} item={item} now={now} />
              ))}
            </ul>
            <div className={css({ mt: "4" })}>
              <Pager page={page} pageSize={SCIENCE_PAGE_SIZE} total={list.data.totalElements} onPageChange={setPage} />
            </div>
          </>
        )}
      </section>
      <aside className={css({ bg: "bg.surface", borderRadius: "lg", boxShadow: "card", p: "5", display: "grid", gap: "3" })}>
        <h2 className={css({ fontSize: "md", fontWeight: "semibold" })}>写科普</h2>
        <p className={css({ fontSize: "sm", color: "fg.muted" })}>{INTRO[channel]}</p>
        <div className={css({ display: "flex", gap: "2", flexWrap: "wrap" })}>
          <Link href="/account/science/push" className={button({ size: "sm" })}>
            发布文章
          </Link>
          <Link href="/account/science" className={button({ variant: "plain", size: "sm" })}>
            科普管理
          </Link>
        </div>
      </aside>
    </div>
  )
}

/**
 * /healthy and /cosmeto (?keyword=…&m=… to search, ?id=… for an article): the channel's
 * published articles by category, searchable, ten a page; or one article.
 */
export default function SciencePage({ route }: PageProps) {
  const channel: ScienceChannel = route.path === "/cosmeto" ? "cosmeto" : "healthy"
  const raw = useQueryParam("id")
  const id = raw !== null && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null
  return (
    <div className={css({ maxW: "page", mx: "auto", px: { base: "3", md: "4" }, py: { base: "4", md: "6" } })}>
      {id === null ? <ScienceList channel={channel} /> : <ScienceArticle id={id} channel={channel} />}
    </div>
  )
}
