import { useEffect, useState, type ReactNode } from "react"
import { Link } from "wouter"
import { css, cx } from "styled-system/css"
import { button, chip, input, pageColumn } from "styled-system/recipes"
import { normalizeSiteKeyword, SITE_SEARCH_MESSAGES, type SiteSearchHit, type SiteSearchLink, type SiteSearchSectionResult } from "../../domain/search/site-search.ts"
import { useRunSearch } from "../app/layout/search-box.tsx"
import type { PageProps } from "../app/page-registry.ts"
import { useSite } from "../app/site-context.tsx"
import { EmptyState } from "../components/empty-state.tsx"
import { ErrorState } from "../components/error-state.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { useQueryParam } from "../hooks/use-page-location.ts"
import { useResource } from "../app/use-resource.ts"
import { MarkedText } from "./marked-text.tsx"

/** A link that opens in a new tab when the spec says so (forum and famous-teacher searches). */
function PageLink({ link, className, children }: { readonly link: SiteSearchLink; readonly className: string; readonly children: ReactNode }) {
  return link.newTab ? (
    <a href={link.href} target="_blank" rel="noopener" className={className}>
      {children}
      <span className={css({ srOnly: true })}>（在新标签页打开）</span>
    </a>
  ) : (
    <Link href={link.href} className={className}>
      {children}
    </Link>
  )
}

function HitItem({ hit }: { readonly hit: SiteSearchHit }) {
  return (
    <li>
      <Link
        href={hit.href}
        className={css({
          display: "flex",
          gap: "3",
          p: "3",
          h: "full",
          borderRadius: "md",
          borderWidth: "1px",
          borderColor: "border.subtle",
          _hover: { borderColor: "accent.solid", bg: "bg.subtle" },
          _focusVisible: { outline: "2px solid", outlineColor: "accent.solid", outlineOffset: "2px" },
        })}
      >
        {hit.cover !== "" && (
          <img
            src={hit.cover}
            alt=""
            loading="lazy"
            className={css({ flexShrink: 0, alignSelf: "start", w: { base: "24", md: "32" }, aspectRatio: "16 / 10", objectFit: "cover", borderRadius: "sm", bg: "bg.muted" })}
          />
        )}
        <span className={css({ display: "grid", gap: "1", minW: "0", alignContent: "start" })}>
          <span data-part="title" className={css({ fontSize: "md", fontWeight: "semibold", color: "fg.default", lineClamp: "2" })}>
            <MarkedText text={hit.title} marks={hit.titleMarks} />
          </span>
          {hit.summary !== "" && (
            <span className={css({ fontSize: "sm", color: "fg.muted", lineClamp: "2" })}>
              <MarkedText text={hit.summary} marks={hit.summaryMarks} />
            </span>
          )}
          {hit.meta !== "" && <span className={css({ fontSize: "xs", color: "fg.subtle" })}>{hit.meta}</span>}
        </span>
      </Link>
    </li>
  )
}

function EmptySection({ section }: { readonly section: SiteSearchSectionResult }) {
  const headingId = `search-${section.type}`
  return (
    <section id={`section-${section.type}`} aria-labelledby={headingId} className={css({ display: "flex", alignItems: "baseline", gap: "3", flexWrap: "wrap", py: "3", px: { base: "4", md: "5" }, borderBottomWidth: "1px", borderColor: "border.subtle", _last: { borderBottomWidth: "0" }, scrollMarginTop: "20" })}>
      <h2 id={headingId} className={css({ fontSize: "md", fontWeight: "semibold" })}>
        {section.label}
        <span className={css({ ml: "2", fontSize: "sm", fontWeight: "normal", color: "fg.subtle" })}>共 0 条</span>
      </h2>
      <p className={css({ fontSize: "sm", color: "fg.subtle" })}>{SITE_SEARCH_MESSAGES.sectionEmpty}</p>
    </section>
  )
}

function ResultSection({ section, keyword }: { readonly section: SiteSearchSectionResult; readonly keyword: string }) {
  const headingId = `search-${section.type}`
  return (
    <section id={`section-${section.type}`} aria-labelledby={headingId} className={css({ bg: "bg.surface", borderRadius: "lg", boxShadow: "card", p: { base: "4", md: "5" }, scrollMarginTop: "20" })}>
      <div className={css({ display: "flex", alignItems: "baseline", gap: "3", flexWrap: "wrap", mb: "3" })}>
        <h2 id={headingId} className={css({ fontSize: "lg", fontWeight: "bold" })}>
          {section.label}
          <span className={css({ ml: "2", fontSize: "sm", fontWeight: "normal", color: "fg.subtle" })}>共 {section.total} 条</span>
        </h2>
        {section.total > 0 && (
          <div className={css({ display: "flex", gap: "3", ml: "auto", fontSize: "sm" })}>
            {section.more.map((link) => (
              <PageLink key={link.href} link={link} className={css({ color: "fg.link", _hover: { textDecoration: "underline" }, _focusVisible: { outline: "2px solid", outlineColor: "accent.solid" } })}>
                {link.label === "查看全部" ? `查看全部 ${section.label}` : `${link.label}（${link.total}）`} ›
              </PageLink>
            ))}
          </div>
        )}
      </div>
      {section.total > 0 && section.matchedBy !== keyword && (
        <p className={css({ fontSize: "sm", color: "fg.muted", mb: "2" })}>
          没有完全匹配“{keyword}”的{section.label}，以下是“{section.matchedBy}”的结果。
        </p>
      )}
      {section.hits.length === 0 ? (
        <p className={css({ fontSize: "sm", color: "fg.subtle", py: "2" })}>{SITE_SEARCH_MESSAGES.sectionEmpty}</p>
      ) : (
        <ul aria-label={`${section.label}结果`} className={css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" }, gap: "3" })}>
          {section.hits.map((hit) => (
            <HitItem key={hit.id} hit={hit} />
          ))}
        </ul>
      )}
    </section>
  )
}

/** Hot keywords of the site settings, searched here as 综合. */
function Suggestions() {
  const { site } = useSite()
  const runSearch = useRunSearch()
  const hot = site?.searchHotKeywords ?? []
  if (hot.length === 0) return null
  return (
    <div role="group" aria-label="热门搜索" className={css({ display: "flex", flexWrap: "wrap", gap: "2", justifyContent: "center", mt: "2" })}>
      {hot.map((entry) => (
        <button key={entry.title} type="button" className={chip()} onClick={() => runSearch("comprehensive", entry.title)}>
          {entry.title}
        </button>
      ))}
    </div>
  )
}

function Results({ keyword, m }: { readonly keyword: string; readonly m: string }) {
  const result = useResource("siteSearch", { query: { keyword, ...(m ? { m } : {}) } })
  if (result.status === "loading") return <LoadingState label="正在搜索…" />
  if (result.status === "failure" || !result.data) return <ErrorState title="搜索失败" message={result.error ?? SITE_SEARCH_MESSAGES.failed} onRetry={result.retry} />
  const data = result.data
  if (data.total === 0) {
    return <EmptyState title={SITE_SEARCH_MESSAGES.nothingFound} description={<>换个词试试，或看看大家都在搜：<Suggestions /></>} />
  }
  // Sections with results first, each area keeping its place among its peers; the empty ones in one quiet panel.
  const sections = [...data.sections].sort((a, b) => Number(b.total > 0) - Number(a.total > 0))
  const found = sections.filter((s) => s.total > 0)
  const empty = sections.filter((s) => s.total === 0)
  return (
    <>
      <nav aria-label="结果分类" className={css({ display: "flex", gap: "2", overflowX: "auto", pb: "1" })}>
        {sections.map((s) => (
          <a key={s.type} href={`#section-${s.type}`} className={chip()}>
            {s.label} {s.total}
          </a>
        ))}
      </nav>
      <p className={css({ fontSize: "sm", color: "fg.subtle" })}>共找到 {data.total} 条相关结果</p>
      {found.map((s) => (
        <ResultSection key={s.type} section={s} keyword={data.keyword} />
      ))}
      {empty.length > 0 && (
        <div className={css({ bg: "bg.surface", borderRadius: "lg", boxShadow: "card" })}>
          {empty.map((s) => (
            <EmptySection key={s.type} section={s} />
          ))}
        </div>
      )}
    </>
  )
}

/** /comprehensive?keyword=…&m=…: one keyword searched in courses, products, articles, news, the forum, teachers and leaflets. */
export default function ComprehensivePage(_props: PageProps) {
  const keyword = normalizeSiteKeyword(useQueryParam("keyword"))
  const m = useQueryParam("m") ?? ""
  const [typed, setTyped] = useState(keyword)
  const runSearch = useRunSearch()
  useEffect(() => setTyped(keyword), [keyword])
  return (
    <div className={cx(pageColumn({ space: "roomy" }), css({ display: "grid", gap: "4" }))}>
      <div className={css({ display: "flex", alignItems: "center", gap: "3", flexWrap: "wrap" })}>
        <h1 className={css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold", minW: "0", overflowWrap: "anywhere" })}>{keyword ? `“${keyword}”的综合搜索结果` : "综合搜索"}</h1>
        <form
          role="search"
          aria-label="综合搜索"
          className={css({ display: "flex", gap: "2", ml: { base: "0", md: "auto" }, w: { base: "full", md: "auto" } })}
          onSubmit={(event) => {
            event.preventDefault()
            const next = normalizeSiteKeyword(typed)
            if (next !== "") runSearch("comprehensive", next)
          }}
        >
          <input
            type="search"
            aria-label="综合搜索关键词"
            className={`${input({ size: "sm" })} ${css({ flex: "1", minW: "0", w: { md: "72" } })}`}
            placeholder="搜索课程、商品、文章、帖子、讲师、说明书"
            maxLength={30}
            enterKeyHint="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <button type="submit" className={button({ size: "sm" })}>
            搜索
          </button>
        </form>
      </div>
      {keyword === "" ? (
        <EmptyState title={SITE_SEARCH_MESSAGES.keywordRequired} description={<>输入关键词，一次搜索课程、商品、文章、资讯、论坛、讲师和药品说明书。<Suggestions /></>} />
      ) : (
        <Results keyword={keyword} m={m} />
      )}
    </div>
  )
}
