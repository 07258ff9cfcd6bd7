import { Link } from "wouter"
import { css } from "styled-system/css"
import type { ShortVideo } from "../../../domain/maker/entities.ts"
import { formatCount } from "../../../domain/core/count-format.ts"
import { videoHref } from "./short-video-card.tsx"

/** Covers of short videos in a grid, each opening the video's page. */
export function VideoGrid({ videos }: { readonly videos: ReadonlyArray<ShortVideo> }) {
  return (
    <ul className={css({ display: "grid", gridTemplateColumns: { base: "repeat(2, 1fr)", md: "repeat(4, 1fr)", lg: "repeat(5, 1fr)" }, gap: "3" })}>
      {videos.map((v) => (
        <li key={v.id}>
          <Link href={videoHref(v.id)} className={css({ display: "grid", gap: "1.5", color: "white" })}>
            <span className={css({ position: "relative", display: "block", aspectRatio: "3 / 4", borderRadius: "md", overflow: "hidden", bg: "rgba(255,255,255,0.1)" })}>
              <img src={v.cover} alt="" loading="lazy" className={css({ w: "full", h: "full", objectFit: "cover" })} />
              <span className={css({ position: "absolute", left: "2", bottom: "1.5", fontSize: "xs", textShadow: "0 1px 2px black" })}>♥ {formatCount(v.likes)}</span>
            </span>
            <span className={css({ fontSize: "sm", lineClamp: "2" })}>{v.title}</span>
            <span className={css({ fontSize: "xs", color: "rgba(255,255,255,0.6)" })}>@{v.maker.nickName}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
