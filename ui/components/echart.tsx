import { useEffect, useRef } from "react"
import { css } from "styled-system/css"

/**
 * What every chart of the portal shares: a tooltip for the whole axis, the series' names as a
 * legend along the top, and room above the grid for it. ECharts 6 puts the legend at the bottom
 * by default, where it would cover the axis labels. `left` is the room for the value axis.
 */
export const chartFrame = (legend: ReadonlyArray<string>, grid: { readonly left: number; readonly right?: number; readonly bottom?: number }) => ({
  tooltip: { trigger: "axis" },
  legend: { data: [...legend], top: 0 },
  grid: { left: grid.left, right: grid.right ?? 16, top: 40, bottom: grid.bottom ?? 30 },
})

/**
 * A chart drawn by ECharts from `option` (loaded with the first page that draws one), resized
 * with the window and drawn again when the option changes. Shown to screen readers as an image
 * named `label`.
 */
export function EChart({ option, label, height = "80" }: { readonly option: Record<string, unknown>; readonly label: string; readonly height?: "72" | "80" }) {
  const box = useRef<HTMLDivElement>(null)
  // Options are plain data built per render; the chart is redrawn when their content changes.
  const key = JSON.stringify(option)
  useEffect(() => {
    let disposed = false
    let chart: { dispose(): void; resize(): void } | null = null
    const onResize = () => chart?.resize()
    void import("echarts").then((echarts) => {
      if (disposed || !box.current) return
      const c = echarts.init(box.current)
      chart = c
      c.setOption(JSON.parse(key) as Record<string, unknown>)
      window.addEventListener("resize", onResize)
    })
    return () => {
      disposed = true
      window.removeEventListener("resize", onResize)
      chart?.dispose()
    }
  }, [key])
  return <div ref={box} role="img" aria-label={label} className={height === "72" ? css({ w: "full", h: "72" }) : css({ w: "full", h: "80" })} />
}
