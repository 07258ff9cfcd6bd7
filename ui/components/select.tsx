import { Portal } from "@ark-ui/react/portal"
import { createListCollection, Select as ArkSelect } from "@ark-ui/react/select"
import { useMemo } from "react"
import { select } from "styled-system/recipes"
import { ChevronDownIcon } from "./icons.tsx"

interface SelectOption {
  readonly value: string
  readonly label: string
  readonly disabled?: boolean
}

export interface SelectProps {
  /** Label of the field (visible unless `hideLabel`; always the accessible name). */
  readonly label: string
  readonly hideLabel?: boolean
  readonly options: ReadonlyArray<SelectOption>
  readonly value: string | null
  readonly onValueChange: (value: string) => void
  readonly placeholder?: string
  /** `inline`: no border of its own, for a selector inside another control. */
  readonly variant?: "outline" | "inline"
  /** Form field name (a hidden native select carries the value). */
  readonly name?: string
  readonly disabled?: boolean
  readonly className?: string
  /** Opens the list when first rendered (e.g. a click that arrived before the component loaded). */
  readonly defaultOpen?: boolean
  /** Marks the field as failing validation (`aria-invalid` on the trigger). */
  readonly invalid?: boolean
}

/** A single-choice select (Ark UI): a button that opens a listbox; type-ahead and arrow keys work. */
export function Select({ label, hideLabel = false, options, value, onValueChange, placeholder = "请选择", variant = "outline", name, disabled = false, className, defaultOpen = false, invalid = false }: SelectProps) {
  const classes = select({ variant })
  const collection = useMemo(
    () =>
      createListCollection({
        items: [...options],
        itemToString: (item) => item.label,
        itemToValue: (item) => item.value,
        isItemDisabled: (item) => item.disabled === true,
      }),
    [options],
  )
  return (
    <ArkSelect.Root
      className={className ? `${classes.root} ${className}` : classes.root}
      collection={collection}
      value={value === null ? [] : [value]}
      onValueChange={(details) => {
        const next = details.value[0]
        if (next !== undefined) onValueChange(next)
      }}
      positioning={{ sameWidth: variant === "outline", gutter: 4 }}
      disabled={disabled}
      invalid={invalid}
      defaultOpen={defaultOpen}
      lazyMount
      unmountOnExit
      {...(name ? { name } : {})}
    >
      <ArkSelect.Label className={classes.label} {...(hideLabel ? { style: visuallyHidden } : {})}>
        {label}
      </ArkSelect.Label>
      <ArkSelect.Control className={classes.control}>
        <ArkSelect.Trigger className={classes.trigger}>
          <ArkSelect.ValueText className={classes.valueText} placeholder={placeholder} />
          <ArkSelect.Indicator className={classes.indicator}>
            <ChevronDownIcon size={14} />
          </ArkSelect.Indicator>
        </ArkSelect.Trigger>
      </ArkSelect.Control>
      <Portal>
        <ArkSelect.Positioner className={classes.positioner}>
          <ArkSelect.Content className={classes.content}>
            {collection.items.map((item) => (
              <ArkSelect.Item key={item.value} item={item} className={classes.item}>
                <ArkSelect.ItemText className={classes.itemText}>{item.label}</ArkSelect.ItemText>
                <ArkSelect.ItemIndicator className={classes.itemIndicator}>✓</ArkSelect.ItemIndicator>
              </ArkSelect.Item>
            ))}
          </ArkSelect.Content>
        </ArkSelect.Positioner>
      </Portal>
      {name && <ArkSelect.HiddenSelect />}
    </ArkSelect.Root>
  )
}

const visuallyHidden = {
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const
