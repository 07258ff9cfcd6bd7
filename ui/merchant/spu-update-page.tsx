import { useId, useState } from "react"
import { Link, useSearch } from "wouter"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import type { ProductBaseValues } from "../../domain/merchant/index.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useCall } from "../app/use-call.ts"
import { useResource } from "../app/use-resource.ts"
import { CentreFrame, CentrePanel } from "../components/centre-frame/centre-frame.tsx"
import { EmptyState } from "../components/empty-state.tsx"
import { BaseValuesForm, baseValuesOf } from "./base-values-form.tsx"
import { FreightSelect } from "./freight-select.tsx"
import { NotLoaded } from "../components/list-states.tsx"

const valuesOf = (product: ProductBaseValues): Record<number, string> => Object.fromEntries(product.values.map((v) => [v.attrId, v.value]))

function Editor({ product, onSaved }: { product: ProductBaseValues; onSaved: (saved: ProductBaseValues) => void }) {
  const [values, setValues] = useState<Record<number, string>>(() => valuesOf(product))
  const save = useCall("makerProductBaseValuesSave", { success: "规格参数已保存", onDone: onSaved })
  if (product.groups.length === 0) return <EmptyState compact title={`「${product.categoryName}」还没有规格参数，可先在规格参数页添加`} />
  return (
    <form
      aria-label="规格参数"
      className={css({ display: "grid", gap: "5" })}
      onSubmit={(e) => {
        e.preventDefault()
        save.send({ params: { id: product.spuId }, body: { baseValues: baseValuesOf(values) } })
      }}
    >
      <BaseValuesForm groups={product.groups} values={values} onChange={(attrId, value) => setValues((v) => ({ ...v, [attrId]: value }))} />
      {save.error && (
        <p role="alert" className={css({ color: "danger.fg", fontSize: "sm" })}>
          {save.error}
        </p>
      )}
      <div className={css({ display: "flex", gap: "2", flexWrap: "wrap" })}>
        <button type="submit" className={button({ size: "sm" })} disabled={save.busy}>
          保存
        </button>
        <Link href="/account/mine/product_spuinfo" className={button({ size: "sm", variant: "outline" })}>
          返回SPU管理
        </Link>
      </div>
    </form>
  )
}

function Freight({ product, onSaved }: { product: ProductBaseValues; onSaved: () => void }) {
  const templates = useResource("makerFreightList", {})
  const [chosen, setChosen] = useState<number | null>(product.freightTemplateId)
  const save = useCall("makerProductFreightSave", { success: "运费模板已保存", onDone: onSaved })
  const id = useId()
  return (
    <form
      aria-label="运费模板"
      className={css({ display: "grid", gap: "2", mb: "5" })}
      onSubmit={(e) => {
        e.preventDefault()
        if (chosen !== null) save.send({ params: { id: product.spuId }, body: { freightTemplateId: chosen } })
      }}
    >
      <label htmlFor={id} className={css({ fontSize: "sm", fontWeight: "medium" })}>运费模板</label>
      <div className={css({ display: "flex", gap: "2", flexWrap: "wrap", alignItems: "center" })}>
        <FreightSelect id={id} templates={templates} value={chosen} onChange={setChosen} allowDefault={false} />
        <button type="submit" className={button({ size: "sm", variant: "outline" })} disabled={save.busy || chosen === null || chosen === product.freightTemplateId}>
          更换运费模板
        </button>
      </div>
      {save.error && (
        <p role="alert" className={css({ color: "danger.fg", fontSize: "sm" })}>
          {save.error}
        </p>
      )}
    </form>
  )
}

function Product({ spuId }: { spuId: number }) {
  const product = useResource("makerProductBaseValues", { params: { id: spuId } })
  const [savedAt, setSavedAt] = useState(0)
  if (!product.shown) return <NotLoaded of={product} compact />
  return (
    <>
      <h2 className={css({ fontSize: "md", fontWeight: "semibold" })}>{product.shown.title}</h2>
      <p className={css({ fontSize: "sm", color: "fg.muted", mb: "4" })}>分类：{product.shown.categoryName}</p>
      <Freight key={`freight-${product.shown.spuId}-${product.shown.freightTemplateId ?? 0}`} product={product.shown} onSaved={product.reload} />
      <Editor
        key={`${product.shown.spuId}-${savedAt}`}
        product={product.shown}
        onSaved={() => {
          setSavedAt((n) => n + 1)
          product.reload()
        }}
      />
    </>
  )
}

/** /account/mine/product_spuupdate?spuId= 修改商品: a product's freight template, and its 规格参数 by group, saved together. */
export default function SpuUpdatePage({ route }: PageProps) {
  const spuId = Number(new URLSearchParams(useSearch()).get("spuId")) || 0
  return (
    <CentreFrame title={route.title}>
      <CentrePanel>{spuId > 0 ? <Product spuId={spuId} /> : <EmptyState compact title="请从SPU管理选择要修改的商品" />}</CentrePanel>
    </CentreFrame>
  )
}
