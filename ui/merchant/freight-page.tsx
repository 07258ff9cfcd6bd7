import { useEffect, useId, useState } from "react"
import { css } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import { centsToYuan, parseYuan } from "../../domain/core/money.ts"
import { defaultFreightRule, freightTemplateProblem, MERCHANT_MESSAGES, type FreightTemplateInput, type ShopFreightTemplate } from "../../domain/merchant/index.ts"
import { loadRegionTree } from "../../domain/region/load-region-tree.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useCall } from "../app/use-call.ts"
import { useResource } from "../app/use-resource.ts"
import { CentreFrame, CentrePanel } from "../components/centre-frame/centre-frame.tsx"
import { useConfirmed } from "../components/use-confirmed.tsx"
import { useEditing } from "../components/use-editing.ts"
import { FormField } from "../components/form-field.tsx"
import { AddButton, EditDialog } from "./edit-dialog.tsx"
import { CentreTable } from "./centre-table.tsx"

/** One rule as typed: units as whole numbers, prices in yuan. */
interface RuleForm {
  readonly firstUnits: string
  readonly first: string
  readonly additionalUnits: string
  readonly additional: string
}

/** A rule for listed provinces (their codes). */
interface RegionRuleForm extends RuleForm {
  readonly regions: ReadonlyArray<string>
}

/** The form as typed: units as whole numbers, prices and the threshold in yuan. */
interface FreightForm {
  readonly name: string
  readonly chargeBy: "count" | "weight"
  readonly firstUnits: string
  readonly first: string
  readonly additionalUnits: string
  readonly additional: string
  /** Empty: no free shipping. */
  readonly freeOver: string
  readonly regionRules: ReadonlyArray<RegionRuleForm>
}

const EMPTY: FreightForm = { name: "", chargeBy: "count", firstUnits: "1", first: "", additionalUnits: "1", additional: "", freeOver: "", regionRules: [] }
const NEW_REGION_RULE: RegionRuleForm = { regions: [], firstUnits: "1", first: "", additionalUnits: "1", additional: "" }

const formOf = (t: ShopFreightTemplate): FreightForm => {
  const rule = defaultFreightRule(t.rules)
  return {
    name: t.name,
    chargeBy: t.chargeBy,
    firstUnits: String(rule?.firstUnits ?? 1),
    first: rule ? centsToYuan(rule.firstCents) : "",
    additionalUnits: String(rule?.additionalUnits ?? 1),
    additional: rule ? centsToYuan(rule.additionalCents) : "",
    freeOver: t.freeOverCents === null ? "" : centsToYuan(t.freeOverCents),
    regionRules: t.rules
      .filter((r) => r.regions.length > 0)
      .map((r) => ({ regions: r.regions, firstUnits: String(r.firstUnits), first: centsToYuan(r.firstCents), additionalUnits: String(r.additionalUnits), additional: centsToYuan(r.additionalCents) })),
  }
}

const units = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN)
const cents = (text: string) => parseYuan(text) ?? Number.NaN

const ruleOf = (r: RuleForm, regions: ReadonlyArray<string>) => ({ regions: [...regions], firstUnits: units(r.firstUnits), firstCents: cents(r.first), additionalUnits: units(r.additionalUnits), additionalCents: cents(r.additional) })

/** The form as the call's body: the default rule, then the rules for listed provinces. */
const inputOf = (form: FreightForm): FreightTemplateInput => ({
  name: form.name.trim(),
  chargeBy: form.chargeBy,
  rules: [ruleOf(form, []), ...form.regionRules.map((r) => ruleOf(r, r.regions))],
  freeOverCents: form.freeOver.trim() === "" ? null : cents(form.freeOver),
})

const unitName = (chargeBy: "count" | "weight") => (chargeBy === "count" ? "件" : "克")

/** The four figures of a rule as the form shows them: the first units and their fee, then the additional ones. */
const RULE_FIELDS: ReadonlyArray<{ readonly key: keyof RuleForm; readonly step: "首" | "续"; readonly fee: boolean }> = [
  { key: "firstUnits", step: "首", fee: false },
  { key: "first", step: "首", fee: true },
  { key: "additionalUnits", step: "续", fee: false },
  { key: "additional", step: "续", fee: true },
]

/** 首件（件）, 首重运费（元）, 续重（克）… */
const ruleFieldLabel = (field: (typeof RULE_FIELDS)[number], chargeBy: "count" | "weight") =>
  `${field.step}${chargeBy === "count" ? "件" : "重"}${field.fee ? "运费（元）" : `（${unitName(chargeBy)}）`}`

const rulePatch = (key: keyof RuleForm, value: string): Partial<RuleForm> => ({ [key]: value })

/** 首件 8.00 元，续件每 1 件 2.00 元 — the default rule in words. */
const ruleText = (t: ShopFreightTemplate): string => {
  const rule = defaultFreightRule(t.rules)
  if (!rule) return "仅配送指定地区"
  const u = unitName(t.chargeBy)
  return `首${rule.firstUnits}${u} ${centsToYuan(rule.firstCents)}元，续${rule.additionalUnits}${u} ${centsToYuan(rule.additionalCents)}元`
}

function FreightDialog({ editing, onClose, onSaved }: { editing: ShopFreightTemplate | "new"; onClose: () => void; onSaved: () => void }) {
  const [form, setForm] = useState<FreightForm>(editing === "new" ? EMPTY : formOf(editing))
  const [problem, setProblem] = useState<string | null>(null)
  const ids = { name: useId(), chargeBy: useId(), rule: useId(), freeOver: useId() }
  const create = useCall("makerFreightCreate", { success: "运费模板已添加", onDone: onSaved })
  const update = useCall("makerFreightUpdate", { success: "运费模板已保存", onDone: onSaved })
  const busy = create.busy || update.busy
  const [provinces, setProvinces] = useState<ReadonlyArray<{ id: string; name: string }> | null>(null)
  useEffect(() => {
    let live = true
    void loadRegionTree().then((tree) => live && setProvinces(tree.map((n) => ({ id: n.id, name: n.name }))))
    return () => {
      live = false
    }
  }, [])
  const changeRule = (index: number, patch: Partial<RegionRuleForm>) => change({ regionRules: form.regionRules.map((r, i) => (i === index ? { ...r, ...patch } : r)) })
  const change = (patch: Partial<FreightForm>) => {
    setProblem(null)
    setForm((f) => ({ ...f, ...patch }))
  }
  const submit = () => {
    const body = inputOf(form)
    // A province rule without provinces would read as a second default rule.
    const found = form.regionRules.some((r) => r.regions.length === 0) ? MERCHANT_MESSAGES.freightRegionRequired : freightTemplateProblem(body)
    if (found) return setProblem(found)
    if (editing === "new") create.send({ body })
    else update.send({ params: { id: editing.id }, body })
  }
  const u = unitName(form.chargeBy)
  const shown = problem ?? create.error ?? update.error
  return (
    <EditDialog title={editing === "new" ? "新增运费模板" : "修改运费模板"} busy={busy} onClose={onClose} formId={ids.name + "form"} bare>
      <form
        id={ids.name + "form"}
        aria-label="运费模板"
        className={css({ display: "grid", gap: "3", mt: "3", gridTemplateColumns: { base: "1fr", sm: "1fr 1fr" } })}
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        <FormField id={ids.name} label="模板名称">
          <input id={ids.name} className={input({ size: "sm" })} maxLength={30} value={form.name} onChange={(e) => change({ name: e.target.value })} />
        </FormField>
        <FormField id={ids.chargeBy} label="计费方式">
          <select id={ids.chargeBy} className={input({ size: "sm" })} value={form.chargeBy} onChange={(e) => change({ chargeBy: e.target.value === "weight" ? "weight" : "count" })}>
            <option value="count">按件数</option>
            <option value="weight">按重量</option>
          </select>
        </FormField>
        {RULE_FIELDS.map((field) => (
          <FormField key={field.key} id={`${ids.rule}-${field.key}`} label={ruleFieldLabel(field, form.chargeBy)}>
            <input
              id={`${ids.rule}-${field.key}`}
              inputMode={field.fee ? "decimal" : "numeric"}
              className={input({ size: "sm" })}
              value={form[field.key]}
              onChange={(e) => change(rulePatch(field.key, e.target.value))}
            />
          </FormField>
        ))}
        <div className={css({ gridColumn: { sm: "span 2" } })}>
          <FormField
            id={ids.freeOver}
            label="满额包邮（元，不填则不包邮）"
            hint={<>每满一{u}之后按续{form.chargeBy === "count" ? "件" : "重"}计费；本店商品在一笔订单中达到包邮金额时免运费。指定地区按各自的规则计费，其余地区按默认运费。</>}
          >
            <input id={ids.freeOver} inputMode="decimal" className={input({ size: "sm" })} value={form.freeOver} onChange={(e) => change({ freeOver: e.target.value })} />
          </FormField>
        </div>
        {form.regionRules.map((rule, index) => (
          <fieldset key={index} className={css({ gridColumn: { sm: "span 2" }, display: "grid", gap: "2", border: "1px solid", borderColor: "border.subtle", rounded: "md", p: "3" })}>
            <legend className={css({ fontSize: "sm", px: "1" })}>指定地区 {index + 1}</legend>
            {provinces === null ? (
              <p className={css({ fontSize: "sm", color: "fg.muted" })}>正在加载地区…</p>
            ) : (
              <div className={css({ display: "flex", flexWrap: "wrap", gap: "2", maxH: "32", overflowY: "auto" })}>
                {provinces.map((p) => (
                  <label key={p.id} className={css({ fontSize: "xs", display: "inline-flex", gap: "1", alignItems: "center" })}>
                    <input
                      type="checkbox"
                      checked={rule.regions.includes(p.id)}
                      onChange={(e) => changeRule(index, { regions: e.target.checked ? [...rule.regions, p.id] : rule.regions.filter((id) => id !== p.id) })}
                    />
                    {p.name}
                  </label>
                ))}
              </div>
            )}
            <div className={css({ display: "grid", gap: "2", gridTemplateColumns: { base: "1fr 1fr", sm: "repeat(4, 1fr)" } })}>
              {RULE_FIELDS.map((field) => (
                <input
                  key={field.key}
                  aria-label={`指定地区${index + 1}${ruleFieldLabel(field, form.chargeBy)}`}
                  inputMode={field.fee ? "decimal" : "numeric"}
                  className={input({ size: "sm" })}
                  placeholder={field.fee ? `${field.step}运费` : undefined}
                  value={rule[field.key]}
                  onChange={(e) => changeRule(index, rulePatch(field.key, e.target.value))}
                />
              ))}
            </div>
            <button type="button" className={button({ size: "xs", variant: "link" })} onClick={() => change({ regionRules: form.regionRules.filter((_, i) => i !== index) })}>
              删除指定地区 {index + 1}
            </button>
          </fieldset>
        ))}
        <div className={css({ gridColumn: { sm: "span 2" } })}>
          <button type="button" className={button({ size: "xs", variant: "outline" })} onClick={() => change({ regionRules: [...form.regionRules, NEW_REGION_RULE] })}>
            添加指定地区运费
          </button>
        </div>
        {shown && (
          <p role="alert" className={css({ color: "danger.fg", fontSize: "sm", gridColumn: { sm: "span 2" } })}>
            {shown}
          </p>
        )}
      </form>
    </EditDialog>
  )
}

/** /account/mine/product_freight 运费模板: the shop's templates; one products use cannot be deleted. */
export default function FreightPage({ route }: PageProps) {
  const list = useResource("makerFreightList", {})
  const editor = useEditing<ShopFreightTemplate | "new">(list.reload)
  /** Why a template could not be deleted: in use (known from the list) or the server's refusal. */
  const [blocked, setBlocked] = useState<string | null>(null)
  const remove = useCall("makerFreightDelete", { success: "运费模板已删除", onDone: () => list.reload() })
  const deleting = useConfirmed({ tone: "danger", message: (t: ShopFreightTemplate) => `确定删除运费模板「${t.name}」吗？`, run: (t) => remove.send({ params: { id: t.id } }) })
  const rows = list.shown ?? null
  // The server refuses the same with 409; the list already knows which templates products use.
  const askDelete = (t: ShopFreightTemplate) => {
    setBlocked(t.productCount > 0 ? `「${t.name}」：${MERCHANT_MESSAGES.freightInUse}` : null)
    if (t.productCount === 0) deleting.ask(t)
  }
  return (
    <CentreFrame
      title={route.title}
      actions={<AddButton onClick={() => editor.open("new")}>新增运费模板</AddButton>}
    >
      <CentrePanel>
        {(blocked ?? remove.error) && (
          <p role="alert" className={css({ color: "danger.fg", fontSize: "sm", mb: "3" })}>
            {blocked ?? remove.error}
          </p>
        )}
        <CentreTable
          label="运费模板列表"
          rows={rows}
          rowKey={(t) => t.id}
          status={list.status}
          error={list.error}
          onRetry={list.retry}
          total={rows?.length ?? 0}
          page={0}
          size={Math.max(1, rows?.length ?? 1)}
          onPage={() => undefined}
          emptyTitle="还没有运费模板，发布的商品将默认包邮"
          columns={[
            { title: "模板名称", cell: (t) => t.name },
            { title: "计费方式", cell: (t) => (t.chargeBy === "count" ? "按件数" : "按重量") },
            { title: "默认运费", cell: ruleText },
            { title: "指定地区", cell: (t) => (t.rules.some((r) => r.regions.length > 0) ? `${t.rules.filter((r) => r.regions.length > 0).length} 条规则` : "—") },
            { title: "满额包邮", cell: (t) => (t.freeOverCents === null ? "不包邮" : `满${centsToYuan(t.freeOverCents)}元`) },
            { title: "使用商品", cell: (t) => t.productCount },
            {
              title: "操作",
              cell: (t) => (
                <span className={css({ display: "inline-flex", gap: "2" })}>
                  <button type="button" className={button({ size: "xs", variant: "link" })} onClick={() => editor.open(t)}>
                    修改
                  </button>
                  <button type="button" className={button({ size: "xs", variant: "link" })} aria-label={`删除 ${t.name}`} onClick={() => askDelete(t)}>
                    删除
                  </button>
                </span>
              ),
            },
          ]}
        />
      </CentrePanel>
      {editor.editing !== null && <FreightDialog key={editor.editing === "new" ? "new" : editor.editing.id} editing={editor.editing} onClose={editor.close} onSaved={editor.saved} />}
      {deleting.dialog}
    </CentreFrame>
  )
}
