import { useRef, useState, type PointerEvent } from "react"
import { css } from "styled-system/css"
import { DEFAULT_MAGNIFIER, lensAt, shiftThumbWindow, thumbWindowStart, type LensView } from "../../domain/courses/magnifier.ts"
import { MAGNIFIER_THUMB_HEIGHT_PX, MAGNIFIER_VISIBLE_THUMBS } from "../../domain/core/constants.ts"
import { ChevronLeftIcon, ChevronRightIcon } from "./icons.tsx"

export interface MagnifierImage {
  readonly url: string
  readonly caption: string
}

/**
 * The image magnifier (spec 2 §2, §9): a 400×400 picture with a lens, the part under the lens
 * shown 3 times larger beside it (where there is room: on narrow screens the picture alone),
 * and a strip of 100 px thumbnails of which 4 show at once, with arrows.
 */
export function ImageMagnifier({ images, label }: { readonly images: ReadonlyArray<MagnifierImage>; readonly label: string }) {
  const [selected, setSelected] = useState(0)
  const [start, setStart] = useState(0)
  const [lens, setLens] = useState<LensView | null>(null)
  const box = useRef<HTMLDivElement>(null)
  const image = images[selected] ?? images[0]
  if (!image) return null
  const size = DEFAULT_MAGNIFIER.width

  const move = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === "touch" || !box.current) return
    const rect = box.current.getBoundingClientRect()
    // The box may be drawn smaller than 400 px: work in its own units.
    const scale = size / rect.width
    setLens(lensAt((event.clientX - rect.left) * scale, (event.clientY - rect.top) * scale))
  }
  const choose = (index: number) => {
    setSelected(index)
    setStart((s) => thumbWindowStart(index, images.length, s))
  }
  const visible = images.slice(start, start + MAGNIFIER_VISIBLE_THUMBS)

  return (
    <div className={css({ display: "grid", gap: "3", w: "full", maxW: "400px" })}>
      <div className={css({ position: "relative" })}>
        <div
          ref={box}
          role="img"
          aria-label={`${label}：${image.caption}`}
          onPointerMove={move}
          onPointerLeave={() => setLens(null)}
          className={css({ position: "relative", w: "full", aspectRatio: "1", bg: "bg.muted", borderRadius: "md", overflow: "hidden", cursor: "crosshair", borderWidth: "1px", borderColor: "border.subtle" })}
        >
          <img src={image.url} alt="" className={css({ w: "full", h: "full", objectFit: "contain", pointerEvents: "none" })} />
          {lens && (
            <span
              aria-hidden="true"
              className={css({ position: "absolute", bg: "accent.solid/15", borderWidth: "1px", borderColor: "accent.solid", pointerEvents: "none" })}
              style={{
                left: `${(lens.lensX / size) * 100}%`,
                top: `${(lens.lensY / size) * 100}%`,
                width: `${(lens.lensWidth / size) * 100}%`,
                height: `${(lens.lensHeight / size) * 100}%`,
              }}
            />
          )}
        </div>
        {lens && (
          <div
            aria-hidden="true"
            data-testid="magnifier-zoom"
            className={css({
              display: { base: "none", lg: "block" },
              position: "absolute",
              top: "0",
              left: "calc(100% + 16px)",
              w: "400px",
              h: "400px",
              zIndex: 10,
              bg: "bg.surface",
              borderWidth: "1px",
              borderColor: "border.default",
              borderRadius: "md",
              boxShadow: "overlay",
              backgroundRepeat: "no-repeat",
            })}
            style={{
              backgroundImage: `url("${image.url}")`,
              backgroundSize: `${lens.backgroundWidth}px ${lens.backgroundHeight}px`,
              backgroundPosition: `${lens.backgroundX}px ${lens.backgroundY}px`,
            }}
          />
        )}
      </div>
      <p className={css({ fontSize: "sm", color: "fg.muted", textAlign: "center" })}>{image.caption}</p>
      {images.length > 1 && (
        <div className={css({ display: "flex", alignItems: "center", gap: "2" })}>
          <button
            type="button"
            aria-label="上一组图片"
            disabled={start === 0}
            onClick={() => setStart((s) => shiftThumbWindow(s, -1, images.length))}
            className={css({ w: "6", h: "full", display: "grid", placeItems: "center", color: "fg.muted", cursor: "pointer", _disabled: { opacity: 0.3, cursor: "not-allowed" } })}
          >
            <ChevronLeftIcon />
          </button>
          <ul className={css({ flex: "1", display: "grid", gridTemplateColumns: `repeat(${MAGNIFIER_VISIBLE_THUMBS}, 1fr)`, gap: "2" })}>
            {visible.map((thumb, i) => {
              const index = start + i
              return (
                <li key={`${index}-${thumb.url}`}>
                  <button
                    type="button"
                    aria-label={`查看第 ${index + 1} 张：${thumb.caption}`}
                    aria-pressed={index === selected}
                    onClick={() => choose(index)}
                    onMouseEnter={() => choose(index)}
                    className={css({
                      display: "block",
                      w: "full",
                      borderWidth: "2px",
                      borderColor: "transparent",
                      borderRadius: "md",
                      overflow: "hidden",
                      cursor: "pointer",
                      bg: "bg.muted",
                      "&[aria-pressed=true]": { borderColor: "accent.solid" },
                    })}
                    style={{ height: MAGNIFIER_THUMB_HEIGHT_PX }}
                  >
                    <img src={thumb.url} alt="" className={css({ w: "full", h: "full", objectFit: "cover" })} />
                  </button>
                </li>
              )
            })}
          </ul>
          <button
            type="button"
            aria-label="下一组图片"
            disabled={start + MAGNIFIER_VISIBLE_THUMBS >= images.length}
            onClick={() => setStart((s) => shiftThumbWindow(s, 1, images.length))}
            className={css({ w: "6", h: "full", display: "grid", placeItems: "center", color: "fg.muted", cursor: "pointer", _disabled: { opacity: 0.3, cursor: "not-allowed" } })}
          >
            <ChevronRightIcon />
          </button>
        </div>
      )}
    </div>
  )
}
