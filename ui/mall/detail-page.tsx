import { useState } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { tag } from "styled-system/recipes"
import { PRODUCT_MESSAGES } from "../../domain/mall/catalog.ts"
import type { ProductDetail } from "../../domain/mall/product.ts"
import { useShownMachine } from "../app/flow-hooks.ts"
import type { PageProps } from "../app/page-registry.ts"
import { productDetailMachine } from "../app/mall-wiring.ts"
import { DetailTitle } from "../components/detail-title.tsx"
import { EmptyState, EmptyStateLink } from "../components/empty-state.tsx"
import { ErrorState } from "../components/error-state.tsx"
import { FavoriteButton } from "../components/favorite-button.tsx"
import { ImageMagnifier } from "../components/image-magnifier.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { MallFrame } from "./parts/mall-frame.tsx"
import { CAPTIONS, Facts, ProductInfoTabs } from "./parts/product-detail-parts.tsx"
import { panel } from "./parts/panel.ts"
import { BuyBox, galleryImages, useBuyBox } from "./parts/buy-box.tsx"
import { ShopCard, shopHref } from "./parts/shop-card.tsx"
import { selectedSku } from "../../machines/mall/buy-box.machine.ts"
import { useSession } from "../session/index.ts"
import { ProductQuestions, ProductReviews } from "../orders/index.ts"


function NotFound() {
  return (
    <div className={panel}>
      <EmptyState
        title={PRODUCT_MESSAGES.notFound}
        description="它可能已被商家下架，去看看其他商品吧。"
        action={<EmptyStateLink href="/product/index">去商城首页</EmptyStateLink>}
      />
    </div>
  )
}

function ProductView({ product, member }: { readonly product: ProductDetail; readonly member: boolean }) {
  const flow = useBuyBox(product, member)
  const [snapshot] = flow
  const sku = selectedSku(snapshot.context)
  const images = galleryImages(product, sku?.picture ?? null)
  return (
    <div className={css({ display: "grid", gap: "4" })}>
      <nav aria-label="当前位置" className={css({ fontSize: "xs", color: "fg.muted", display: "flex", gap: "1", flexWrap: "wrap" })}>
        <Link href="/product/index" className={css({ _hover: { color: "accent.text" } })}>
          商城首页
        </Link>
        {product.categoryPath.map((c) => (
          <span key={c.catId} className={css({ display: "inline-flex", gap: "1" })}>
            <span aria-hidden="true">/</span>
            <span>{c.name}</span>
          </span>
        ))}
      </nav>
      <section
        aria-labelledby="product-title"
        className={`${panel} ${css({ p: { base: "4", md: "6" }, display: "grid", gridTemplateColumns: { base: "1fr", md: "minmax(0, 400px) 1fr" }, gap: { base: "4", md: "8" }, alignItems: "start" })}`}
      >
        <ImageMagnifier key={images[0]} label={product.title} images={images.map((url, i) => ({ url, caption: url === sku?.picture ? `所选规格：${sku.attrs.join(" ")}` : (CAPTIONS[product.images.indexOf(url)] ?? `图片${i + 1}`) }))} />
        <div className={css({ display: "grid", gap: "4", alignContent: "start", minW: "0" })}>
          <DetailTitle
            id="product-title"
            title={product.title}
            subtitle={product.subtitle}
            tags={
              <>
                <Link href={shopHref(product.shop.id)} className={tag({ tone: "accent" })}>
                  {product.shop.name}
                </Link>
                <span className={tag({ tone: "neutral" })}>{product.categoryName}</span>
              </>
            }
          />
          <BuyBox product={product} flow={flow} />
          <div className={css({ display: "flex", gap: "4", alignItems: "center", flexWrap: "wrap", justifyContent: "space-between" })}>
            <Facts product={product} />
            <FavoriteButton targetType="product" targetId={product.spuId} />
          </div>
          <ShopCard shop={product.shop} />
        </div>
      </section>
      <ProductInfoTabs
        product={product}
        groups={snapshot.context.specs?.baseAttrs ?? []}
        more={[
          { value: "reviews", label: "商品评价", content: <ProductReviews spuId={product.spuId} /> },
          { value: "questions", label: "问大家", content: <ProductQuestions spuId={product.spuId} /> },
        ]}
      />
    </div>
  )
}

function Loaded({ spuId }: { readonly spuId: number }) {
  // The page shows why a load failed (not-found state or retry), so the call stays silent.
  const [machine] = useState(() => productDetailMachine(spuId))
  const [snapshot, send] = useShownMachine(machine)
  const { status } = useSession()
  // The buy box differs for members (the server's cart, 立即购买 at once) and visitors: it waits
  // until the session is known, and starts afresh when it changes (a login, a logout).
  if (snapshot.matches("loading") || status === "loading") return <LoadingState label="正在加载商品…" />
  if (snapshot.matches("failure")) {
    if (snapshot.context.error === PRODUCT_MESSAGES.notFound) return <NotFound />
    return <ErrorState message={snapshot.context.error ?? PRODUCT_MESSAGES.loadFailed} onRetry={() => send({ type: "resource.retry" })} />
  }
  return <ProductView key={status} product={snapshot.context.data as ProductDetail} member={status === "member"} />
}

/** /product/detail/:spuId: one product's page with its gallery, the buy box (SKU, quantity, cart, 立即购买), the shop card, description, 规格参数, 商品评价 and 问大家. */
export default function MallDetailPage({ params }: PageProps) {
  const spuId = /^\d{1,9}$/.test(params.spuId ?? "") ? Number(params.spuId) : 0
  return <MallFrame>{spuId > 0 ? <Loaded key={spuId} spuId={spuId} /> : <NotFound />}</MallFrame>
}
