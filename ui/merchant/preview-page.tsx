import { Link, useSearch } from "wouter"
import { css } from "styled-system/css"
import { button, tag } from "styled-system/recipes"
import { formatMoney } from "../../domain/core/money.ts"
import type { ProductPreview } from "../../domain/merchant/index.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useResource } from "../app/use-resource.ts"
import { CentreFrame, CentrePanel } from "../components/centre-frame/centre-frame.tsx"
import { DetailTitle } from "../components/detail-title.tsx"
import { EmptyState } from "../components/empty-state.tsx"
import { ImageMagnifier } from "../components/image-magnifier.tsx"
import { CAPTIONS, Facts, ProductInfoTabs, ShopCard, panel } from "../mall/index.ts"
import { REVIEW_LABELS } from "./spu-page.tsx"
import { NotLoaded } from "../components/list-states.tsx"

const cell = css({ px: "3", py: "2", textAlign: "left", fontSize: "sm", borderBottom: "1px solid", borderColor: "border.subtle" })

/** The product as the mall's detail page shows it, with the SKUs listed where shoppers pick them. */
function Preview({ preview }: { preview: ProductPreview }) {
  const { detail: product, specs } = preview
  const images = product.images
  return (
    <div className={css({ display: "grid", gap: "4" })}>
      <p role="note" className={css({ fontSize: "sm", bg: "bg.muted", borderRadius: "md", px: "3", py: "2" })}>
        预览：商品当前{preview.status === "on" ? "已上架" : "未上架"}（审核：{REVIEW_LABELS[preview.reviewState]}），上架后顾客在商城看到的页面如下。
      </p>
      <section
        aria-labelledby="preview-title"
        className={`${panel} ${css({ p: { base: "4", md: "6" }, display: "grid", gridTemplateColumns: { base: "1fr", md: "minmax(0, 360px) 1fr" }, gap: { base: "4", md: "8" }, alignItems: "start" })}`}
      >
        <ImageMagnifier label={product.title} images={images.map((url, i) => ({ url, caption: CAPTIONS[i] ?? `图片${i + 1}` }))} />
        <div className={css({ display: "grid", gap: "4", alignContent: "start", minW: "0" })}>
          <DetailTitle
            id="preview-title"
            level={2}
            title={product.title}
            subtitle={product.subtitle}
            tags={
              <>
                <span className={tag({ tone: "accent" })}>{product.shop.name}</span>
                <span className={tag({ tone: "neutral" })}>{product.categoryName}</span>
              </>
            }
          />
          <div className={css({ overflowX: "auto" })}>
            <table aria-label="规格与价格" className={css({ w: "full", borderCollapse: "collapse", minW: "320px" })}>
              <thead>
                <tr className={css({ bg: "bg.muted" })}>
                  {specs.saleAttrs.map((a) => (
                    <th key={a.name} scope="col" className={cell}>
                      {a.name}
                    </th>
                  ))}
                  <th scope="col" className={cell}>价格</th>
                  <th scope="col" className={cell}>库存</th>
                </tr>
              </thead>
              <tbody>
                {specs.skus.map((sku) => (
                  <tr key={sku.skuId}>
                    {sku.attrs.map((v, i) => (
                      <td key={i} className={cell}>
                        {v}
                      </td>
                    ))}
                    <td className={cell}>{formatMoney(sku.priceCents)}</td>
                    <td className={cell}>{sku.stock}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Facts product={product} />
          <ShopCard shop={product.shop} />
        </div>
      </section>
      <ProductInfoTabs product={product} groups={specs.baseAttrs} />
    </div>
  )
}

function Loaded({ spuId }: { spuId: number }) {
  const preview = useResource("makerProductPreview", { params: { id: spuId } })
  if (preview.status !== "ready" || !preview.data) return <NotLoaded of={preview} compact />
  return <Preview preview={preview.data} />
}

/** /account/mine/product_preview?spuId= 商品预览: one of the shop's products as the mall will show it, on the shelf or not. */
export default function PreviewPage({ route }: PageProps) {
  const spuId = Number(new URLSearchParams(useSearch()).get("spuId")) || 0
  return (
    <CentreFrame
      title={route.title}
      actions={
        <Link href="/account/mine/product_spuinfo" className={button({ size: "sm", variant: "outline" })}>
          返回SPU管理
        </Link>
      }
    >
      <CentrePanel>{spuId > 0 ? <Loaded spuId={spuId} /> : <EmptyState compact title="请从SPU管理选择要预览的商品" />}</CentrePanel>
    </CentreFrame>
  )
}
