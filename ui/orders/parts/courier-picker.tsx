import { Combobox, createListCollection } from "@ark-ui/react/combobox"
import { useMemo, useState } from "react"
import { css, cx } from "styled-system/css"
import { input, select } from "styled-system/recipes"
import { CARRIERS, COURIERS, courierLabel, searchCouriers } from "../../../domain/mall/logistics/couriers.ts"
import { ChevronDownIcon } from "../../components/icons.tsx"

interface Option {
  readonly value: string
  readonly label: string
}

/** The 17 carriers first (the companies most parcels go with), then the rest of the list. */
const DEFAULT_ORDER: ReadonlyArray<Option> = (() => {
  const first = CARRIERS.map((c) => ({ value: c.code, label: c.name }))
  const seen = new Set(first.map((c) => c.value))
  return [...first, ...COURIERS.filter((c) => !seen.has(c.value)).map((c) => ({ value: c.value, label: c.label }))]
})()

/**
 * The courier of a shipment, picked from the spec's list of about 400 companies (Ark UI
 * combobox): typing filters by name or code (顺丰, SF), arrow keys and Enter pick, the 17 common
 * carriers come first.
 */
export function CourierPicker({
  value,
  onValueChange,
  invalid = false,
  label = "快递公司",
}: {
  readonly value: string
  readonly onValueChange: (code: string) => void
  readonly invalid?: boolean
  readonly label?: string
}) {
  const classes = select()
  const [text, setText] = useState(value ? courierLabel(value) : "")
  const [filter, setFilter] = useState("")
  const collection = useMemo(() => {
    const items = filter.trim() === "" ? DEFAULT_ORDER : searchCouriers(filter).map((c) => ({ value: c.value, label: c.label }))
    return createListCollection<Option>({ items: [...items], itemToString: (i) => i.label, itemToValue: (i) => i.value })
  }, [filter])
  return (
    <Combobox.Root
      className={classes.root}
      collection={collection}
      value={value ? [value] : []}
      inputValue={text}
      openOnClick
      selectionBehavior="replace"
      positioning={{ sameWidth: true, gutter: 4 }}
      onInputValueChange={(details) => {
        setText(details.inputValue)
        // Choosing an item writes its name into the input: that is not a new search.
        if (details.reason === "input-change") setFilter(details.inputValue)
      }}
      onValueChange={(details) => {
        const next = details.value[0] ?? ""
        onValueChange(next)
        setText(next ? courierLabel(next) : "")
        setFilter("")
      }}
      onOpenChange={(details) => {
        if (!details.open) {
          setFilter("")
          setText(value ? courierLabel(value) : "")
        }
      }}
      invalid={invalid}
    >
      <Combobox.Label className={classes.label}>{label}</Combobox.Label>
      <Combobox.Control className={cx(classes.control, css({ display: "flex" }))}>
        <Combobox.Input className={cx(input({ size: "md" }), css({ pr: "9" }))} placeholder="输入名称或代码搜索，如 顺丰、SF" />
        <Combobox.Trigger className={css({ position: "absolute", right: "1", top: "50%", transform: "translateY(-50%)", p: "2", color: "fg.subtle" })} aria-label="展开快递公司列表">
          <ChevronDownIcon size={14} />
        </Combobox.Trigger>
      </Combobox.Control>
      <Combobox.Positioner className={classes.positioner}>
        <Combobox.Content className={classes.content}>
          {collection.items.length === 0 ? (
            <p className={css({ px: "3", py: "2", fontSize: "sm", color: "fg.muted" })}>没有找到该快递公司</p>
          ) : (
            collection.items.map((item) => (
              <Combobox.Item key={item.value} item={item} className={classes.item}>
                <Combobox.ItemText>{item.label}</Combobox.ItemText>
                <span className={css({ fontSize: "xs", color: "fg.subtle", fontFamily: "mono" })}>{item.value}</span>
              </Combobox.Item>
            ))
          )}
        </Combobox.Content>
      </Combobox.Positioner>
    </Combobox.Root>
  )
}
