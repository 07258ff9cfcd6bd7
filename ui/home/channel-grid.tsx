import { Link } from "wouter"
import { css } from "styled-system/css"
import { CHANNEL_ICONS, DEFAULT_CHANNEL_TILES } from "../../domain/shell/channel-tiles.ts"
import { useSite } from "../app/site-context.tsx"

const TONES: Readonly<Record<string, string>> = {
  accent: css({ bg: "accent.subtle", color: "accent.text" }),
  highlight: css({ bg: "highlight.subtle", color: "highlight.text" }),
  success: css({ bg: "success.subtle", color: "success.text" }),
  vip: css({ bg: "vip.subtle", color: "vip.contrast" }),
}

/** The home page's channel tiles from the site configuration (api/SystemConfig); the defaults while it loads or when it fails. */
export function ChannelGrid() {
  const { site } = useSite()
  const tiles = (site?.channelTiles ?? DEFAULT_CHANNEL_TILES).filter((tile) => tile.show)
  if (tiles.length === 0) return null
  return (
    <section aria-labelledby="channels-title" className={css({ mt: "6" })}>
      <h2 id="channels-title" className={css({ fontSize: "lg", fontWeight: "bold", mb: "3" })}>
        频道导航
      </h2>
      <ul className={css({ display: "grid", gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", sm: "repeat(4, minmax(0, 1fr))" }, gap: "3" })}>
        {tiles.map((item) => {
          const icon = CHANNEL_ICONS[item.icon]
          const body = (
            <>
              <span className={`${TONES[icon.tone]} ${css({ display: "grid", placeItems: "center", w: "11", h: "11", borderRadius: "xl", flexShrink: 0 })}`}>
                <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
                  <path d={icon.path} />
                </svg>
              </span>
              <span className={css({ minW: "0" })}>
                <strong className={css({ display: "block", fontSize: "md" })}>{item.title}</strong>
                <span className={css({ display: "block", fontSize: "xs", color: "fg.muted", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" })}>{item.text}</span>
              </span>
            </>
          )
          const cardClass = css({
            display: "flex",
            alignItems: "center",
            gap: "3",
            p: { base: "3", sm: "4" },
            bg: "bg.surface",
            borderRadius: "lg",
            boxShadow: "card",
            transition: "box-shadow 0.2s, transform 0.2s",
            _hover: { boxShadow: "raised", transform: "translateY(-2px)" },
            _focusVisible: { outline: "2px solid", outlineColor: "accent.solid" },
          })
          return (
            <li key={`${item.href}-${item.title}`}>
              {item.newTab || !item.href.startsWith("/") ? (
                <a href={item.href} target={item.newTab ? "_blank" : undefined} rel="noopener" className={cardClass}>
                  {body}
                </a>
              ) : (
                <Link href={item.href} className={cardClass}>
                  {body}
                </Link>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
