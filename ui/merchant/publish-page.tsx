import { useSelector } from "@xstate/react"
import { useId, useState } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import type { PageProps } from "../app/page-registry.ts"
import { useActorRef } from "../app/flow-hooks.ts"
import { wiredPublishWizardMachine } from "../app/merchant-wiring.ts"
import { useResource } from "../app/use-resource.ts"
import { CentreFrame, CentrePanel } from "../components/centre-frame/centre-frame.tsx"
import { UploadWidget } from "../components/upload/upload-widget.tsx"
import { FormField } from "../components/form-field.tsx"
import { NamedOptions } from "../components/label-options.tsx"
import { CategorySelect } from "./category-select.tsx"
import { BaseValuesForm } from "./base-values-form.tsx"
import { FreightSelect } from "./freight-select.tsx"

const STEPS = [
  ["basic", "基本信息"],
  ["specs", "规格参数"],
  ["sale", "销售属性"],
  ["skus", "SKU信息"],
  ["done", "保存完成"],
] as const

type Actor = ReturnType<typeof useActorRef<typeof wiredPublishWizardMachine>>


function Basic({ actor }: { actor: Actor }) {
  const basic = useSelector(actor, (s) => s.context.basic)
  const brands = useResource("makerBrandList", { query: { size: 50, sort: "name" } })
  const freights = useResource("makerFreightList", {})
  const ids = { title: useId(), description: useId(), category: useId(), brand: useId(), freight: useId(), weight: useId() }
  const change = (patch: Parameters<typeof actor.send>[0] extends infer E ? (E extends { type: "basic.change"; patch: infer P } ? P : never) : never) => actor.send({ type: "basic.change", patch })
  return (
    <div className={css({ display: "grid", gap: "4", maxW: "2xl" })}>
      <FormField id={ids.title} label="商品名称">
        <input id={ids.title} className={input()} maxLength={60} value={basic.title} onChange={(e) => change({ title: e.target.value })} />
      </FormField>
      <FormField id={ids.description} label="商品描述">
        <textarea id={ids.description} className={input()} rows={3} maxLength={2000} value={basic.description} onChange={(e) => change({ description: e.target.value })} />
      </FormField>
      <FormField id={ids.category} label="选择分类">
        <CategorySelect id={ids.category} value={basic.categoryId} onChange={(categoryId) => change({ categoryId })} />
      </FormField>
      <FormField id={ids.brand} label="选择品牌">
        <select id={ids.brand} className={input({ size: "sm" })} value={basic.brandId ?? ""} onChange={(e) => change({ brandId: e.target.value === "" ? null : Number(e.target.value) })}>
          <NamedOptions rows={brands.data?.content} noneLabel="不选择品牌" />
        </select>
      </FormField>
      <FormField id={ids.freight} label="运费模板">
        <FreightSelect id={ids.freight} templates={freights} value={basic.freightTemplateId} onChange={(freightTemplateId) => change({ freightTemplateId })} />
      </FormField>
      <FormField id={ids.weight} label="商品重量（克）">
        <input id={ids.weight} type="number" min={0} className={input({ size: "sm" })} value={basic.weightGrams} onChange={(e) => change({ weightGrams: Math.max(0, Math.floor(Number(e.target.value) || 0)) })} />
      </FormField>
      <UploadWidget label="商品图集（第一张为封面）" kind="pictures" imageLimit={10} hint="JPG、PNG、GIF、BMP、WEBP 格式，每张不超过 2MB" onChange={(files) => change({ images: files.map((f) => f.path) })} />
      <UploadWidget label="详情图片" kind="pictures" imageLimit={10} onChange={(files) => change({ detailImages: files.map((f) => f.path) })} />
    </div>
  )
}

function Specs({ actor }: { actor: Actor }) {
  const specs = useSelector(actor, (s) => s.context.specs)
  const values = useSelector(actor, (s) => s.context.baseValues)
  if (!specs || specs.groups.length === 0) return <p className={css({ color: "fg.muted", fontSize: "sm" })}>这个分类还没有规格参数，可直接下一步。</p>
  return <BaseValuesForm groups={specs.groups} values={values} onChange={(attrId, value) => actor.send({ type: "base.set", attrId, value })} />
}

function AddValue({ onAdd, name }: { onAdd: (value: string) => void; name: string }) {
  const [value, setValue] = useState("")
  return (
    <span className={css({ display: "inline-flex", gap: "1" })}>
      <input aria-label={`新增${name}的值`} className={input({ size: "sm" })} style={{ width: "8rem" }} maxLength={30} value={value} onChange={(e) => setValue(e.target.value)} />
      <button
        type="button"
        className={button({ size: "sm", variant: "outline" })}
        onClick={() => {
          onAdd(value)
          setValue("")
        }}
      >
        添加
      </button>
    </span>
  )
}

function Sale({ actor }: { actor: Actor }) {
  const sale = useSelector(actor, (s) => s.context.sale)
  if (sale.length === 0) return <p className={css({ color: "fg.muted", fontSize: "sm" })}>这个分类还没有销售属性，请先在「销售属性」中添加。</p>
  return (
    <div className={css({ display: "grid", gap: "4" })}>
      {sale.map((attr) => (
        <fieldset key={attr.name} className={css({ display: "flex", gap: "3", flexWrap: "wrap", alignItems: "center" })}>
          <legend className={css({ fontWeight: "semibold", mb: "2" })}>{attr.name}</legend>
          {attr.options.map((option) => (
            <label key={option} className={css({ display: "inline-flex", gap: "1.5", alignItems: "center", fontSize: "sm" })}>
              <input type="checkbox" checked={attr.ticked.includes(option)} onChange={() => actor.send({ type: "sale.toggle", name: attr.name, value: option })} />
              {option}
            </label>
          ))}
          <AddValue name={attr.name} onAdd={(value) => actor.send({ type: "sale.add", name: attr.name, value })} />
        </fieldset>
      ))}
    </div>
  )
}

function Skus({ actor }: { actor: Actor }) {
  const skus = useSelector(actor, (s) => s.context.skus)
  const images = useSelector(actor, (s) => s.context.basic.images)
  const cell = css({ px: "2", py: "2", borderBottom: "1px solid", borderColor: "border.subtle", fontSize: "sm", textAlign: "left" })
  return (
    <div className={css({ overflowX: "auto" })}>
      <table aria-label="SKU信息" className={css({ w: "full", minW: "720px", borderCollapse: "collapse" })}>
        <thead>
          <tr className={css({ bg: "bg.muted" })}>
            {["属性组合", "标题", "副标题", "价格（元）", "图片", "编码"].map((t) => (
              <th key={t} scope="col" className={cell}>
                {t}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {skus.map((sku, index) => {
            const name = sku.attrs.join(" / ")
            const edit = (patch: Record<string, string>) => actor.send({ type: "sku.edit", index, patch })
            return (
              <tr key={sku.attrs.join("\u0000")}>
                <td className={cell}>{name}</td>
                <td className={cell}>
                  <input aria-label={`${name} 标题`} className={input({ size: "sm" })} maxLength={80} value={sku.title} onChange={(e) => edit({ title: e.target.value })} />
                </td>
                <td className={cell}>
                  <input aria-label={`${name} 副标题`} className={input({ size: "sm" })} maxLength={120} value={sku.subtitle} onChange={(e) => edit({ subtitle: e.target.value })} />
                </td>
                <td className={cell}>
                  <input aria-label={`${name} 价格`} inputMode="decimal" className={input({ size: "sm" })} style={{ width: "7rem" }} value={sku.price} onChange={(e) => edit({ price: e.target.value })} />
                </td>
                <td className={cell}>
                  <select aria-label={`${name} 图片`} className={input({ size: "sm" })} value={sku.picture} onChange={(e) => edit({ picture: e.target.value })}>
                    <option value="">封面图</option>
                    {images.map((src, i) => (
                      <option key={src} value={src}>
                        第 {i + 1} 张
                      </option>
                    ))}
                  </select>
                </td>
                <td className={cell}>
                  <input aria-label={`${name} 编码`} className={input({ size: "sm" })} maxLength={40} value={sku.code} onChange={(e) => edit({ code: e.target.value })} />
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

/** /account/mine/product_spuadd 发布商品: the five-step wizard. */
export default function PublishPage({ route }: PageProps) {
  const actor = useActorRef(wiredPublishWizardMachine)
  const step = useSelector(actor, (s) => (s.matches("loadingSpecs") ? "basic" : s.matches("saving") || s.matches("failure") ? "skus" : (s.value as string)))
  const error = useSelector(actor, (s) => s.context.error)
  const busy = useSelector(actor, (s) => s.hasTag("busy"))
  const failed = useSelector(actor, (s) => s.matches("failure"))
  const saved = useSelector(actor, (s) => s.context.saved)
  const current = STEPS.findIndex(([name]) => name === step)
  return (
    <CentreFrame title={route.title}>
      <CentrePanel>
        <ol aria-label="发布步骤" className={css({ display: "flex", gap: "2", flexWrap: "wrap", mb: "5" })}>
          {STEPS.map(([name, title], i) => (
            <li
              key={name}
              aria-current={i === current ? "step" : undefined}
              className={css({ px: "3", py: "1", borderRadius: "full", fontSize: "sm", bg: i === current ? "accent.solid" : i < current ? "accent.subtle" : "bg.muted", color: i === current ? "accent.contrast" : "fg.default" })}
            >
              {i + 1}. {title}
            </li>
          ))}
        </ol>
        {step === "basic" && <Basic actor={actor} />}
        {step === "specs" && <Specs actor={actor} />}
        {step === "sale" && <Sale actor={actor} />}
        {step === "skus" && <Skus actor={actor} />}
        {step === "done" && saved && (
          <div role="status" className={css({ display: "grid", gap: "3", justifyItems: "start" })}>
            <p className={css({ fontSize: "lg", fontWeight: "semibold" })}>保存完成：{saved.title}（{saved.skuCount} 个SKU）</p>
            <p className={css({ fontSize: "sm", color: "fg.muted" })}>商品已保存为下架状态。在「SPU管理」中点击上架即提交审核，审核通过且有库存后即可上架销售。</p>
            <div className={css({ display: "flex", gap: "2" })}>
              <Link href="/account/mine/product_spuinfo" className={button({ size: "sm" })}>
                去SPU管理
              </Link>
              <button type="button" className={button({ size: "sm", variant: "outline" })} onClick={() => actor.send({ type: "wizard.restart" })}>
                继续发布
              </button>
            </div>
          </div>
        )}
        {error && (
          <p role="alert" className={css({ color: "danger.text", fontSize: "sm", mt: "4" })}>
            {error}
          </p>
        )}
        {step !== "done" && (
          <div className={css({ display: "flex", gap: "2", mt: "5" })}>
            {step !== "basic" && (
              <button type="button" className={button({ variant: "outline", size: "sm" })} disabled={busy} onClick={() => actor.send({ type: "step.back" })}>
                上一步
              </button>
            )}
            {step === "skus" ? (
              <button type="button" className={button({ size: "sm" })} disabled={busy} data-loading={busy ? "" : undefined} onClick={() => actor.send({ type: failed ? "wizard.retry" : "wizard.save" })}>
                保存商品
              </button>
            ) : (
              <button type="button" className={button({ size: "sm" })} disabled={busy} data-loading={busy ? "" : undefined} onClick={() => actor.send({ type: "step.next" })}>
                下一步
              </button>
            )}
          </div>
        )}
      </CentrePanel>
    </CentreFrame>
  )
}
