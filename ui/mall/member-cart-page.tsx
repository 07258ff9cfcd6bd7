import type { PageProps } from "../app/page-registry.ts"
import { AccountFrame } from "../components/account-frame/account-frame.tsx"
import { CartView } from "./parts/cart-view.tsx"

/** /account/shopping/cart: the member's cart in the user centre. */
export default function MemberCartPage(_props: PageProps) {
  return (
    <AccountFrame title="我的购物车">
      <CartView member />
    </AccountFrame>
  )
}
