import { css, cx } from "styled-system/css"
import { chip } from "styled-system/recipes"

/**
 * One choice of a row of chips. Its value is compared with `===` and names the button's React
 * key, so it is a plain value; null (or undefined) is the choice of no filter (全部).
 */
type ChipOption<V extends ChipValue> = { readonly value: V; readonly label: string }
type ChipValue = string | number | null | undefined

/** Written out per variant so that Panda finds both when it reads the sources. */
const chipOf = { outline: chip({ variant: "outline" }), plain: chip({ variant: "plain" }) } as const
type ChipVariant = keyof typeof chipOf

type ChoiceProps<V extends ChipValue> = { readonly options: ReadonlyArray<ChipOption<V>>; readonly value: V; readonly onChange: (value: V) => void; readonly variant?: ChipVariant }

/** The buttons of a single choice, the chosen one pressed, for a group that brings its own frame (a titled row, counts). */
export function ChoiceChips<V extends ChipValue>({ options, value, onChange, variant = "outline" }: ChoiceProps<V>) {
  return (
    <>
      {options.map((o) => (
        <button key={String(o.value)} type="button" className={chipOf[variant]} aria-pressed={value === o.value} onClick={() => onChange(o.value)}>
          {o.label}
        </button>
      ))}
    </>
  )
}

/**
 * A row of pressed/unpressed chips choosing one filter value (a state, a kind, an order), named by
 * `label` for a screen reader. It wraps, or with `scroll` stays one line that scrolls sideways;
 * borderless (plain) chips sit closer together. `className` adds spacing around the row.
 */
export function FilterChips<V extends ChipValue>({ label, className, scroll = false, ...choice }: { readonly label: string; readonly className?: string; readonly scroll?: boolean } & ChoiceProps<V>) {
  return (
    <div role="group" aria-label={label} className={cx(css({ display: "flex" }), choice.variant === "plain" ? css({ gap: "1" }) : css({ gap: "2" }), scroll ? css({ overflowX: "auto" }) : css({ flexWrap: "wrap" }), className)}>
      <ChoiceChips {...choice} />
    </div>
  )
}
