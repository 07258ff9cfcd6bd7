import { useState, type FormEvent } from "react"
import { css } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import { MALL_MESSAGES } from "../../../domain/mall/messages.ts"
import { trackingProblem, type MallOrder } from "../../../domain/mall/order.ts"
import { Dialog } from "../../components/dialog.tsx"
import { CourierPicker } from "./courier-picker.tsx"
import { FormAlert } from "../../components/form-alert.tsx"

/**
 * 发货: the courier from the spec's list and the tracking number, checked as the server checks
 * them (trackingProblem) before anything is sent; the server's refusal shows in the dialog.
 */
export function ShipDialog({
  order,
  open,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  readonly order: MallOrder | null
  readonly open: boolean
  readonly busy: boolean
  /** The check's or the server's message. */
  readonly error: string | null
  readonly onSubmit: (courier: string, trackingNo: string) => void
  readonly onCancel: () => void
}) {
  const [courier, setCourier] = useState("")
  const [trackingNo, setTrackingNo] = useState("")
  const [touched, setTouched] = useState(false)
  const [sent, setSent] = useState<string | null>(null)
  const live = touched ? trackingProblem(courier, trackingNo) : null
  // The machine's message belongs to the values sent; editing them puts the live check first.
  const message = live ?? (sent === `${courier}|${trackingNo}` ? error : null)
  const courierWrong = message === MALL_MESSAGES.courierRequired
  const numberWrong = message !== null && !courierWrong

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setTouched(true)
    setSent(`${courier}|${trackingNo}`)
    onSubmit(courier, trackingNo)
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !busy && onCancel()}
      title="订单发货"
      description={order ? `订单号 ${order.orderNum} · 收货人 ${order.address.name} ${order.address.phone}` : undefined}
    >
      {order && (
        <form onSubmit={submit} noValidate className={css({ display: "grid", gap: "4", mt: "4" })} aria-label="发货信息">
          <p className={css({ fontSize: "sm", color: "fg.muted", bg: "bg.muted", px: "3", py: "2", borderRadius: "md" })}>
            {order.address.regionText} {order.address.detail}
          </p>
          <CourierPicker value={courier} onValueChange={setCourier} invalid={courierWrong} />
          <label className={css({ display: "grid", gap: "1", fontSize: "sm", fontWeight: "medium" })}>
            快递单号
            <input
              className={input()}
              value={trackingNo}
              maxLength={40}
              autoComplete="off"
              inputMode="text"
              placeholder="6至30位字母或数字"
              aria-invalid={numberWrong || undefined}
              aria-describedby={message ? "ship-error" : undefined}
              onChange={(e) => setTrackingNo(e.target.value)}
              onBlur={() => trackingNo !== "" && setTouched(true)}
            />
          </label>
          <FormAlert id="ship-error" message={message} />
          <div className={css({ display: "flex", justifyContent: "flex-end", gap: "3" })}>
            <button type="button" className={button({ variant: "plain" })} disabled={busy} onClick={onCancel}>
              取消
            </button>
            <button type="submit" className={button()} disabled={busy} data-loading={busy ? "" : undefined}>
              确认发货
            </button>
          </div>
        </form>
      )}
    </Dialog>
  )
}
