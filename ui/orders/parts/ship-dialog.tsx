import { css } from "styled-system/css"
import type { MallOrder } from "../../../domain/mall/order.ts"
import { Dialog } from "../../components/dialog.tsx"
import { ShipmentFields, useShipmentDraft } from "./shipment-fields.tsx"
import { FormButtons } from "../../components/form-buttons.tsx"

/**
 * 发货: the courier from the spec's list and the tracking number, checked as the server checks
 * them before anything is sent (the check starts when a typed number is left); the server's
 * refusal shows in the dialog.
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
  const draft = useShipmentDraft({ initial: { courier: "", trackingNo: "" }, error, onSubmit })

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !busy && onCancel()}
      title="订单发货"
      description={order ? `订单号 ${order.orderNum} · 收货人 ${order.address.name} ${order.address.phone}` : undefined}
    >
      {order && (
        <form onSubmit={draft.submit} noValidate className={css({ display: "grid", gap: "4", mt: "4" })} aria-label="发货信息">
          <p className={css({ fontSize: "sm", color: "fg.muted", bg: "bg.muted", px: "3", py: "2", borderRadius: "md" })}>
            {order.address.regionText} {order.address.detail}
          </p>
          <ShipmentFields draft={draft} alertId="ship-error" checkOnBlur />
          <FormButtons onCancel={onCancel} busy={busy} lockCancel>
            确认发货
          </FormButtons>
        </form>
      )}
    </Dialog>
  )
}
