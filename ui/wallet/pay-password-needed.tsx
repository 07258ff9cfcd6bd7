import { useState, type ReactNode } from "react"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { WALLET_MESSAGES } from "../../domain/wallet/wallet.ts"
import { SetPayPasswordDialog } from "../components/set-pay-password-dialog.tsx"

/**
 * A payment or a withdrawal asked of a member without a payment password: the wallet's notice,
 * then 设置支付密码 (an SMS code to the masked `phone`; `onSet` once the password is set) with
 * `cancel` beside it. Without a phone, `noPhone` shows instead: the way to bind one first.
 */
export function PayPasswordNeeded({ phone, onSet, cancel, noPhone }: { readonly phone: string | null; readonly onSet: () => void; readonly cancel?: ReactNode; readonly noPhone: ReactNode }) {
  const [dialogOpen, setDialogOpen] = useState(false)
  return (
    <div className={css({ display: "grid", gap: "3", justifyItems: "start" })}>
      <p role="alert" className={css({ color: "warning.text", bg: "warning.subtle", px: "4", py: "3", borderRadius: "md", fontSize: "sm" })}>
        {WALLET_MESSAGES.noPayPassword}
      </p>
      {phone ? (
        <div className={css({ display: "flex", gap: "3" })}>
          <button type="button" className={button()} onClick={() => setDialogOpen(true)}>
            设置支付密码
          </button>
          {cancel}
        </div>
      ) : (
        noPhone
      )}
      {phone && <SetPayPasswordDialog open={dialogOpen} onOpenChange={setDialogOpen} maskedPhone={phone} onDone={onSet} />}
    </div>
  )
}
