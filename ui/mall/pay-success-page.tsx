import { Link } from "wouter"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { ORDER_LIST_PATH, parseOrderNums } from "../../domain/mall/buying-paths.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useQueryParam } from "../hooks/use-page-location.ts"
import { MallFrame } from "./parts/mall-frame.tsx"

/** /product/pay/success?orders=: the orders are paid; on to 我的订单 or more shopping. */
export default function PaySuccessPage(_props: PageProps) {
  const orderNums = parseOrderNums(useQueryParam("orders"))
  return (
    <MallFrame>
      <section aria-labelledby="paid" className={css({ bg: "bg.surface", borderRadius: "lg", borderWidth: "1px", borderColor: "border.subtle", p: { base: "6", md: "10" }, display: "grid", justifyItems: "center", gap: "4", textAlign: "center" })}>
        <svg aria-hidden="true" viewBox="0 0 64 64" width="64" height="64">
          <circle cx="32" cy="32" r="30" fill="currentColor" className={css({ color: "success.solid" })} />
          <path d="M19 33l9 9 17-19" fill="none" stroke="white" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <h1 id="paid" className={css({ fontSize: "2xl", fontWeight: "bold", color: "success.text" })}>
          支付成功
        </h1>
        <p className={css({ color: "fg.muted", fontSize: "sm" })}>商家将尽快为您发货，您可以在我的订单中查看订单状态和物流信息。</p>
        {orderNums.length > 0 && (
          <ul className={css({ fontSize: "sm", display: "grid", gap: "1" })}>
            {orderNums.map((n) => (
              <li key={n}>订单号：{n}</li>
            ))}
          </ul>
        )}
        <div className={css({ display: "flex", gap: "3", flexWrap: "wrap", justifyContent: "center" })}>
          <Link href={ORDER_LIST_PATH} className={button({ variant: "highlight" })}>
            查看我的订单
          </Link>
          <Link href="/product/index" className={button({ variant: "plain" })}>
            继续购物
          </Link>
        </div>
      </section>
    </MallFrame>
  )
}
