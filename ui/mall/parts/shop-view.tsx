import { useState } from "react"
import { useLocation } from "wouter"
import { css, cx } from "styled-system/css"
import { button, chip } from "styled-system/recipes"
import { formatCount } from "../../../domain/core/count-format.ts"
import { BUYING_MESSAGES } from "../../../domain/mall/buying-messages.ts"
import { PRODUCT_MESSAGES, PRODUCT_SORTS, productTotalLabel, type ProductSort } from "../../../domain/mall/catalog.ts"
import { MALL_MESSAGES } from "../../../domain/mall/messages.ts"
import { ratingText, type Shop } from "../../../domain/mall/shop.ts"
import { useLoginHref } from "../../app/layout/account-area.tsx"
import { useMachine } from "../../app/flow-hooks.ts"
import { wiredShopFollowMachine } from "../../app/mall-wiring.ts"
import { EmptyState, EmptyStateLink } from "../../components/empty-state.tsx"
import { ErrorState } from "../../components/error-state.tsx"
import { LoadingState } from "../../components/loading-state.tsx"
import { Pager } from "../../components/pager.tsx"
import { useResource } from "../../app/use-resource.ts"
import { useSession } from "../../session/index.ts"
import { ProductGrid } from "./product-card.tsx"
import { panel } from "./panel.ts"

const SHOP_PAGE_SIZE = 12

function FollowButton({ shop, member }: { readonly shop: Shop; readonly member: boolean }) {
  const [, navigate] = useLocation()
  const loginHref = useLoginHref()
  const [machine] = useState(() => wiredShopFollowMachine.provide({ actions: { goToLogin: () => navigate(loginHref) } }))
  const [snapshot, send] = useMachine(machine, { input: { shopId: shop.id, followed: shop.followed, followers: shop.followers, member } })
  const { followed, followers, error } = snapshot.context
  return (
    <div className={css({ display: "grid", gap: "1", justifyItems: { base: "start", md: "end" } })}>
      <button
        type="button"
        aria-pressed={followed}
        className={button({ variant: followed ? "plain" : "highlight", size: "md" })}
        disabled={snapshot.hasTag("busy")}
        onClick={() => send({ type: "follow.toggle" })}
      >
        {member ? (followed ? "已关注" : "+ 关注") : BUYING_MESSAGES.loginToFollow}
      </button>
      <span data-testid="shop-followers" className={css({ fontSize: "xs", color: "fg.muted" })}>
        {formatCount(followers)} 人关注
      </span>
      {error && (
        <span role="alert" className={css({ fontSize: "xs", color: "danger.text" })}>
          {error}
        </span>
      )}
    </div>
  )
}

function Stars({ tenths }: { readonly tenths: number }) {
  const full = Math.round(tenths / 10)
  return (
    <span aria-hidden="true" className={css({ color: "highlight.solid", letterSpacing: "0.1em" })}>
      {"★".repeat(full)}
      <span className={css({ color: "border.default" })}>{"★".repeat(5 - full)}</span>
    </span>
  )
}

function ShopProducts({ shopId }: { readonly shopId: number }) {
  const [sort, setSort] = useState<ProductSort>("sales")
  const [page, setPage] = useState(0)
  const list = useResource("productList", { query: { shopId, sort, page, size: SHOP_PAGE_SIZE } })
  return (
    <section aria-labelledby="shop-products" className={css({ display: "grid", gap: "4" })}>
      <div className={cx(panel, css({ px: { base: "3", md: "4" }, py: "3", display: "flex", alignItems: "center", gap: "3", flexWrap: "wrap" }))}>
        <h2 id="shop-products" className={css({ fontSize: "lg", fontWeight: "bold", mr: "auto" })}>
          全部商品
        </h2>
        <div role="group" aria-label="排序" className={css({ display: "flex", gap: "1", overflowX: "auto" })}>
          {PRODUCT_SORTS.map((s) => (
            <button
              key={s.key}
              type="button"
              className={chip({ variant: "plain" })}
              aria-pressed={sort === s.key}
              onClick={() => {
                setSort(s.key)
                setPage(0)
              }}
            >
              {s.label}
            </button>
          ))}
        </div>
        {list.data && <span className={css({ fontSize: "sm", color: "fg.muted" })}>共 {productTotalLabel(list.data)} 件商品</span>}
      </div>
      {list.status === "loading" && <LoadingState label="正在加载商品…" />}
      {list.status === "failure" && <ErrorState message={list.error ?? PRODUCT_MESSAGES.loadFailed} onRetry={list.retry} />}
      {list.data && list.data.content.length === 0 && <EmptyState title={BUYING_MESSAGES.shopEmpty} />}
      {list.data && list.data.content.length > 0 && (
        <>
          <ProductGrid products={list.data.content} />
          <Pager page={page} pageSize={SHOP_PAGE_SIZE} total={list.data.totalElements} onPageChange={setPage} label="店铺商品分页" />
        </>
      )}
    </section>
  )
}

/** A shop's page: header with logo, description, rating, followers and 关注, then its products by page. */
export function ShopView({ shopId }: { readonly shopId: number }) {
  const { status } = useSession()
  const page = useResource("shopPage", { params: { shopId: shopId > 0 ? shopId : 1 } })
  if (shopId <= 0 || (page.status === "failure" && page.error === MALL_MESSAGES.shopNotFound))
    return (
      <div className={panel}>
        <EmptyState
          title={MALL_MESSAGES.shopNotFound}
          action={<EmptyStateLink href="/product/index">去商城首页</EmptyStateLink>}
        />
      </div>
    )
  if (page.status === "loading") return <LoadingState label="正在加载店铺…" />
  if (page.status === "failure" || !page.data) return <ErrorState title={BUYING_MESSAGES.shopLoadFailed} message={page.error ?? BUYING_MESSAGES.shopLoadFailed} onRetry={page.retry} />
  const { shop } = page.data
  return (
    <div className={css({ display: "grid", gap: "4" })}>
      <header className={cx(panel, css({ p: { base: "4", md: "6" }, display: "grid", gridTemplateColumns: { base: "auto 1fr", md: "auto 1fr auto" }, gap: { base: "3", md: "5" }, alignItems: "center" }))}>
        {shop.logo ? (
          <img src={shop.logo} alt="" className={css({ w: { base: "16", md: "20" }, h: { base: "16", md: "20" }, borderRadius: "lg", objectFit: "cover", bg: "bg.muted" })} />
        ) : (
          <span aria-hidden="true" className={css({ w: "16", h: "16", borderRadius: "lg", bg: "accent.subtle", color: "accent.text", display: "grid", placeItems: "center", fontSize: "2xl", fontWeight: "bold" })}>
            {shop.name.slice(0, 1)}
          </span>
        )}
        <div className={css({ minW: "0", display: "grid", gap: "1.5" })}>
          <h1 className={css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold" })}>{shop.name}</h1>
          <p className={css({ fontSize: "sm", color: "fg.muted" })}>{shop.description}</p>
          <p className={css({ fontSize: "sm", display: "flex", gap: "3", flexWrap: "wrap", alignItems: "center" })}>
            <span>
              店铺评分 <Stars tenths={shop.ratingTenths} /> <strong data-testid="shop-rating">{ratingText(shop.ratingTenths)}</strong>
            </span>
            <span className={css({ color: "fg.muted" })}>在售商品 {shop.productCount} 件</span>
          </p>
        </div>
        <div className={css({ gridColumn: { base: "1 / -1", md: "auto" } })}>
          {status !== "loading" && <FollowButton key={`${shop.id}-${status}`} shop={shop} member={status === "member"} />}
        </div>
      </header>
      <ShopProducts shopId={shop.id} />
    </div>
  )
}
