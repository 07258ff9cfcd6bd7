import { useState } from "react"
import { chip } from "styled-system/recipes"
import { css } from "styled-system/css"
import { COURSE_PAGE_SIZE, COURSE_SORTS, PRICE_FILTERS, type CourseSort, type PriceFilter } from "../../../domain/courses/catalog.ts"
import type { CourseType } from "../../../domain/courses/entities/course.ts"
import { CategoryCascader } from "../../components/category-cascader.tsx"
import { CategoryTreeFilter } from "../../components/category-tree-filter.tsx"
import { EmptyState } from "../../components/empty-state.tsx"
import { ErrorState } from "../../components/error-state.tsx"
import { Pager } from "../../components/pager.tsx"
import { useResource } from "../../app/use-resource.ts"
import { CourseGrid } from "./course-card.tsx"
import { ListStates } from "../../components/list-states.tsx"


export interface CatalogFilter {
  readonly catId: number | null
  readonly sort: CourseSort
  readonly price: PriceFilter
  readonly page: number
}

/**
 * A course catalogue: the category tree (a cascader on narrow screens), sort and price chips,
 * the grid and the pager. `keyword` narrows it to a search.
 */
export function CatalogView({ type, keyword, heading }: { readonly type?: CourseType; readonly keyword?: string; readonly heading: string }) {
  const [filter, setFilter] = useState<CatalogFilter>({ catId: null, sort: "default", price: "all", page: 0 })
  const tree = useResource("courseCategoryTree", { query: type ? { type } : {} })
  const list = useResource("courseList", {
    query: {
      ...(type ? { type } : {}),
      ...(keyword ? { keyword } : {}),
      ...(filter.catId === null ? {} : { catId: filter.catId }),
      sort: filter.sort,
      price: filter.price,
      page: filter.page,
      size: COURSE_PAGE_SIZE,
    },
  })
  const set = (change: Partial<CatalogFilter>) => setFilter((f) => ({ ...f, page: 0, ...change }))
  const categories = tree.data ?? []

  return (
    <div className={css({ display: "grid", gridTemplateColumns: { base: "1fr", lg: "220px 1fr" }, gap: "5", alignItems: "start" })}>
      <aside aria-label="课程分类" className={css({ display: { base: "none", lg: "block" }, bg: "bg.surface", borderRadius: "lg", p: "3", borderWidth: "1px", borderColor: "border.subtle", position: "sticky", top: "20" })}>
        <h2 className={css({ fontSize: "sm", fontWeight: "bold", px: "2", mb: "2" })}>课程分类</h2>
        {tree.status === "failure" ? (
          <ErrorState compact message={tree.error ?? "加载失败"} onRetry={tree.retry} />
        ) : (
          <CategoryTreeFilter label="课程分类" tree={categories} value={filter.catId} onChange={(catId) => set({ catId })} />
        )}
      </aside>
      <div className={css({ display: "grid", gap: "4", minW: "0" })}>
        <div className={css({ bg: "bg.surface", borderRadius: "lg", px: { base: "3", md: "4" }, py: "3", borderWidth: "1px", borderColor: "border.subtle", display: "grid", gap: "2" })}>
          <div className={css({ display: "flex", alignItems: "center", gap: "3", flexWrap: "wrap" })}>
            <h1 className={css({ fontSize: "lg", fontWeight: "bold", mr: "auto" })}>{heading}</h1>
            <div className={css({ display: { base: "block", lg: "none" } })}>
              <CategoryCascader label="课程分类" tree={categories} value={filter.catId} onChange={(catId) => set({ catId })} />
            </div>
            {list.data && <span className={css({ fontSize: "sm", color: "fg.muted" })}>共 {list.data.totalElements} 门课程</span>}
          </div>
          <div role="group" aria-label="排序" className={css({ display: "flex", gap: "1", overflowX: "auto", alignItems: "center" })}>
            <span className={css({ fontSize: "sm", color: "fg.subtle", mr: "1", whiteSpace: "nowrap" })}>排序</span>
            {COURSE_SORTS.map((sort) => (
              <button key={sort.key} type="button" className={chip({ variant: "plain" })} aria-pressed={filter.sort === sort.key} onClick={() => set({ sort: sort.key })}>
                {sort.label}
              </button>
            ))}
          </div>
          <div role="group" aria-label="价格" className={css({ display: "flex", gap: "1", overflowX: "auto", alignItems: "center" })}>
            <span className={css({ fontSize: "sm", color: "fg.subtle", mr: "1", whiteSpace: "nowrap" })}>价格</span>
            {PRICE_FILTERS.map((price) => (
              <button key={price.key} type="button" className={chip({ variant: "plain" })} aria-pressed={filter.price === price.key} onClick={() => set({ price: price.key })}>
                {price.label}
              </button>
            ))}
          </div>
        </div>
        <ListStates list={list} label="正在加载课程…" empty={<EmptyState title={keyword ? `没有找到与“${keyword}”相关的课程` : "暂无课程"} description="换个分类或关键词试试" />}>
          {(items, loaded) => (
            <>
              {/* The cards' titles are h3: this names the list they sit in, for the outline. */}
              <h2 className={css({ srOnly: true })}>课程列表</h2>
              <CourseGrid courses={items} />
              <Pager page={filter.page} pageSize={COURSE_PAGE_SIZE} total={loaded.totalElements} onPageChange={(page) => setFilter((f) => ({ ...f, page }))} label="课程分页" />
            </>
          )}
        </ListStates>
      </div>
    </div>
  )
}
