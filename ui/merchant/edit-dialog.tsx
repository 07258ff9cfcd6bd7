import { useId, type ReactNode } from "react"
import { css } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import { Dialog } from "../components/dialog.tsx"
import { FormField } from "../components/form-field.tsx"

/**
 * The maker centre's add/modify dialog: the fields, then 取消 and 确定. It does not close while
 * saving. 确定 runs `onSave`, or submits the form `formId` when the fields are a form of their own.
 */
export function EditDialog({
  title,
  busy,
  disabled = false,
  onClose,
  onSave,
  formId,
  bare = false,
  children,
}: {
  readonly title: string
  readonly busy: boolean
  /** 确定 is off until the fields allow saving. */
  readonly disabled?: boolean
  readonly onClose: () => void
  readonly onSave?: () => void
  readonly formId?: string
  /** The children bring their own layout (a form); otherwise they are laid out as a column of fields. */
  readonly bare?: boolean
  readonly children: ReactNode
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={title}
      footer={
        <>
          <button type="button" className={button({ variant: "plain", size: "sm" })} disabled={busy} onClick={onClose}>
            取消
          </button>
          {formId === undefined ? (
            <button type="button" className={button({ size: "sm" })} disabled={busy || disabled} onClick={onSave}>
              确定
            </button>
          ) : (
            <button type="submit" form={formId} className={button({ size: "sm" })} disabled={busy || disabled}>
              确定
            </button>
          )}
        </>
      }
    >
      {bare ? children : <div className={css({ display: "grid", gap: "3", mt: "3" })}>{children}</div>}
    </Dialog>
  )
}

/** A labelled control of an edit dialog; `children` gets the id that ties them. */
export function DialogLabelled({ label, children }: { readonly label: ReactNode; readonly children: (id: string) => ReactNode }) {
  const id = useId()
  return (
    <FormField id={id} label={label}>
      {children(id)}
    </FormField>
  )
}

/** A labelled one-line text field of an edit dialog. */
export function DialogInput({ label, value, onChange, maxLength, placeholder }: { readonly label: string; readonly value: string; readonly onChange: (value: string) => void; readonly maxLength: number; readonly placeholder?: string }) {
  return (
    <DialogLabelled label={label}>
      {(id) => <input id={id} className={input({ size: "sm" })} maxLength={maxLength} placeholder={placeholder} value={value} onChange={(e) => onChange(e.target.value)} />}
    </DialogLabelled>
  )
}

/** 新增…, the action beside a list page's heading that opens its edit dialog on a new record. */
export function AddButton({ onClick, children }: { readonly onClick: () => void; readonly children: ReactNode }) {
  return (
    <button type="button" className={button({ size: "sm" })} onClick={onClick}>
      {children}
    </button>
  )
}

/** 修改, the action of a row that opens its edit dialog. */
export function ModifyButton({ onClick }: { readonly onClick: () => void }) {
  return (
    <button type="button" className={button({ size: "xs", variant: "link" })} onClick={onClick}>
      修改
    </button>
  )
}
