import { useState } from "react"
import { css } from "styled-system/css"
import { pageColumn } from "styled-system/recipes"
import { categoriesOf, SCIENCE_MESSAGES, SCIENCE_PAGE_SIZE, scienceChannelLabel, type ScienceCategory, type ScienceChannel } from "../../domain/community/index.ts"
import { normalizeNewsKeyword } from "../../domain/news/news-article.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useIdParam } from "../components/article/id-param.ts"
import { ArticleListEmpty, FilterChips, ListResults, ListSearchHeader, WriteArticleCard, useKeywordSearch } from "../components/article/searchable-list.tsx"
import { useReloadWhenShownAgain } from "../hooks/use-page-location.ts"
import { useResource } from "../app/use-resource.ts"
import { useNow } from "../news/index.ts"
import { ScienceArticle } from "./science-article.tsx"
import { ScienceListItem } from "./science-parts.tsx"

const INTRO: Readonly<Record<ScienceChannel, string>> = {
  healthy: "营养、运动、疾病预防与心理健康，由实名认证会员撰写、管理员审核后发布。",
  cosmeto: "护肤、彩妆、美发与医美常识，由实名认证会员撰写、管理员审核后发布。",
}

function ScienceList({ channel }: { readonly channel: ScienceChannel }) {
  const { keyword, typed, setTyped, page, setPage, search } = useKeywordSearch(`/${channel}`, normalizeNewsKeyword)
  const [category, setCategory] = useState<ScienceCategory | null>(null)
  const now = useNow()
  const list = useResource("scienceList", {
    query: { channel, page, size: SCIENCE_PAGE_SIZE, ...(keyword ? { keyword } : {}), ...(category ? { category } : {}) },
  })
  useReloadWhenShownAgain(list.reload)
  const label = scienceChannelLabel(channel)

  return (
    <div className={css({ display: "grid", gridTemplateColumns: { base: "1fr", lg: "1fr 18rem" }, gap: "6", alignItems: "start" })}>
      <section aria-labelledby="science-heading" className={css({ bg: "bg.surface", borderRadius: "lg", boxShadow: "card", p: { base: "4", md: "6" }, minW: "0" })}>
        <ListSearchHeader
          headingId="science-heading"
          title={label}
          keyword={keyword}
          typed={typed}
          onType={setTyped}
          onSearch={search}
          formLabel={`${label}搜索`}
          inputLabel={`搜索${label}`}
          placeholder="搜索标题、摘要或正文"
        />
        <FilterChips label="文章分类" allLabel="全部" options={categoriesOf(channel)} value={category} onChange={(c) => (setCategory(c), setPage(0))} />
        <ListResults
          list={list}
          empty={<ArticleListEmpty title={SCIENCE_MESSAGES.empty} noun="文章" keyword={keyword} allHref={`/${channel}`} />}
          listLabel="文章列表"
          page={page}
          pageSize={SCIENCE_PAGE_SIZE}
          onPageChange={setPage}
          item={(item) => <ScienceListItem key={item.id} item={item} now={now} />}
        />
      </section>
      <WriteArticleCard heading="写科普" intro={INTRO[channel]} pushHref="/account/science/push" pushLabel="发布文章" manageHref="/account/science" manageLabel="科普管理" />
    </div>
  )
}

/**
 * /healthy and /cosmeto (?keyword=…&m=… to search, ?id=… for an article): the channel's
 * published articles by category, searchable, ten a page; or one article.
 */
export default function SciencePage({ route }: PageProps) {
  const channel: ScienceChannel = route.path === "/cosmeto" ? "cosmeto" : "healthy"
  const id = useIdParam()
  return (
    <div className={pageColumn({ space: "roomy" })}>
      {id === null ? <ScienceList channel={channel} /> : <ScienceArticle id={id} channel={channel} />}
    </div>
  )
}
