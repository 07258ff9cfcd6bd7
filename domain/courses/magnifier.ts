/**
 * The image magnifier (spec 2 §2, §9): a lens over the picture and a panel showing the part
 * under the lens `zoom` times larger; a strip of thumbnails of which `visible` show at once.
 */
import { MAGNIFIER_HEIGHT_PX, MAGNIFIER_VISIBLE_THUMBS, MAGNIFIER_WIDTH_PX, MAGNIFIER_ZOOM } from "../core/constants.ts"

export interface MagnifierBox {
  readonly width: number
  readonly height: number
  readonly zoom: number
}

export const DEFAULT_MAGNIFIER: MagnifierBox = { width: MAGNIFIER_WIDTH_PX, height: MAGNIFIER_HEIGHT_PX, zoom: MAGNIFIER_ZOOM }

export interface LensView {
  /** The lens' top-left corner inside the picture. */
  readonly lensX: number
  readonly lensY: number
  readonly lensWidth: number
  readonly lensHeight: number
  /** CSS background of the zoomed panel: size and (negative) position. */
  readonly backgroundWidth: number
  readonly backgroundHeight: number
  readonly backgroundX: number
  readonly backgroundY: number
}

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value))

/** The lens centred on the pointer (x, y inside the picture), kept inside the picture. */
export function lensAt(x: number, y: number, box: MagnifierBox = DEFAULT_MAGNIFIER): LensView {
  const zoom = box.zoom > 1 ? box.zoom : 1
  const lensWidth = box.width / zoom
  const lensHeight = box.height / zoom
  const lensX = clamp(x - lensWidth / 2, 0, box.width - lensWidth)
  const lensY = clamp(y - lensHeight / 2, 0, box.height - lensHeight)
  return {
    lensX,
    lensY,
    lensWidth,
    lensHeight,
    backgroundWidth: box.width * zoom,
    backgroundHeight: box.height * zoom,
    backgroundX: -lensX * zoom,
    backgroundY: -lensY * zoom,
  }
}

/** First thumbnail shown so that `selected` is visible, moving the window as little as possible. */
export function thumbWindowStart(selected: number, count: number, start: number, visible = MAGNIFIER_VISIBLE_THUMBS): number {
  const maxStart = Math.max(0, count - visible)
  let next = clamp(start, 0, maxStart)
  if (selected < next) next = selected
  if (selected >= next + visible) next = selected - visible + 1
  return clamp(next, 0, maxStart)
}

/** The window moved by `delta` thumbnails (the strip's arrows), kept within the list. */
export function shiftThumbWindow(start: number, delta: number, count: number, visible = MAGNIFIER_VISIBLE_THUMBS): number {
  return clamp(start + delta, 0, Math.max(0, count - visible))
}
