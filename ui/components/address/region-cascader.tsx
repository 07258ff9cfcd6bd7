import { useEffect, useState } from "react"
import { css } from "styled-system/css"
import type { RegionNode } from "../../../domain/region/entities/region.ts"
import { loadRegionTree } from "../../../domain/region/load-region-tree.ts"
import { regionCascade, type RegionTree } from "../../../domain/region/region-tree.ts"
import { Select } from "../select.tsx"

const LEVEL_LABELS = ["省份", "城市", "区县"] as const

export interface RegionCascaderProps {
  /** The chosen ids, province first. */
  readonly value: ReadonlyArray<string>
  /** Called with the new ids and their names. */
  readonly onChange: (ids: ReadonlyArray<string>, names: ReadonlyArray<string>) => void
  readonly invalid?: boolean
  readonly describedBy?: string
}

let cached: RegionTree | null = null

/**
 * Province, city and district chosen one after another from the region tree (loaded on first
 * use). Choosing a level clears the ones below it; a city without districts (东莞市) has two.
 */
export function RegionCascader({ value, onChange, invalid = false, describedBy }: RegionCascaderProps) {
  const [tree, setTree] = useState<RegionTree | null>(cached)
  useEffect(() => {
    if (tree !== null) return
    let live = true
    void loadRegionTree().then((loaded) => {
      cached = loaded
      if (live) setTree(loaded)
    })
    return () => {
      live = false
    }
  }, [tree])

  if (tree === null) return <p className={css({ fontSize: "sm", color: "fg.muted" })}>正在加载地区…</p>

  const chosen = regionCascade(tree, value)
  const levels: Array<{ options: ReadonlyArray<RegionNode>; selected: RegionNode | undefined }> = []
  let options: ReadonlyArray<RegionNode> = tree
  for (let level = 0; level < 3 && options.length > 0; level++) {
    const selected = chosen[level]
    levels.push({ options, selected })
    if (!selected) break
    options = selected.child ?? []
  }

  const pick = (level: number, id: string) => {
    const node = levels[level]?.options.find((n) => n.id === id)
    if (!node) return
    const path = [...chosen.slice(0, level), node]
    onChange(
      path.map((n) => n.id),
      path.map((n) => n.name),
    )
  }

  return (
    <div
      role="group"
      aria-describedby={describedBy}
      className={css({ display: "grid", gridTemplateColumns: { base: "1fr", sm: "repeat(3, minmax(0, 1fr))" }, gap: "2" })}
    >
      {levels.map((level, i) => (
        <Select
          key={`${i}-${levels[i - 1]?.selected?.id ?? "top"}`}
          label={LEVEL_LABELS[i] ?? "地区"}
          hideLabel
          placeholder={`请选择${LEVEL_LABELS[i] ?? "地区"}`}
          options={level.options.map((n) => ({ value: n.id, label: n.name }))}
          value={level.selected?.id ?? null}
          onValueChange={(id) => pick(i, id)}
          invalid={invalid}
        />
      ))}
    </div>
  )
}
