import { Link } from "wouter"
import { css } from "styled-system/css"
import { formatMoney } from "../../../domain/core/money.ts"
import { VIP_BENEFITS_PATH, vipUnitPriceCents } from "../../../domain/mall/vip-price.ts"

const hintLink = css({ color: "vip.contrast", textDecoration: "underline", textUnderlineOffset: "2px", _hover: { color: "highlight.text" } })

/** 会员价 beside a price (or a price range): what a VIP member pays, linking to the VIP benefits. */
export function VipPrice({ minCents, maxCents = minCents }: { readonly minCents: number; readonly maxCents?: number }) {
  const min = vipUnitPriceCents(minCents)
  const max = vipUnitPriceCents(maxCents)
  return (
    <span data-testid="vip-price" className={css({ display: "inline-flex", alignItems: "baseline", gap: "2", flexWrap: "wrap", fontSize: "sm" })}>
      <span className={css({ color: "fg.muted" })}>会员价</span>
      <strong className={css({ color: "vip.contrast" })}>{min === max ? formatMoney(min) : `${formatMoney(min)} - ${formatMoney(max)}`}</strong>
      <Link href={VIP_BENEFITS_PATH} className={hintLink}>
        VIP会员商城95折
      </Link>
    </span>
  )
}

/** The cart's hint: VIP members pay 95% when they check out. */
export function VipCartHint() {
  return (
    <span className={css({ display: "block", fontSize: "xs", color: "fg.subtle" })}>
      <Link href={VIP_BENEFITS_PATH} className={hintLink}>
        VIP会员结算享商城95折
      </Link>
    </span>
  )
}
