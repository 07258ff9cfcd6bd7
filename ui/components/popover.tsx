import { Popover as ArkPopover } from "@ark-ui/react/popover"
import { Portal } from "@ark-ui/react/portal"
import type { ReactElement, ReactNode } from "react"
import { popover } from "styled-system/recipes"

type PopoverPlacement = "bottom" | "bottom-start" | "bottom-end" | "top" | "left" | "right"

export interface PopoverProps {
  /** The element that opens the popover: a button (rendered as the trigger, props merged). */
  readonly trigger: ReactElement
  readonly children: ReactNode
  /** Visible heading; without one, `label` names the popover for assistive technology. */
  readonly title?: string
  readonly label?: string
  readonly placement?: PopoverPlacement
  readonly size?: "sm" | "md" | "flush"
  readonly open?: boolean
  readonly onOpenChange?: (open: boolean) => void
  /** Shows the small arrow pointing at the trigger. */
  readonly arrow?: boolean
  readonly className?: string
  /** Uncontrolled: open when first rendered. */
  readonly defaultOpen?: boolean
}

/** A non-modal popover (Ark UI) anchored to its trigger; Escape and a click outside close it. */
export function Popover({ trigger, children, title, label, placement = "bottom", size = "md", open, onOpenChange, arrow = true, className, defaultOpen = false }: PopoverProps) {
  const classes = popover({ size })
  return (
    <ArkPopover.Root
      positioning={{ placement, gutter: 8 }}
      lazyMount
      unmountOnExit
      defaultOpen={defaultOpen}
      {...(open === undefined ? {} : { open })}
      {...(onOpenChange ? { onOpenChange: (details: { open: boolean }) => onOpenChange(details.open) } : {})}
    >
      <ArkPopover.Trigger asChild>{trigger}</ArkPopover.Trigger>
      <Portal>
        <ArkPopover.Positioner className={classes.positioner}>
          <ArkPopover.Content className={className ? `${classes.content} ${className}` : classes.content} {...(title ? {} : { "aria-label": label })}>
            {arrow && (
              <ArkPopover.Arrow className={classes.arrow}>
                <ArkPopover.ArrowTip className={classes.arrowTip} />
              </ArkPopover.Arrow>
            )}
            {title && <ArkPopover.Title className={classes.title}>{title}</ArkPopover.Title>}
            {children}
          </ArkPopover.Content>
        </ArkPopover.Positioner>
      </Portal>
    </ArkPopover.Root>
  )
}
