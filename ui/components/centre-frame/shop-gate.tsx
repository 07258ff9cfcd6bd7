import type { ReactNode } from "react"
import { Link } from "wouter"
import { button } from "styled-system/recipes"
import { SHOP_OPENING_MESSAGES, type MyShopApplication } from "../../../domain/mall/shop-opening.ts"
import { useResource, type Resource } from "../../app/use-resource.ts"
import { EmptyState } from "../empty-state.tsx"
import { NotLoaded } from "../list-states.tsx"

/**
 * Shows its children (a shop page of the maker centre, the home page's shop figures) only to a
 * member whose shop is open, before they make a call; a maker member without one is offered to
 * open it (the server refuses their shop calls with 403 all the same). `frame` wraps what is
 * shown instead: the waiting, the offer or a failure.
 */
export function ShopGate({ children, frame = (content) => content }: { readonly children: ReactNode; readonly frame?: (content: ReactNode) => ReactNode }) {
  const mine = useResource("myShopApplication", undefined, { silent: true })
  if (mine.data && mine.data.shopId !== null) return <>{children}</>
  return <>{frame(<ShopState mine={mine} />)}</>
}

/** What a member without an open shop sees instead of a shop page: what opening one gives, and 我要开店. */
export function NoShopState({ description }: { readonly description: string }) {
  return (
    <EmptyState
      title={SHOP_OPENING_MESSAGES.noShop}
      description={description}
      action={
        <Link href="/shop" className={button({ size: "sm" })}>
          我要开店
        </Link>
      }
    />
  )
}

function ShopState({ mine }: { readonly mine: Resource<MyShopApplication> }) {
  if (mine.data) return <NoShopState description="开通店铺并通过审核后，可以在创客中心发布商品、处理订单和管理仓库" />
  return <NotLoaded of={mine} />
}
