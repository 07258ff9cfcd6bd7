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
  /** Runs on confirm (it sends the call; the caller's call shows its busy state and outcome); the dialog then closes. */
  readonly onConfirm: () => void
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
  const confirm = () => {
    onConfirm()
    onOpenChange(false)
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={message}
      size="sm"
      role="alertdialog"
      footer={
        <>
          <button type="button" className={button({ variant: "plain", size: "sm" })} onClick={() => onOpenChange(false)}>
            {cancelText}
          </button>
          <button
            type="button"
            className={button({ variant: tone === "danger" ? "danger" : "solid", size: "sm" })}
            onClick={confirm}
          >
            {confirmText}
          </button>
        </>
      }
    />
  )
}
