import { useEffect, useState } from "react"
import { Link, useLocation } from "wouter"
import { css } from "styled-system/css"
import { button, chip, input, tag } from "styled-system/recipes"
import { DRUG_CATEGORIES, DRUG_KINDS, DRUG_MESSAGES, DRUG_PAGE_SIZE, drugCategoryLabel, drugKindLabel, normalizeDrugKeyword, type DrugCard, type DrugCategory, type DrugKind } from "../../domain/drugs/index.ts"
import type { PageProps } from "../app/page-registry.ts"
import { EmptyState } from "../components/empty-state.tsx"
import { ErrorState } from "../components/error-state.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { Pager } from "../components/pager.tsx"
import { useQueryParam } from "../hooks/use-page-location.ts"
import { useResource } from "../app/use-resource.ts"
import { Highlighted } from "../components/highlighted.tsx"
import { MarkedText } from "../search/index.ts"

function DrugRow({ drug, keyword }: { readonly drug: DrugCard; readonly keyword: string }) {
  return (
    <li className={css({ py: "4", borderBottomWidth: "1px", borderColor: "border.subtle", _last: { borderBottomWidth: 0 }, display: "grid", gap: "1.5" })}>
      <div className={css({ display: "flex", alignItems: "center", gap: "2", flexWrap: "wrap" })}>
        <h3 className={css({ fontSize: { base: "md", sm: "lg" }, fontWeight: "semibold" })}>
          <Link href={`/medInstr/detail?id=${drug.id}`} className={css({ _hover: { color: "accent.text" } })}>
            <MarkedText text={drug.genericName} marks={drug.genericNameMarks} />
          </Link>
        </h3>
        {drug.brandName && (
          <span className={css({ fontSize: "sm", color: "fg.muted" })}>
            （<MarkedText text={drug.brandName} marks={drug.brandNameMarks} />）
          </span>
        )}
        <span className={tag({ tone: drug.kind === "otc" ? "success" : "danger", size: "sm" })}>{drug.kind === "otc" ? "OTC" : "Rx"} {drugKindLabel(drug.kind)}</span>
        <span className={tag({ tone: "neutral", size: "sm" })}>{drugCategoryLabel(drug.category)}</span>
      </div>
      <p className={css({ fontSize: "xs", color: "fg.subtle" })}>
        {drug.pinyin} · <Highlighted text={drug.englishName} keyword={keyword} />
      </p>
      <p className={css({ fontSize: "sm", color: "fg.muted", lineClamp: "2" })}>{drug.indications}</p>
      <p className={css({ fontSize: "xs", color: "fg.subtle", display: "flex", flexWrap: "wrap", columnGap: "3" })}>
        <span>
          成份：<Highlighted text={drug.ingredients} keyword={keyword} />
        </span>
        <span>规格：{drug.specification}</span>
        <span>
          批准文号：<Highlighted text={drug.approvalNumber} keyword={keyword} />
        </span>
      </p>
    </li>
  )
}

/** /medInstr?keyword=…: the drug-leaflet database, searchable by name, brand, pinyin, initials, ingredient and approval number. */
export default function MedInstrPage(_props: PageProps) {
  const keyword = normalizeDrugKeyword(useQueryParam("keyword"))
  const [, navigate] = useLocation()
  const [category, setCategory] = useState<DrugCategory | null>(null)
  const [kind, setKind] = useState<DrugKind | null>(null)
  const [page, setPage] = useState(0)
  const [typed, setTyped] = useState(keyword)
  useEffect(() => {
    setTyped(keyword)
    setPage(0)
  }, [keyword])
  const list = useResource("drugList", {
    query: { page, size: DRUG_PAGE_SIZE, ...(keyword ? { keyword } : {}), ...(category ? { category } : {}), ...(kind ? { kind } : {}) },
  })
  const search = () => {
    const next = normalizeDrugKeyword(typed)
    navigate(next ? `/medInstr?keyword=${encodeURIComponent(next)}&m=${Date.now()}` : "/medInstr")
  }
  return (
    <div className={css({ maxW: "page", mx: "auto", px: { base: "3", md: "4" }, py: { base: "4", md: "6" } })}>
      <section aria-labelledby="drugs-heading" className={css({ bg: "bg.surface", borderRadius: "lg", boxShadow: "card", p: { base: "4", md: "6" } })}>
        <div className={css({ display: "flex", alignItems: "center", gap: "3", flexWrap: "wrap", mb: "3" })}>
          <h1 id="drugs-heading" className={css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold" })}>
            {keyword ? `“${keyword}”的搜索结果` : "药品说明书"}
          </h1>
          <form role="search" aria-label="说明书搜索" className={css({ display: "flex", gap: "2", ml: { base: "0", md: "auto" }, w: { base: "full", md: "auto" } })} onSubmit={(e) => (e.preventDefault(), search())}>
            <input
              type="search"
              aria-label="搜索药品"
              className={`${input({ size: "sm" })} ${css({ flex: "1", minW: "0", w: { md: "72" } })}`}
              placeholder="药名、商品名、拼音或首字母、成份、批准文号"
              maxLength={50}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
            <button type="submit" className={button({ size: "sm" })}>
              搜索
            </button>
          </form>
        </div>
        <p role="note" className={css({ fontSize: "sm", color: "warning.text", bg: "warning.subtle", px: "3", py: "2", borderRadius: "md", mb: "3" })}>
          {DRUG_MESSAGES.demoNotice}。本库内容为门户编写的示例说明书，批准文号与生产企业均为虚构，不能代替医师和药师的指导。
        </p>
        <div role="group" aria-label="药品分类" className={css({ display: "flex", gap: "2", overflowX: "auto", pb: "1", mb: "2" })}>
          <button type="button" className={chip()} aria-pressed={category === null} onClick={() => (setCategory(null), setPage(0))}>
            全部分类
          </button>
          {DRUG_CATEGORIES.map((c) => (
            <button key={c.key} type="button" className={chip()} aria-pressed={category === c.key} onClick={() => (setCategory(c.key), setPage(0))}>
              {c.label}
            </button>
          ))}
        </div>
        <div role="group" aria-label="处方类别" className={css({ display: "flex", gap: "2", mb: "2" })}>
          <button type="button" className={chip()} aria-pressed={kind === null} onClick={() => (setKind(null), setPage(0))}>
            全部
          </button>
          {DRUG_KINDS.map((k) => (
            <button key={k.key} type="button" className={chip()} aria-pressed={kind === k.key} onClick={() => (setKind(k.key), setPage(0))}>
              {k.label}
            </button>
          ))}
        </div>
        {list.status === "loading" && <LoadingState />}
        {list.status === "failure" && <ErrorState message={list.error ?? "加载失败"} onRetry={list.retry} />}
        {list.data && list.data.content.length === 0 && <EmptyState title={DRUG_MESSAGES.empty} description="试试通用名、商品名、拼音首字母（如 amxl）或成份。" />}
        {list.data && list.data.content.length > 0 && (
          <>
            <p className={css({ fontSize: "xs", color: "fg.subtle" })}>共 {list.data.totalElements} 种药品</p>
            <ul aria-label="药品列表">
              {list.data.content.map((drug) => (
                <DrugRow key={drug.id} drug={drug} keyword={keyword} />
              ))}
            </ul>
            <div className={css({ mt: "4" })}>
              <Pager page={page} pageSize={DRUG_PAGE_SIZE} total={list.data.totalElements} onPageChange={setPage} />
            </div>
          </>
        )}
      </section>
    </div>
  )
}
