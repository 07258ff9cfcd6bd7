import { useId, useState } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import { formatMoney, parseYuan } from "../../domain/core/money.ts"
import { MERCHANT_MESSAGES, SKU_SORTS, SKU_SORT_LABELS, type SkuSort } from "../../domain/merchant/index.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useResource } from "../app/use-resource.ts"
import { CentreFrame, CentrePanel } from "../components/centre-frame/centre-frame.tsx"
import { NamedOptions } from "../components/label-options.tsx"
import { CategorySelect } from "./category-select.tsx"
import { CentreTable, searchedRows } from "./centre-table.tsx"

const SIZE = 10

interface Filters {
  readonly page: number
  readonly keyword: string
  readonly categoryId: number | null
  readonly brandId: number | null
  readonly minPrice: number | null
  readonly maxPrice: number | null
  readonly sort: SkuSort | ""
}

/** 价格区间 in yuan; applied together so that a half-typed range does not reload the list. */
function PriceRange({ onApply }: { onApply: (min: number | null, max: number | null) => void }) {
  const [min, setMin] = useState("")
  const [max, setMax] = useState("")
  const [problem, setProblem] = useState<string | null>(null)
  const ids = { min: useId(), max: useId(), problem: useId() }
  const apply = () => {
    const low = min.trim() === "" ? null : parseYuan(min)
    const high = max.trim() === "" ? null : parseYuan(max)
    if ((min.trim() !== "" && (low === null || low < 0)) || (max.trim() !== "" && (high === null || high < 0))) return setProblem("请输入正确的价格")
    if (low !== null && high !== null && low > high) return setProblem(MERCHANT_MESSAGES.priceRangeInvalid)
    setProblem(null)
    onApply(low, high)
  }
  return (
    <form
      className={css({ display: "flex", gap: "1", alignItems: "center", flexWrap: "wrap" })}
      onSubmit={(e) => {
        e.preventDefault()
        apply()
      }}
    >
      <label htmlFor={ids.min} className={css({ srOnly: true })}>最低价（元）</label>
      <input id={ids.min} className={input({ size: "sm" })} style={{ width: 90 }} inputMode="decimal" placeholder="最低价" value={min} aria-describedby={problem ? ids.problem : undefined} onChange={(e) => setMin(e.target.value)} />
      <span aria-hidden>—</span>
      <label htmlFor={ids.max} className={css({ srOnly: true })}>最高价（元）</label>
      <input id={ids.max} className={input({ size: "sm" })} style={{ width: 90 }} inputMode="decimal" placeholder="最高价" value={max} aria-describedby={problem ? ids.problem : undefined} onChange={(e) => setMax(e.target.value)} />
      <button type="submit" className={button({ size: "sm", variant: "outline" })}>
        筛选
      </button>
      {problem && (
        <span id={ids.problem} role="alert" className={css({ color: "danger.fg", fontSize: "xs", w: "full" })}>
          {problem}
        </span>
      )}
    </form>
  )
}

/** /account/mine/product_skuinfo 商品管理: the shop's SKUs across its products. */
export default function SkuPage({ route }: PageProps) {
  const [query, setQuery] = useState<Filters>({ page: 0, keyword: "", categoryId: null, brandId: null, minPrice: null, maxPrice: null, sort: "" })
  const list = useResource("makerSkuList", {
    query: {
      page: query.page,
      size: SIZE,
      ...(query.keyword ? { keyword: query.keyword } : {}),
      ...(query.categoryId !== null ? { categoryId: query.categoryId } : {}),
      ...(query.brandId !== null ? { brandId: query.brandId } : {}),
      ...(query.minPrice !== null ? { minPrice: query.minPrice } : {}),
      ...(query.maxPrice !== null ? { maxPrice: query.maxPrice } : {}),
      ...(query.sort ? { sort: query.sort } : {}),
    },
  })
  const brands = useResource("makerBrandList", { query: { size: 50, sort: "name" } })
  return (
    <CentreFrame
      title={route.title}
      actions={
        <Link href="/account/mine/product_spuadd" className={button({ size: "sm" })}>
          发布商品
        </Link>
      }
    >
      <CentrePanel>
        <CentreTable
          label="SKU列表"
          rowKey={(s) => s.skuId}
          {...searchedRows(list, query, setQuery, SIZE)}
          emptyTitle="没有符合条件的SKU"
          searchPlaceholder="SKU标题、商品名称或编码"
          sort={{
            value: query.sort,
            options: [{ value: "", label: "默认排序" }, ...SKU_SORTS.map((s) => ({ value: s, label: SKU_SORT_LABELS[s] }))],
            onChange: (sort) => setQuery((q) => ({ ...q, sort: sort as SkuSort | "", page: 0 })),
          }}
          tools={
            <>
              <CategorySelect allowAll label="按分类筛选" value={query.categoryId} onChange={(categoryId) => setQuery((q) => ({ ...q, categoryId, page: 0 }))} />
              <select
                aria-label="按品牌筛选"
                className={input({ size: "sm" })}
                style={{ width: "auto" }}
                value={query.brandId ?? ""}
                disabled={brands.status !== "ready"}
                onChange={(e) => setQuery((q) => ({ ...q, brandId: e.target.value === "" ? null : Number(e.target.value), page: 0 }))}
              >
                <NamedOptions rows={brands.data?.content} noneLabel="全部品牌" />
              </select>
              <PriceRange onApply={(minPrice, maxPrice) => setQuery((q) => ({ ...q, minPrice, maxPrice, page: 0 }))} />
            </>
          }
          columns={[
            {
              title: "SKU",
              cell: (s) => (
                <span className={css({ display: "flex", gap: "2", alignItems: "center" })}>
                  <img src={s.picture} alt="" width={40} height={40} className={css({ objectFit: "cover", borderRadius: "sm" })} />
                  <span>
                    {s.title}
                    <span className={css({ display: "block", color: "fg.muted", fontSize: "xs" })}>{s.code}</span>
                  </span>
                </span>
              ),
            },
            { title: "所属商品", cell: (s) => s.productTitle },
            { title: "销售属性", cell: (s) => (s.attrs.length > 0 ? s.attrs.join(" / ") : "—") },
            { title: "价格", cell: (s) => formatMoney(s.priceCents) },
            { title: "可售库存", cell: (s) => s.stock },
            { title: "锁定库存", cell: (s) => s.lockedStock },
            { title: "销量", cell: (s) => s.salesCount },
            { title: "状态", cell: (s) => (s.status === "on" ? "已上架" : "已下架") },
            {
              title: "操作",
              cell: (s) => (
                <Link href={`/account/mine/ware_ware_sku?skuId=${s.skuId}`} className={button({ size: "xs", variant: "link" })}>
                  库存
                </Link>
              ),
            },
          ]}
        />
      </CentrePanel>
    </CentreFrame>
  )
}
