import { useEffect, useEffectEvent, useRef, useState } from "react"
import { css } from "styled-system/css"
import type { ShortVideo } from "../../../domain/maker/entities.ts"
import { ShortVideoCard } from "./short-video-card.tsx"

/**
 * Videos one under the other, one screen each (scroll snapping): the one mostly in view plays;
 * swiping, the wheel, ↑/↓ (or J/K) and the buttons move to the previous or next one. Reaching
 * the last asks for more.
 */
export function VerticalFeed({ videos, hasMore, onMore }: { readonly videos: ReadonlyArray<ShortVideo>; readonly hasMore: boolean; readonly onMore: () => void }) {
  const box = useRef<HTMLDivElement>(null)
  const [active, setActive] = useState(0)
  const [follows, setFollows] = useState<ReadonlyMap<number, boolean>>(new Map())

  useEffect(() => {
    const root = box.current
    if (!root) return
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting && entry.intersectionRatio >= 0.6) setActive(Number((entry.target as HTMLElement).dataset.index))
        }
      },
      { root, threshold: [0.6] },
    )
    for (const child of Array.from(root.children)) observer.observe(child)
    return () => observer.disconnect()
  }, [videos.length])

  const askMore = useEffectEvent(() => onMore())
  useEffect(() => {
    if (hasMore && active >= videos.length - 2) askMore()
  }, [active, videos.length, hasMore])

  const go = (index: number) => {
    const target = box.current?.children[Math.max(0, Math.min(videos.length - 1, index))] as HTMLElement | undefined
    target?.scrollIntoView({ behavior: "smooth", block: "start" })
  }

  const goTo = useEffectEvent((index: number) => go(index))
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null
      if (target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA")) return
      if (e.key === "ArrowDown" || e.key === "j" || e.key === "J") {
        e.preventDefault()
        goTo(active + 1)
      } else if (e.key === "ArrowUp" || e.key === "k" || e.key === "K") {
        e.preventDefault()
        goTo(active - 1)
      }
    }
    window.addEventListener("keydown", onKey)
    return () => window.removeEventListener("keydown", onKey)
  }, [active, videos.length])

  return (
    <div className={css({ position: "relative", flex: "1", minH: "0", h: "full", display: "flex" })}>
      <div
        ref={box}
        aria-label="视频列表"
        className={css({ flex: "1", h: "full", overflowY: "auto", scrollSnapType: "y mandatory", scrollbarWidth: "none" })}
      >
        {videos.map((video, index) => {
          const override = follows.get(video.maker.userId)
          const shown = override === undefined ? video : { ...video, maker: { ...video.maker, followed: override } }
          return (
            <div key={video.id} data-index={index} className={css({ h: "full", scrollSnapAlign: "start", scrollSnapStop: "always" })}>
              <ShortVideoCard video={shown} active={index === active} onFollowChange={(id, f) => setFollows((m) => new Map(m).set(id, f))} />
            </div>
          )
        })}
      </div>
      <div className={css({ position: "absolute", right: "20", top: "50%", transform: "translateY(-50%)", display: { base: "none", md: "grid" }, gap: "2" })}>
        <button type="button" aria-label="上一个视频" disabled={active === 0} onClick={() => go(active - 1)} className={navButton}>
          ↑
        </button>
        <button type="button" aria-label="下一个视频" disabled={active >= videos.length - 1} onClick={() => go(active + 1)} className={navButton}>
          ↓
        </button>
      </div>
    </div>
  )
}

const navButton = css({ w: "10", h: "10", borderRadius: "full", bg: "rgba(255,255,255,0.2)", color: "white", cursor: "pointer", _disabled: { opacity: 0.3, cursor: "default" } })
