import { useState } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { pageColumn, tag } from "styled-system/recipes"
import { DRUG_CATEGORIES, DRUG_KINDS, DRUG_MESSAGES, DRUG_PAGE_SIZE, drugCategoryLabel, drugKindLabel, normalizeDrugKeyword, type DrugCard, type DrugCategory, type DrugKind } from "../../domain/drugs/index.ts"
import type { PageProps } from "../app/page-registry.ts"
import { EmptyState } from "../components/empty-state.tsx"
import { FilterChips, ListResults, ListSearchHeader, useKeywordSearch } from "../components/article/searchable-list.tsx"
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
  const { keyword, typed, setTyped, page, setPage, search } = useKeywordSearch("/medInstr", normalizeDrugKeyword)
  const [category, setCategory] = useState<DrugCategory | null>(null)
  const [kind, setKind] = useState<DrugKind | null>(null)
  const list = useResource("drugList", {
    query: { page, size: DRUG_PAGE_SIZE, ...(keyword ? { keyword } : {}), ...(category ? { category } : {}), ...(kind ? { kind } : {}) },
  })
  return (
    <div className={pageColumn({ space: "roomy" })}>
      <section aria-labelledby="drugs-heading" className={css({ bg: "bg.surface", borderRadius: "lg", boxShadow: "card", p: { base: "4", md: "6" } })}>
        <ListSearchHeader
          headingId="drugs-heading"
          title="药品说明书"
          keyword={keyword}
          typed={typed}
          onType={setTyped}
          onSearch={search}
          formLabel="说明书搜索"
          inputLabel="搜索药品"
          placeholder="药名、商品名、拼音或首字母、成份、批准文号"
          spacing="tight"
          width="wide"
        />
        <p role="note" className={css({ fontSize: "sm", color: "warning.text", bg: "warning.subtle", px: "3", py: "2", borderRadius: "md", mb: "3" })}>
          {DRUG_MESSAGES.demoNotice}。本库内容为门户编写的示例说明书，批准文号与生产企业均为虚构，不能代替医师和药师的指导。
        </p>
        <FilterChips label="药品分类" allLabel="全部分类" options={DRUG_CATEGORIES} value={category} onChange={(c) => (setCategory(c), setPage(0))} />
        <FilterChips label="处方类别" allLabel="全部" options={DRUG_KINDS} value={kind} onChange={(k) => (setKind(k), setPage(0))} scroll={false} />
        <ListResults
          list={list}
          empty={<EmptyState title={DRUG_MESSAGES.empty} description="试试通用名、商品名、拼音首字母（如 amxl）或成份。" />}
          before={(total) => <p className={css({ fontSize: "xs", color: "fg.subtle" })}>共 {total} 种药品</p>}
          listLabel="药品列表"
          page={page}
          pageSize={DRUG_PAGE_SIZE}
          onPageChange={setPage}
          item={(drug) => <DrugRow key={drug.id} drug={drug} keyword={keyword} />}
        />
      </section>
    </div>
  )
}
