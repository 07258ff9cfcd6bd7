import { useState } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { formatMoney } from "../../domain/core/money.ts"
import type { ReviewState } from "../../domain/merchant/index.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useCall } from "../app/use-call.ts"
import { useResource } from "../app/use-resource.ts"
import { CentreFrame, CentrePanel } from "../components/centre-frame/centre-frame.tsx"
import { CentreTable, searchedRows } from "./centre-table.tsx"

const SIZE = 10

export const REVIEW_LABELS: Readonly<Record<ReviewState, string>> = { none: "未提交", pending: "待审核", approved: "审核通过", rejected: "未通过" }

/** /account/mine/product_spuinfo SPU管理: the shop's products, 上架 (asking for review first) and 下架. */
export default function SpuPage({ route }: PageProps) {
  const [query, setQuery] = useState({ page: 0, keyword: "", sort: "new" as "new" | "old" | "name", status: "" as "" | "on" | "off" })
  const list = useResource("makerProductList", {
    query: { page: query.page, size: SIZE, sort: query.sort, ...(query.keyword ? { keyword: query.keyword } : {}), ...(query.status ? { status: query.status } : {}) },
  })
  const shelf = useCall("makerProductShelf", {
    success: (product) => (product.status === "on" ? "商品已上架" : product.reviewState === "pending" ? "已提交审核，审核通过后即可上架" : "商品已下架"),
    onDone: () => list.reload(),
  })
  return (
    <CentreFrame
      title={route.title}
      actions={
        <Link href="/account/mine/product_spuadd" className={button({ size: "sm" })}>
          新建
        </Link>
      }
    >
      <CentrePanel>
        <CentreTable
          label="商品列表"
          rowKey={(p) => p.spuId}
          {...searchedRows(list, query, setQuery, SIZE)}
          emptyTitle="还没有商品，点击新建发布第一个商品"
          searchPlaceholder="商品名称"
          sort={{ value: query.sort, options: [{ value: "new", label: "最新发布" }, { value: "old", label: "最早发布" }, { value: "name", label: "按名称" }], onChange: (sort) => setQuery((q) => ({ ...q, sort: sort as typeof q.sort, page: 0 })) }}
          tools={
            <select aria-label="上架状态" className={css({ fontSize: "sm", border: "1px solid", borderColor: "border.default", borderRadius: "md", px: "2", py: "1" })} value={query.status} onChange={(e) => setQuery((q) => ({ ...q, status: e.target.value as typeof q.status, page: 0 }))}>
              <option value="">全部状态</option>
              <option value="on">已上架</option>
              <option value="off">已下架</option>
            </select>
          }
          batch={[
            { label: "批量上架", run: (ids) => ids.forEach((id) => shelf.send({ params: { id }, body: { on: true } })) },
            { label: "批量下架", run: (ids) => ids.forEach((id) => shelf.send({ params: { id }, body: { on: false } })) },
          ]}
          columns={[
            { title: "商品", cell: (p) => <span className={css({ display: "flex", gap: "2", alignItems: "center" })}><img src={p.cover} alt="" width={40} height={40} className={css({ objectFit: "cover", borderRadius: "sm" })} />{p.title}</span> },
            { title: "分类", cell: (p) => p.categoryName },
            { title: "价格", cell: (p) => formatMoney(p.priceCents) },
            { title: "SKU", cell: (p) => p.skuCount },
            { title: "库存", cell: (p) => p.stock },
            { title: "销量", cell: (p) => p.salesCount },
            { title: "状态", cell: (p) => (p.status === "on" ? "已上架" : "已下架") },
            { title: "审核", cell: (p) => (p.reviewState === "rejected" && p.rejectReason ? `${REVIEW_LABELS.rejected}：${p.rejectReason}` : REVIEW_LABELS[p.reviewState]) },
            {
              title: "操作",
              cell: (p) => (
                <span className={css({ display: "flex", gap: "1" })}>
                  {p.status === "off" ? (
                    <button type="button" className={button({ size: "xs", variant: "link" })} disabled={shelf.busy || p.reviewState === "pending"} onClick={() => shelf.send({ params: { id: p.spuId }, body: { on: true } })}>
                      上架
                    </button>
                  ) : (
                    <button type="button" className={button({ size: "xs", variant: "link" })} disabled={shelf.busy} onClick={() => shelf.send({ params: { id: p.spuId }, body: { on: false } })}>
                      下架
                    </button>
                  )}
                  <Link href={`/account/mine/product_spuupdate?spuId=${p.spuId}`} className={button({ size: "xs", variant: "link" })} aria-label={`修改 ${p.title} 的规格参数`}>
                    修改
                  </Link>
                  <Link href={`/account/mine/product_preview?spuId=${p.spuId}`} className={button({ size: "xs", variant: "link" })} aria-label={`预览 ${p.title}`}>
                    预览
                  </Link>
                  {p.status === "on" && (
                    <Link href={`/product/detail/${p.spuId}`} className={button({ size: "xs", variant: "link" })}>
                      查看
                    </Link>
                  )}
                </span>
              ),
            },
          ]}
        />
      </CentrePanel>
    </CentreFrame>
  )
}
