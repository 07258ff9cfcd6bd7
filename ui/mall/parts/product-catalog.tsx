import { useState } from "react"
import { css } from "styled-system/css"
import { finerCategories, PRODUCT_MESSAGES, PRODUCT_PAGE_SIZE, PRODUCT_SORTS, pagesGoOn, productTotalLabel, type ProductSort } from "../../../domain/mall/catalog.ts"
import { CategoryCascader } from "../../components/category-cascader.tsx"
import { CategorySide, ChipRow, ChoiceChipRow } from "../../components/catalog-filters.tsx"
import { EmptyState } from "../../components/empty-state.tsx"
import { ChoiceChips } from "../../components/filter-chips.tsx"
import { ErrorState } from "../../components/error-state.tsx"
import { LoadingState } from "../../components/loading-state.tsx"
import { Pager } from "../../components/pager.tsx"
import { useResource } from "../../app/use-resource.ts"
import { ProductGrid } from "./product-card.tsx"
import { panel } from "./panel.ts"



interface Filter {
  readonly catId: number | null
  readonly sort: ProductSort
  readonly page: number
}

/**
 * The product catalogue: the category tree (a cascader on narrow screens) with the finer
 * categories as chips, the sort orders, the grid and the pager. `keyword` narrows it to a search.
 */
export function ProductCatalog({ keyword, heading }: { readonly keyword?: string; readonly heading: string }) {
  const [filter, setFilter] = useState<Filter>({ catId: null, sort: "default", page: 0 })
  const tree = useResource("productCategoryTree")
  const list = useResource("productList", {
    query: {
      ...(keyword ? { keyword } : {}),
      ...(filter.catId === null ? {} : { catId: filter.catId }),
      sort: filter.sort,
      page: filter.page,
      size: PRODUCT_PAGE_SIZE,
    },
  })
  const set = (change: Partial<Filter>) => setFilter((f) => ({ ...f, page: 0, ...change }))
  const picker = { tree: tree.data ?? [], value: filter.catId, onChange: (catId: number | null) => set({ catId }) }
  const finer = finerCategories(picker.tree, filter.catId)

  return (
    <div className={css({ display: "grid", gridTemplateColumns: { base: "1fr", lg: "220px 1fr" }, gap: "5", alignItems: "start" })}>
      <CategorySide
        className={`${panel} ${css({ display: { base: "none", lg: "block" }, p: "3", position: "sticky", top: "4" })}`}
        load={tree}
        loadFailed={PRODUCT_MESSAGES.loadFailed}
        label="商品分类"
        {...picker}
      />
      <div className={css({ display: "grid", gap: "4", minW: "0" })}>
        <div className={`${panel} ${css({ px: { base: "3", md: "4" }, py: "3", display: "grid", gap: "2" })}`}>
          <div className={css({ display: "flex", alignItems: "center", gap: "3", flexWrap: "wrap" })}>
            <h1 className={css({ fontSize: "lg", fontWeight: "bold", mr: "auto", minW: "0", overflowWrap: "anywhere" })}>{heading}</h1>
            <div className={css({ display: { base: "block", lg: "none" } })}>
              <CategoryCascader label="商品分类" {...picker} />
            </div>
            {list.data && <span className={css({ fontSize: "sm", color: "fg.muted" })}>共 {productTotalLabel(list.data)} 件商品</span>}
          </div>
          {finer && (
            <ChipRow title="细分" name={`${finer.parent.name}细分`}>
              <ChoiceChips
                variant="plain"
                options={[{ value: finer.parent.catId, label: `全部${finer.parent.name}` }, ...finer.choices.map((c) => ({ value: c.catId, label: c.name }))]}
                value={filter.catId}
                onChange={(catId) => set({ catId })}
              />
            </ChipRow>
          )}
          <ChoiceChipRow title="排序" options={PRODUCT_SORTS} value={filter.sort} onChange={(sort) => set({ sort })} />
        </div>
        {list.status === "loading" && <LoadingState label="正在加载商品…" />}
        {list.status === "failure" && <ErrorState message={list.error ?? PRODUCT_MESSAGES.loadFailed} onRetry={list.retry} />}
        {list.data && list.data.content.length === 0 && (
          <EmptyState title={keyword ? PRODUCT_MESSAGES.searchEmpty(keyword) : PRODUCT_MESSAGES.empty} description="换个分类或关键词试试" />
        )}
        {list.data && list.data.content.length > 0 && (
          <>
            {/* The cards' titles are h3: this names the list they sit in, for the outline. */}
            <h2 className={css({ srOnly: true })}>商品列表</h2>
            <ProductGrid products={list.data.content} />
            <Pager
              page={filter.page}
              pageSize={PRODUCT_PAGE_SIZE}
              total={list.data.totalElements}
              more={pagesGoOn(list.data)}
              onPageChange={(page) => setFilter((f) => ({ ...f, page }))}
              label="商品分页"
            />
          </>
        )}
      </div>
    </div>
  )
}
