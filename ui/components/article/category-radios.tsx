import { css } from "styled-system/css"
import { choiceRadio } from "./article-editor.tsx"

/**
 * The categories of an article form as a radio group of buttons, the one of `value` checked.
 * The group is named by `label`, or by the element `labelledBy` when the field's label says it.
 */
export function CategoryRadios({
  categories,
  value,
  onChange,
  label,
  labelledBy,
}: {
  readonly categories: ReadonlyArray<{ readonly key: string; readonly label: string }>
  readonly value: string
  readonly onChange: (key: string) => void
  readonly label?: string
  readonly labelledBy?: string
}) {
  return (
    <div role="radiogroup" aria-label={label} aria-labelledby={labelledBy} className={css({ display: "flex", gap: "2", flexWrap: "wrap" })}>
      {categories.map((c) => (
        <button key={c.key} type="button" role="radio" aria-checked={value === c.key} className={choiceRadio} onClick={() => onChange(c.key)}>
          {c.label}
        </button>
      ))}
    </div>
  )
}
