import { Link } from "wouter"
import { css } from "styled-system/css"
import { card, tag } from "styled-system/recipes"
import { formatMoney } from "../../domain/core/money.ts"
import type { HomeBlock, HomeCard } from "../../domain/shell/home-blocks.ts"
import { ChevronRightIcon } from "../components/icons.tsx"

/** One recommendation block of the home page: a title row and up to eight cards from its endpoint. */
export function RecommendBlock({ block, cards }: { readonly block: HomeBlock; readonly cards: ReadonlyArray<HomeCard> }) {
  const titleId = `home-block-${block.key}`
  return (
    <section aria-labelledby={titleId} className={css({ mt: "8" })}>
      <div className={css({ display: "flex", alignItems: "baseline", gap: "3", mb: "3" })}>
        <h2 id={titleId} className={css({ fontSize: "lg", fontWeight: "bold" })}>
          {block.title}
        </h2>
        <span className={css({ fontSize: "xs", color: "fg.subtle" })}>{block.subtitle}</span>
        <Link href={block.morePath} className={css({ ml: "auto", display: "inline-flex", alignItems: "center", fontSize: "sm", color: "fg.muted", _hover: { color: "accent.text" } })}>
          更多
          <ChevronRightIcon size={14} />
        </Link>
      </div>
      <ul className={css({ display: "grid", gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", md: "repeat(4, minmax(0, 1fr))" }, gap: "4" })}>
        {cards.slice(0, 8).map((item) => (
          <li key={item.id}>
            <Link href={item.href} className={`${card({ variant: "interactive", padding: "none" })} ${css({ display: "block" })}`}>
              <img src={item.image} alt="" loading="lazy" className={css({ w: "full", aspectRatio: "16 / 10", objectFit: "cover", bg: "bg.muted" })} />
              <div className={css({ p: "3", display: "grid", gap: "1" })}>
                <p className={css({ fontSize: "sm", fontWeight: "medium", lineClamp: "2", minH: "10" })}>{item.title}</p>
                {item.subtitle && <p className={css({ fontSize: "xs", color: "fg.muted", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" })}>{item.subtitle}</p>}
                <p className={css({ display: "flex", alignItems: "center", gap: "2", minH: "6" })}>
                  {item.priceCents !== undefined && (
                    <span className={css({ color: "highlight.text", fontWeight: "bold" })}>{item.priceCents === 0 ? "免费" : formatMoney(item.priceCents)}</span>
                  )}
                  {item.tag && !(item.priceCents === 0 && item.tag === "免费") && <span className={tag({ tone: "highlight", size: "sm" })}>{item.tag}</span>}
                </p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
