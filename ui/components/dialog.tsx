import { Dialog as ArkDialog } from "@ark-ui/react/dialog"
import { Portal } from "@ark-ui/react/portal"
import type { ReactNode } from "react"
import { css, cx } from "styled-system/css"
import { dialog } from "styled-system/recipes"
import { CloseIcon } from "./icons.tsx"

export interface DialogProps {
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
  /** Heading of the dialog; also its accessible name. */
  readonly title: string
  readonly description?: ReactNode
  readonly children?: ReactNode
  /** Buttons row at the bottom, right-aligned. */
  readonly footer?: ReactNode
  readonly size?: "sm" | "md" | "lg"
  /** `alertdialog` for confirmations that interrupt the user. */
  readonly role?: "dialog" | "alertdialog"
  /** Hides the corner close button (the footer then must offer a way out). */
  readonly hideClose?: boolean
}

/**
 * A modal dialog (Ark UI): focus is trapped inside, Escape and the backdrop close it, focus
 * returns to what opened it.
 */
export function Dialog({ open, onOpenChange, title, description, children, footer, size = "md", role = "dialog", hideClose = false }: DialogProps) {
  const classes = dialog({ size })
  return (
    <ArkDialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} role={role} lazyMount unmountOnExit>
      <Portal>
        <ArkDialog.Backdrop className={classes.backdrop} />
        <ArkDialog.Positioner className={classes.positioner}>
          <ArkDialog.Content className={classes.content}>
            <ArkDialog.Title className={classes.title}>{title}</ArkDialog.Title>
            {description !== undefined && <ArkDialog.Description className={classes.description}>{description}</ArkDialog.Description>}
            {children}
            {footer !== undefined && (
              <div className={css({ display: "flex", justifyContent: "flex-end", gap: "3", mt: "6" })}>{footer}</div>
            )}
            {!hideClose && (
              <ArkDialog.CloseTrigger className={cx(classes.closeTrigger)} aria-label="关闭">
                <CloseIcon size={18} />
              </ArkDialog.CloseTrigger>
            )}
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  )
}
