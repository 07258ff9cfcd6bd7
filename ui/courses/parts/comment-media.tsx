import { useState } from "react"
import { css } from "styled-system/css"
import type { MediaItem } from "../../../domain/courses/entities/media.ts"
import { PLAYER_MESSAGES } from "../../../domain/core/messages.ts"
import { CloseIcon } from "../../components/icons.tsx"

/**
 * The media row of a comment (spec 2 §2): thumbnails of its pictures and videos; clicking one
 * shows it larger below (a video in a player, a picture as a picture) and marks it selected;
 * clicking it again, or 收起, hides it.
 */
export function CommentMedia({ items }: { readonly items: ReadonlyArray<MediaItem> }) {
  const [selected, setSelected] = useState<number | null>(null)
  if (items.length === 0) return null
  const current = selected === null ? null : items[selected]
  return (
    <div className={css({ display: "grid", gap: "2" })}>
      <ul className={css({ display: "flex", gap: "2", flexWrap: "wrap" })}>
        {items.map((item, index) => (
          <li key={`${item.url}-${index}`}>
            <button
              type="button"
              aria-pressed={selected === index}
              aria-label={item.type === "video" ? `查看第 ${index + 1} 个视频` : `查看第 ${index + 1} 张图片`}
              onClick={() => setSelected((s) => (s === index ? null : index))}
              className={css({
                position: "relative",
                display: "block",
                w: "16",
                h: "16",
                borderRadius: "md",
                overflow: "hidden",
                borderWidth: "2px",
                borderColor: "border.subtle",
                bg: "bg.inverse",
                cursor: "pointer",
                "&[aria-pressed=true]": { borderColor: "accent.solid", boxShadow: "0 0 0 2px token(colors.accent.muted)" },
              })}
            >
              {item.type === "image" ? (
                <img src={item.url} alt="" loading="lazy" className={css({ w: "full", h: "full", objectFit: "cover" })} />
              ) : (
                <>
                  <video src={item.url} muted preload="metadata" aria-hidden="true" className={css({ w: "full", h: "full", objectFit: "cover" })} />
                  <span aria-hidden="true" className={css({ position: "absolute", inset: "0", display: "grid", placeItems: "center", color: "white", fontSize: "lg", bg: "rgba(0,0,0,0.25)" })}>
                    ▶
                  </span>
                </>
              )}
            </button>
          </li>
        ))}
      </ul>
      {current && (
        <div className={css({ position: "relative", maxW: "md", borderRadius: "md", overflow: "hidden", bg: "bg.inverse" })}>
          {current.type === "image" ? (
            <img src={current.url} alt="评价图片" className={css({ w: "full", maxH: "96", objectFit: "contain" })} />
          ) : (
            <video src={current.url} controls autoPlay muted playsInline className={css({ w: "full", maxH: "96" })}>
              {PLAYER_MESSAGES.unsupported}
            </video>
          )}
          <button
            type="button"
            aria-label="收起"
            onClick={() => setSelected(null)}
            className={css({ position: "absolute", top: "2", right: "2", w: "7", h: "7", display: "grid", placeItems: "center", borderRadius: "full", bg: "rgba(0,0,0,0.5)", color: "white", cursor: "pointer" })}
          >
            <CloseIcon size={14} />
          </button>
        </div>
      )}
    </div>
  )
}
