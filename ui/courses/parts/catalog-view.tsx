import { useState } from "react"
import { css } from "styled-system/css"
import { COURSE_PAGE_SIZE, COURSE_SORTS, PRICE_FILTERS, type CourseSort, type PriceFilter } from "../../../domain/courses/catalog.ts"
import type { CourseType } from "../../../domain/courses/entities/course.ts"
import { CategoryCascader } from "../../components/category-cascader.tsx"
import { CategorySide, ChoiceChipRow } from "../../components/catalog-filters.tsx"
import { EmptyState } from "../../components/empty-state.tsx"
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
  const picker = { tree: tree.data ?? [], value: filter.catId, onChange: (catId: number | null) => set({ catId }) }

  return (
    <div className={css({ display: "grid", gridTemplateColumns: { base: "1fr", lg: "220px 1fr" }, gap: "5", alignItems: "start" })}>
      <CategorySide
        className={css({ display: { base: "none", lg: "block" }, bg: "bg.surface", borderRadius: "lg", p: "3", borderWidth: "1px", borderColor: "border.subtle", position: "sticky", top: "20" })}
        load={tree}
        loadFailed="加载失败"
        label="课程分类"
        {...picker}
      />
      <div className={css({ display: "grid", gap: "4", minW: "0" })}>
        <div className={css({ bg: "bg.surface", borderRadius: "lg", px: { base: "3", md: "4" }, py: "3", borderWidth: "1px", borderColor: "border.subtle", display: "grid", gap: "2" })}>
          <div className={css({ display: "flex", alignItems: "center", gap: "3", flexWrap: "wrap" })}>
            <h1 className={css({ fontSize: "lg", fontWeight: "bold", mr: "auto" })}>{heading}</h1>
            <div className={css({ display: { base: "block", lg: "none" } })}>
              <CategoryCascader label="课程分类" {...picker} />
            </div>
            {list.data && <span className={css({ fontSize: "sm", color: "fg.muted" })}>共 {list.data.totalElements} 门课程</span>}
          </div>
          <ChoiceChipRow title="排序" options={COURSE_SORTS} value={filter.sort} onChange={(sort) => set({ sort })} />
          <ChoiceChipRow title="价格" options={PRICE_FILTERS} value={filter.price} onChange={(price) => set({ price })} />
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
