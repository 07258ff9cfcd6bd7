import { Link } from "wouter"
import { css } from "styled-system/css"

/** A line of an order (or of one being placed): the product's title, to its page, on at most two lines, and the chosen SKU below when it has one. */
export function OrderItemName({ href, title, skuText }: { readonly href: string; readonly title: string; readonly skuText: string }) {
  return (
    <div className={css({ flex: "1", minW: "0", display: "grid", gap: "1" })}>
      <Link href={href} className={css({ fontSize: "sm", lineClamp: "2", _hover: { color: "accent.text" } })}>
        {title}
      </Link>
      {skuText && <span className={css({ fontSize: "xs", color: "fg.muted" })}>{skuText}</span>}
    </div>
  )
}
