import { Tabs as ArkTabs } from "@ark-ui/react/tabs"
import type { ReactNode } from "react"
import { tabs } from "styled-system/recipes"

interface TabItem {
  readonly value: string
  readonly label: ReactNode
  readonly content: ReactNode
  readonly disabled?: boolean
}

export interface TabsProps {
  readonly items: ReadonlyArray<TabItem>
  /** Accessible name of the tab list. */
  readonly label: string
  readonly value?: string
  readonly defaultValue?: string
  readonly onValueChange?: (value: string) => void
  readonly className?: string
}

/**
 * Tabs (Ark UI): arrow keys move between tabs; only the selected panel is rendered. A panel
 * Ark keeps for a moment after it was left renders nothing: pages often give every tab the same
 * content, which must not stand twice in the document.
 */
export function Tabs({ items, label, value, defaultValue, onValueChange, className }: TabsProps) {
  const classes = tabs()
  return (
    <ArkTabs.Root
      className={className ? `${classes.root} ${className}` : classes.root}
      lazyMount
      unmountOnExit
      {...(value === undefined ? {} : { value })}
      defaultValue={defaultValue ?? items[0]?.value ?? null}
      {...(onValueChange ? { onValueChange: (details: { value: string }) => onValueChange(details.value) } : {})}
    >
      <ArkTabs.List className={classes.list} aria-label={label}>
        {items.map((item) => (
          <ArkTabs.Trigger key={item.value} value={item.value} disabled={item.disabled ?? false} className={classes.trigger}>
            {item.label}
          </ArkTabs.Trigger>
        ))}
      </ArkTabs.List>
      <ArkTabs.Context>
        {(current) =>
          items.map((item) => (
            <ArkTabs.Content key={item.value} value={item.value} className={classes.content}>
              {item.value === current.value ? item.content : null}
            </ArkTabs.Content>
          ))
        }
      </ArkTabs.Context>
    </ArkTabs.Root>
  )
}
