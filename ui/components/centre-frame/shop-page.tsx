import type { ReactNode } from "react"
import type { RouteRecord } from "../../../domain/shell/routes/route.ts"
import { CentreFrame } from "./centre-frame.tsx"
import { ShopGate } from "./shop-gate.tsx"

/** A shop page of the maker centre: the page once the member's shop is open, else the centre's frame with the offer to open one. */
export default function ShopPage({ route, children }: { readonly route: RouteRecord; readonly children: ReactNode }) {
  return <ShopGate frame={(content) => <CentreFrame title={route.title}>{content}</CentreFrame>}>{children}</ShopGate>
}
