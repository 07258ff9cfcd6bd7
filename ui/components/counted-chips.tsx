import { ChoiceChips } from "./filter-chips.tsx"

/**
 * A row of filter chips with the count after each choice (全部 12, 已发布 8): null is 全部. The
 * counts come with the list, so they show once it has loaded; `all` is the count of 全部.
 */
export function CountedChips<K extends string>(props: {
  readonly label: string
  readonly className: string
  readonly keys: ReadonlyArray<K>
  readonly labels: Readonly<Record<K, string>>
  readonly counts: Readonly<Partial<Record<string, number>>> | undefined
  readonly all: number | null
  readonly value: K | null
  readonly onChange: (value: K | null) => void
}) {
  const { counts } = props
  return (
    <div role="group" aria-label={props.label} className={props.className}>
      <ChoiceChips
        options={[{ value: null, label: `全部${props.all !== null ? ` ${props.all}` : ""}` }, ...props.keys.map((k) => ({ value: k, label: `${props.labels[k]}${counts ? ` ${counts[k]}` : ""}` }))]}
        value={props.value}
        onChange={props.onChange}
      />
    </div>
  )
}
