import type { ReactNode } from "react"
import { css } from "styled-system/css"

/** A checkbox with its words beside it, the whole label clickable: agreements, 设为默认. */
export function CheckLabel({ checked, onChange, disabled, children }: { readonly checked: boolean; readonly onChange: (checked: boolean) => void; readonly disabled?: boolean; readonly children: ReactNode }) {
  return (
    <label className={css({ display: "inline-flex", alignItems: "center", gap: "2", fontSize: "sm", cursor: "pointer", w: "fit-content" })}>
      <input type="checkbox" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
      {children}
    </label>
  )
}
