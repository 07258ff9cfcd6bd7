import { useState } from "react"
import { css } from "styled-system/css"
import { button, input, pageColumn } from "styled-system/recipes"
import { ANNOUNCEMENT_CATEGORIES, ANNOUNCEMENT_MESSAGES, ANNOUNCEMENT_PAGE_SIZE, KIND_TITLES, type AnnouncementKind } from "../../domain/notices/announcement.ts"
import type { PageProps } from "../app/page-registry.ts"
import { FilterChips } from "../components/filter-chips.tsx"
import { Pager } from "../components/pager.tsx"
import { useReloadWhenShownAgain } from "../hooks/use-page-location.ts"
import { useResource } from "../app/use-resource.ts"
import { AnnouncementRow } from "./announcement-parts.tsx"
import { ListStates } from "../components/list-states.tsx"

const INTRO: Readonly<Record<AnnouncementKind, string>> = {
  site: "平台动态、活动与规则变更，请以最新公告为准。",
  quality: "商品召回、抽检结果与质量提示，关联品牌和商品一目了然。",
}

/** /announcement (网站公告) and /quality (质量公告): notices of one kind, pinned first, by category and keyword. */
export default function AnnouncementListPage({ route }: PageProps) {
  const kind: AnnouncementKind = route.path === "/quality" ? "quality" : "site"
  const [category, setCategory] = useState<string | null>(null)
  const [page, setPage] = useState(0)
  const [typed, setTyped] = useState("")
  const [keyword, setKeyword] = useState("")
  const list = useResource("announcementList", {
    query: { kind, page, size: ANNOUNCEMENT_PAGE_SIZE, ...(category ? { category } : {}), ...(keyword ? { keyword } : {}) },
  })
  useReloadWhenShownAgain(list.reload)
  const search = () => {
    setKeyword(typed.trim())
    setPage(0)
  }
  return (
    <div className={pageColumn({ space: "roomy" })}>
      <div className={css({ bg: "bg.surface", borderRadius: "lg", boxShadow: "card", p: { base: "4", md: "6" } })}>
        <h1 className={css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "semibold" })}>{KIND_TITLES[kind]}</h1>
        <p className={css({ fontSize: "sm", color: "fg.muted", mt: "1" })}>{INTRO[kind]}</p>
        <div className={css({ display: "flex", gap: "3", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", mt: "4" })}>
          <FilterChips label="公告分类" options={[{ value: null, label: "全部" }, ...ANNOUNCEMENT_CATEGORIES[kind]]} value={category} onChange={(c) => (setCategory(c), setPage(0))} />
          <form
            role="search"
            onSubmit={(e) => {
              e.preventDefault()
              search()
            }}
            className={css({ display: "flex", gap: "2", w: { base: "full", sm: "auto" } })}
          >
            <input
              aria-label={`搜索${KIND_TITLES[kind]}`}
              placeholder={kind === "quality" ? "标题或品牌" : "公告标题"}
              value={typed}
              maxLength={50}
              onChange={(e) => setTyped(e.target.value)}
              className={`${input({ size: "sm" })} ${css({ flex: "1", minW: "0", w: { sm: "56" } })}`}
            />
            <button type="submit" className={button({ size: "sm" })}>
              搜索
            </button>
          </form>
        </div>
        <ListStates list={list} empty={keyword ? `没有找到与“${keyword}”相关的公告` : ANNOUNCEMENT_MESSAGES.empty}>
          {(items, loaded) => (
            <>
              <ul aria-label={`${KIND_TITLES[kind]}列表`} className={css({ mt: "2" })}>
                {items.map((item) => (
                  <AnnouncementRow key={item.id} item={item} />
                ))}
              </ul>
              {loaded.totalPages > 1 && (
                <div className={css({ mt: "4" })}>
                  <Pager page={page} pageSize={ANNOUNCEMENT_PAGE_SIZE} total={loaded.totalElements} onPageChange={setPage} />
                </div>
              )}
            </>
          )}
        </ListStates>
      </div>
    </div>
  )
}
