import { useState } from "react"
import { button } from "styled-system/recipes"
import { Dialog } from "./dialog.tsx"

export interface ConfirmDialogProps {
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
  /** The question, exactly as the spec words it (e.g. 确定注销并退出登录吗？). */
  readonly message: string
  readonly title?: string
  readonly confirmText?: string
  readonly cancelText?: string
  /** `danger` for destructive actions. */
  readonly tone?: "accent" | "danger"
  /** Runs on confirm; while a returned promise is pending the buttons are disabled. The dialog closes when it settles. */
  readonly onConfirm: () => void | Promise<void>
}

/** A yes/no question in an alert dialog: 取消 closes it, 确定 runs `onConfirm`. */
export function ConfirmDialog({
  open,
  onOpenChange,
  message,
  title = "提示",
  confirmText = "确定",
  cancelText = "取消",
  tone = "accent",
  onConfirm,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false)
  const confirm = async () => {
    setBusy(true)
    try {
      await onConfirm()
    } finally {
      setBusy(false)
      onOpenChange(false)
    }
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={title}
      description={message}
      size="sm"
      role="alertdialog"
      footer={
        <>
          <button type="button" className={button({ variant: "plain", size: "sm" })} disabled={busy} onClick={() => onOpenChange(false)}>
            {cancelText}
          </button>
          <button
            type="button"
            className={button({ variant: tone === "danger" ? "danger" : "solid", size: "sm" })}
            disabled={busy}
            data-loading={busy ? "" : undefined}
            onClick={() => void confirm()}
          >
            {confirmText}
          </button>
        </>
      }
    />
  )
}
