import { css } from "styled-system/css"

/** The shop's reply under a review (商家回复), as the buyer and the shop see it. */
export function ShopReply({ reply }: { readonly reply: string }) {
  return (
    <p className={css({ fontSize: "sm", bg: "bg.subtle", px: "3", py: "2", borderRadius: "md" })}>
      <span className={css({ color: "accent.text", fontWeight: "medium" })}>商家回复：</span>
      {reply}
    </p>
  )
}
