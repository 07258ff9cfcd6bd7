import type { ComponentProps, ReactNode } from "react"
import { css } from "styled-system/css"
import { CategoryTreeFilter } from "./category-tree-filter.tsx"
import { ErrorState } from "./error-state.tsx"
import { ChoiceChips } from "./filter-chips.tsx"
import type { Loadable } from "./list-states.tsx"

/**
 * The category tree of a catalogue (courses, products) in its panel beside the list, under a
 * heading of the tree's name; a tree that failed to load is offered again.
 */
export function CategorySide({
  className,
  load,
  loadFailed,
  ...picker
}: {
  readonly className: string
  /** The loading of the tree. */
  readonly load: Loadable
  /** Shown when the failure brings no message of its own. */
  readonly loadFailed: string
} & ComponentProps<typeof CategoryTreeFilter>) {
  return (
    <aside aria-label={picker.label} className={className}>
      <h2 className={css({ fontSize: "sm", fontWeight: "bold", px: "2", mb: "2" })}>{picker.label}</h2>
      {load.status === "failure" ? <ErrorState compact message={load.error ?? loadFailed} onRetry={load.retry} /> : <CategoryTreeFilter {...picker} />}
    </aside>
  )
}

/**
 * A row of a catalogue's filter chips (排序, 价格, 细分) with its title before them; `name` is the
 * group's accessible name when it says more than the title.
 */
export function ChipRow({ title, name = title, children }: { readonly title: string; readonly name?: string; readonly children: ReactNode }) {
  return (
    <div role="group" aria-label={name} className={css({ display: "flex", gap: "1", overflowX: "auto", alignItems: "center" })}>
      <span className={css({ fontSize: "sm", color: "fg.subtle", mr: "1", whiteSpace: "nowrap" })}>{title}</span>
      {children}
    </div>
  )
}

/** A catalogue's row of single-choice chips (排序, 价格), the chosen one pressed. */
export function ChoiceChipRow<K extends string>({ title, options, value, onChange }: { readonly title: string; readonly options: ReadonlyArray<{ readonly key: K; readonly label: string }>; readonly value: K; readonly onChange: (key: K) => void }) {
  return (
    <ChipRow title={title}>
      <ChoiceChips variant="plain" options={options.map((o) => ({ value: o.key, label: o.label }))} value={value} onChange={onChange} />
    </ChipRow>
  )
}
