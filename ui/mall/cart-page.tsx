import { css } from "styled-system/css"
import type { PageProps } from "../app/page-registry.ts"
import { LoadingState } from "../components/loading-state.tsx"
import { useSession } from "../session/index.ts"
import { CartView } from "./parts/cart-view.tsx"
import { MallFrame } from "./parts/mall-frame.tsx"

/**
 * /shopping/cart (visitors and members) and /product/Cart (members): the cart in the mall's
 * frame. A visitor's cart lives in this browser and joins the member's cart at login.
 */
export default function CartPage({ route }: PageProps) {
  const { status } = useSession()
  return (
    <MallFrame>
      <div className={css({ display: "grid", gap: "4" })}>
        <h1 className={css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold" })}>{route.title === "我的购物车" ? "我的购物车" : "购物车"}</h1>
        {status === "loading" ? <LoadingState label="正在加载购物车…" /> : <CartView key={status} member={status === "member"} />}
      </div>
    </MallFrame>
  )
}
