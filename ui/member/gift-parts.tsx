import { Link } from "wouter"
import { css } from "styled-system/css"
import { tag } from "styled-system/recipes"
import type { Gift } from "../../domain/member/entities/member.ts"
import { formatMoney } from "../../domain/core/money.ts"

/** One gift of the points mall as a card linking to its exchange page. */
export function GiftCard({ gift }: { readonly gift: Gift }) {
  const soldOut = gift.stock === 0
  return (
    <li>
      <Link
        href={`/account/gift/shopping?id=${gift.id}`}
        aria-label={`${gift.name}，${gift.points} 积分${soldOut ? "，已兑完" : ""}`}
        className={css({
          display: "grid",
          bg: "bg.surface",
          borderRadius: "lg",
          boxShadow: "card",
          overflow: "hidden",
          transitionProperty: "box-shadow, transform",
          transitionDuration: "normal",
          _hover: { boxShadow: "raised", transform: "translateY(-2px)" },
          _focusVisible: { outline: "2px solid", outlineColor: "accent.solid" },
          "@media (prefers-reduced-motion: reduce)": { _hover: { transform: "none" } },
        })}
      >
        <div className={css({ position: "relative", aspectRatio: "1", bg: "bg.subtle" })}>
          <img src={gift.image} alt="" className={css({ w: "full", h: "full", objectFit: "cover", opacity: soldOut ? 0.5 : 1 })} />
          {gift.tag && (
            <span className={`${tag({ tone: "highlight" })} ${css({ position: "absolute", top: "2", left: "2" })}`}>{gift.tag}</span>
          )}
          {soldOut && (
            <span className={`${tag({ tone: "neutral" })} ${css({ position: "absolute", bottom: "2", right: "2" })}`}>已兑完</span>
          )}
        </div>
        <div className={css({ p: "3", display: "grid", gap: "1" })}>
          <span className={css({ fontSize: "sm", fontWeight: "medium", lineClamp: "2", minH: "10" })}>{gift.name}</span>
          <span className={css({ display: "flex", alignItems: "baseline", gap: "2", flexWrap: "wrap" })}>
            <strong className={css({ color: "highlight.text", fontSize: "lg" })}>{gift.points.toLocaleString("zh-CN")}</strong>
            <span className={css({ fontSize: "xs", color: "highlight.text" })}>积分</span>
            <span className={css({ fontSize: "xs", color: "fg.subtle", textDecoration: "line-through" })}>
              {formatMoney(gift.marketPrice)}
            </span>
          </span>
          <span className={css({ fontSize: "xs", color: "fg.subtle" })}>
            已兑 {gift.exchanged} · 剩余 {gift.stock}
          </span>
        </div>
      </Link>
    </li>
  )
}

export const giftGrid = css({
  display: "grid",
  gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", md: "repeat(3, minmax(0, 1fr))", lg: "repeat(4, minmax(0, 1fr))" },
  gap: { base: "3", md: "4" },
})
