import { useEffect, useState, type ReactNode } from "react"
import { Link } from "wouter"
import { css, cx } from "styled-system/css"
import { ChevronLeftIcon, ChevronRightIcon } from "../components/icons.tsx"
import type { HomeBanner } from "../../domain/shell/home-banners.ts"

const AUTOPLAY_MS = 5000

const arrow = css({
  position: "absolute",
  top: "50%",
  transform: "translateY(-50%)",
  w: "9",
  h: "14",
  display: "grid",
  placeItems: "center",
  bg: "rgba(0,0,0,0.25)",
  color: "white",
  cursor: "pointer",
  opacity: 0,
  transition: "opacity 0.2s, background 0.2s",
  _hover: { bg: "rgba(0,0,0,0.45)" },
  _focusVisible: { opacity: 1, outline: "2px solid white", outlineOffset: "-3px" },
  ".group:hover &": { opacity: 1 },
})

/** A slide's link: the portal's own pages open in place, other sites and new-tab banners in a new tab. */
function BannerLink({ banner, children }: { readonly banner: HomeBanner; readonly children: ReactNode }) {
  if (banner.href.startsWith("/") && !banner.newTab)
    return (
      <Link href={banner.href} title={banner.title}>
        {children}
      </Link>
    )
  return (
    <a href={banner.href} title={banner.title} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  )
}

/**
 * The home banners of the site configuration: a linked picture per slide, advancing every 5 s (paused while the
 * pointer or focus is on it, and for visitors who prefer reduced motion).
 */
export function BannerCarousel({ slides }: { readonly slides: ReadonlyArray<HomeBanner> }) {
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  const count = slides.length
  useEffect(() => {
    if (count < 2 || paused || matchMedia("(prefers-reduced-motion: reduce)").matches) return
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), AUTOPLAY_MS)
    return () => clearInterval(timer)
  }, [count, paused])
  const go = (next: number) => setIndex(((next % count) + count) % count)

  return (
    <section
      aria-roledescription="carousel"
      aria-label="首页推荐"
      className={cx("group", css({ position: "relative", overflow: "hidden", borderRadius: "lg", bg: "bg.muted", aspectRatio: "730 / 340", w: "full" }))}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocusCapture={() => setPaused(true)}
      onBlurCapture={() => setPaused(false)}
    >
      <div className={css({ display: "flex", h: "full", transition: "transform 0.5s ease" })} style={{ transform: `translateX(-${index * 100}%)` }}>
        {slides.map((slide, i) => (
          <div
            key={`${i}-${slide.image}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${count}：${slide.title}`}
            aria-hidden={i !== index}
            inert={i !== index}
            className={css({ flex: "0 0 100%", h: "full", "& a, & img": { display: "block", w: "full", h: "full" }, "& img": { objectFit: "cover" } })}
          >
            <BannerLink banner={slide}>
              <img src={slide.image} alt={slide.title} width={730} height={340} loading={i === 0 ? "eager" : "lazy"} />
            </BannerLink>
          </div>
        ))}
      </div>
      {count > 1 && (
        <>
          <button type="button" aria-label="上一张" className={cx(arrow, css({ left: "0", borderRightRadius: "md" }))} onClick={() => go(index - 1)}>
            <ChevronLeftIcon size={22} />
          </button>
          <button type="button" aria-label="下一张" className={cx(arrow, css({ right: "0", borderLeftRadius: "md" }))} onClick={() => go(index + 1)}>
            <ChevronRightIcon size={22} />
          </button>
          <div className={css({ position: "absolute", bottom: "3", left: "50%", transform: "translateX(-50%)", display: "flex", gap: "0" })}>
            {slides.map((slide, i) => (
              <button
                key={`${i}-${slide.image}`}
                type="button"
                aria-label={`第 ${i + 1} 张：${slide.title}`}
                aria-current={i === index ? "true" : undefined}
                onClick={() => go(i)}
                className={css({
                  // A 24 px target (WCAG 2.2 target size) around the small dot it draws.
                  display: "grid",
                  placeItems: "center",
                  w: "24px",
                  h: "24px",
                  borderRadius: "full",
                  cursor: "pointer",
                  _before: {
                    content: '""',
                    w: "2",
                    h: "2",
                    borderRadius: "full",
                    bg: "rgba(255,255,255,0.55)",
                    transition: "width 0.2s, background 0.2s",
                  },
                  "&[aria-current=true]::before": { w: "5", bg: "white" },
                  _focusVisible: { outline: "2px solid white", outlineOffset: "0" },
                })}
              />
            ))}
          </div>
        </>
      )}
    </section>
  )
}
