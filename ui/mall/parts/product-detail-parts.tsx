/** Parts of the mall's product page shared with the maker centre's 商品预览. */
import type { ReactNode } from "react"
import { css } from "styled-system/css"
import { LOW_STOCK, stockLabel } from "../../../domain/mall/catalog.ts"
import type { ProductDetail } from "../../../domain/mall/product.ts"
import type { BaseAttrGroup } from "../../../domain/mall/sku.ts"
import { Tabs } from "../../components/tabs.tsx"
import { panel } from "./panel.ts"

export const CAPTIONS = ["商品主图", "卖点", "产品参数"]

export function Facts({ product }: { readonly product: ProductDetail }) {
  const rows: ReadonlyArray<readonly [string, string]> = [
    ["销量", `${product.salesCount} 件`],
    ["总库存", stockLabel(product.stock)],
    ...(product.brand ? [["品牌", product.brand] as const] : []),
  ]
  return (
    <dl className={css({ display: "grid", gridTemplateColumns: "auto 1fr", columnGap: "4", rowGap: "2", fontSize: "sm" })}>
      {rows.map(([name, value]) => (
        <div key={name} className={css({ display: "contents" })}>
          <dt className={css({ color: "fg.muted" })}>{name}</dt>
          <dd className={css({ color: name === "总库存" && product.stock <= LOW_STOCK ? "highlight.text" : "fg.default" })}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function Description({ product }: { readonly product: ProductDetail }) {
  return (
    <div className={css({ display: "grid", gap: "3", fontSize: "sm", lineHeight: "1.8", maxW: "3xl" })}>
      {product.description.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
      <div className={css({ display: "grid", gap: "3", mt: "2" })}>
        {product.images.slice(1).map((url, i) => (
          <img key={url} src={url} alt={`${product.title}：${CAPTIONS[i + 1] ?? "详情图"}`} loading="lazy" className={css({ w: "full", maxW: "lg", borderRadius: "md" })} />
        ))}
      </div>
    </div>
  )
}

/** 规格参数: the base attributes in their groups (主体, 规格参数...), else the product's parameters. */
function Params({ product, groups }: { readonly product: ProductDetail; readonly groups: ReadonlyArray<BaseAttrGroup> }) {
  const shown: ReadonlyArray<BaseAttrGroup> = groups.length > 0 ? groups : [{ group: "规格参数", items: product.params }]
  return (
    <div className={css({ display: "grid", gap: "5", maxW: "2xl" })}>
      {shown.map((g) => (
        <table key={g.group} className={css({ w: "full", fontSize: "sm", borderCollapse: "collapse" })}>
          <caption className={css({ textAlign: "left", fontWeight: "semibold", pb: "2", color: "fg.default" })}>{g.group}</caption>
          <tbody>
            {g.items.map((p) => (
              <tr key={p.name} className={css({ borderBottomWidth: "1px", borderColor: "border.subtle" })}>
                <th scope="row" className={css({ textAlign: "left", fontWeight: "normal", color: "fg.muted", py: "2.5", pr: "4", w: "32", verticalAlign: "top" })}>
                  {p.name}
                </th>
                <td className={css({ py: "2.5" })}>{p.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  )
}

/**
 * The panel of 商品详情 and 规格参数 under the product, with the tabs only the live page has
 * (评价, 问大家) after them.
 */
export function ProductInfoTabs({ product, groups, more = [] }: { readonly product: ProductDetail; readonly groups: ReadonlyArray<BaseAttrGroup>; readonly more?: ReadonlyArray<{ readonly value: string; readonly label: string; readonly content: ReactNode }> }) {
  return (
    <div className={`${panel} ${css({ p: { base: "3", md: "5" }, minW: "0" })}`}>
      <Tabs
        label="商品信息"
        items={[
          { value: "detail", label: "商品详情", content: <Description product={product} /> },
          { value: "params", label: "规格参数", content: <Params product={product} groups={groups} /> },
          ...more,
        ]}
      />
    </div>
  )
}
