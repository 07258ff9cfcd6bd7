import { useEffect, useState, type ReactNode } from "react"
import { Link, useLocation } from "wouter"
import { css } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import type { Resource } from "../../app/use-resource.ts"
import { useQueryParam } from "../../hooks/use-page-location.ts"
import { EmptyState, EmptyStateLink } from "../empty-state.tsx"
import { FilterChips as ChipGroup } from "../filter-chips.tsx"
import { Pager } from "../pager.tsx"
import { LoadStates } from "../list-states.tsx"

/**
 * What the public lists of articles and leaflets (行业资讯, 健康科普, 美容护肤, 药品说明书) share: the
 * keyword of the address (?keyword=…&m=…) with the box that searches it, the filter chips, and
 * the results with their loading, failure and empty states and the pager.
 */

/**
 * The keyword of the address, normalized, the text typed in the box and the page; a new search
 * (header or the box) starts at the first page. `search` goes to `path` with the typed keyword.
 */
export function useKeywordSearch(path: string, normalize: (raw: string | null | undefined) => string) {
  const keyword = normalize(useQueryParam("keyword"))
  const [, navigate] = useLocation()
  const [page, setPage] = useState(0)
  const [typed, setTyped] = useState(keyword)
  useEffect(() => {
    setTyped(keyword)
    setPage(0)
  }, [keyword])
  const search = () => {
    const next = normalize(typed)
    navigate(next ? `${path}?keyword=${encodeURIComponent(next)}&m=${Date.now()}` : path)
  }
  return { keyword, typed, setTyped, page, setPage, search }
}

const headerSpacing = { normal: css({ mb: "4" }), tight: css({ mb: "3" }) } as const
const boxWidth = { normal: css({ w: { md: "60" } }), wide: css({ w: { md: "72" } }) } as const

/** The list's heading (or “…”的搜索结果) and its search box. */
export function ListSearchHeader(props: {
  readonly headingId: string
  readonly title: string
  readonly keyword: string
  readonly typed: string
  readonly onType: (text: string) => void
  readonly onSearch: () => void
  /** The search form's name and the box's. */
  readonly formLabel: string
  readonly inputLabel: string
  readonly placeholder: string
  readonly spacing?: keyof typeof headerSpacing
  readonly width?: keyof typeof boxWidth
}) {
  return (
    <div className={`${css({ display: "flex", alignItems: "center", gap: "3", flexWrap: "wrap" })} ${headerSpacing[props.spacing ?? "normal"]}`}>
      <h1 id={props.headingId} className={css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold" })}>
        {props.keyword ? `“${props.keyword}”的搜索结果` : props.title}
      </h1>
      <form
        role="search"
        aria-label={props.formLabel}
        className={css({ display: "flex", gap: "2", ml: { base: "0", md: "auto" }, w: { base: "full", md: "auto" } })}
        onSubmit={(e) => (e.preventDefault(), props.onSearch())}
      >
        <input
          type="search"
          aria-label={props.inputLabel}
          className={`${input({ size: "sm" })} ${css({ flex: "1", minW: "0" })} ${boxWidth[props.width ?? "normal"]}`}
          placeholder={props.placeholder}
          maxLength={50}
          value={props.typed}
          onChange={(e) => props.onType(e.target.value)}
        />
        <button type="submit" className={button({ size: "sm" })}>
          搜索
        </button>
      </form>
    </div>
  )
}

/** A row of filter chips: 全部 (`allLabel`) and one a choice, the chosen one pressed; it scrolls sideways unless `scroll` is false. */
export function FilterChips<K extends string>(props: {
  readonly label: string
  readonly allLabel: string
  readonly options: ReadonlyArray<{ readonly key: K; readonly label: string }>
  readonly value: K | null
  readonly onChange: (value: K | null) => void
  readonly scroll?: boolean
}) {
  const scroll = props.scroll !== false
  return (
    <ChipGroup
      label={props.label}
      scroll={scroll}
      className={scroll ? css({ pb: "1", mb: "2" }) : css({ mb: "2" })}
      options={[{ value: null, label: props.allLabel }, ...props.options.map((o) => ({ value: o.key, label: o.label }))]}
      value={props.value}
      onChange={props.onChange}
    />
  )
}

/** The results: loading, failure, the empty state, or the list (named `listLabel`) and the pager. */
export function ListResults<T>(props: {
  readonly list: Resource<{ readonly content: ReadonlyArray<T>; readonly totalElements: number }>
  readonly empty: ReactNode
  readonly listLabel: string
  readonly page: number
  readonly pageSize: number
  readonly onPageChange: (page: number) => void
  readonly item: (item: T) => ReactNode
  /** Shown above a list that is not empty (a count). */
  readonly before?: (total: number) => ReactNode
}) {
  const { list } = props
  return (
    <>
      <LoadStates of={list} />
      {list.data && list.data.content.length === 0 && props.empty}
      {list.data && list.data.content.length > 0 && (
        <>
          {props.before?.(list.data.totalElements)}
          <ul aria-label={props.listLabel}>{list.data.content.map(props.item)}</ul>
          <div className={css({ mt: "4" })}>
            <Pager page={props.page} pageSize={props.pageSize} total={list.data.totalElements} onPageChange={props.onPageChange} />
          </div>
        </>
      )}
    </>
  )
}

/**
 * A list of articles with nothing to show: after a search, another keyword or the whole list
 * (`allHref`); without one, the other categories. `noun` names the articles (资讯, 文章).
 */
export function ArticleListEmpty({ title, noun, keyword, allHref }: { readonly title: string; readonly noun: string; readonly keyword: string; readonly allHref: string }) {
  return (
    <EmptyState
      title={title}
      description={keyword ? `换个关键词试试，或看看其他分类的${noun}。` : `这个分类还没有${noun}，看看其他分类吧。`}
      action={keyword ? <EmptyStateLink href={allHref}>查看全部{noun}</EmptyStateLink> : undefined}
    />
  )
}

/** The side card of a list of articles: who may write, and the links to write one and to the member's manager. */
export function WriteArticleCard(props: { readonly heading: string; readonly intro: string; readonly pushHref: string; readonly pushLabel: string; readonly manageHref: string; readonly manageLabel: string }) {
  return (
    <aside className={css({ bg: "bg.surface", borderRadius: "lg", boxShadow: "card", p: "5", display: "grid", gap: "3" })}>
      <h2 className={css({ fontSize: "md", fontWeight: "semibold" })}>{props.heading}</h2>
      <p className={css({ fontSize: "sm", color: "fg.muted" })}>{props.intro}</p>
      <div className={css({ display: "flex", gap: "2", flexWrap: "wrap" })}>
        <Link href={props.pushHref} className={button({ size: "sm" })}>
          {props.pushLabel}
        </Link>
        <Link href={props.manageHref} className={button({ variant: "plain", size: "sm" })}>
          {props.manageLabel}
        </Link>
      </div>
    </aside>
  )
}
