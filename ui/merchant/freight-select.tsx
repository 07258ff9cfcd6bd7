import { Link } from "wouter"
import { css } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import { centsToYuan } from "../../domain/core/money.ts"
import type { ShopFreightTemplate } from "../../domain/merchant/index.ts"
import type { Resource } from "../app/use-resource.ts"

/**
 * The shop's freight templates as a select, for 发布商品 and 修改商品. With `allowDefault` an
 * empty choice stands for the shop's first template.
 */
export function FreightSelect({
  id,
  templates,
  value,
  onChange,
  allowDefault = true,
}: {
  id: string
  templates: Resource<ReadonlyArray<ShopFreightTemplate>>
  value: number | null
  onChange: (id: number | null) => void
  allowDefault?: boolean
}) {
  if (templates.status === "loading") return <p className={css({ fontSize: "sm", color: "fg.muted" })}>正在读取运费模板…</p>
  if (templates.status === "failure")
    return (
      <p role="alert" className={css({ fontSize: "sm", color: "danger.fg" })}>
        {templates.error ?? "运费模板读取失败"}{" "}
        <button type="button" className={button({ size: "xs", variant: "link" })} onClick={templates.retry}>
          重试
        </button>
      </p>
    )
  const rows = templates.data ?? []
  return (
    <div className={css({ display: "flex", gap: "2", alignItems: "center", flexWrap: "wrap" })}>
      <select id={id} className={input({ size: "sm" })} value={value ?? ""} onChange={(e) => onChange(e.target.value === "" ? null : Number(e.target.value))}>
        {allowDefault && <option value="">{rows.length === 0 ? "包邮（店铺还没有运费模板）" : `默认（${rows[0]!.name}）`}</option>}
        {rows.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
            {t.freeOverCents !== null ? `（满${centsToYuan(t.freeOverCents)}元包邮）` : ""}
          </option>
        ))}
      </select>
      <Link href="/account/mine/product_freight" className={button({ size: "xs", variant: "link" })}>
        管理运费模板
      </Link>
    </div>
  )
}
