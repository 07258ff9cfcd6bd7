import { useState, type FormEvent } from "react"
import { css } from "styled-system/css"
import { input } from "styled-system/recipes"
import { MALL_MESSAGES } from "../../../domain/mall/messages.ts"
import { trackingProblem } from "../../../domain/mall/order.ts"
import { FormAlert } from "../../components/form-alert.tsx"
import { CourierPicker } from "./courier-picker.tsx"

/**
 * The courier and tracking number of a parcel (a shop's 发货, a member's 退货物流), checked as the
 * server checks them (trackingProblem) once the form was tried. The machine's message belongs to
 * the values sent; editing them puts the live check first.
 */
export function useShipmentDraft(options: {
  readonly initial: { readonly courier: string; readonly trackingNo: string }
  /** The machine's message about the values last sent. */
  readonly error: string | null
  readonly onSubmit: (courier: string, trackingNo: string) => void
}) {
  const [courier, setCourier] = useState(options.initial.courier)
  const [trackingNo, setTrackingNo] = useState(options.initial.trackingNo)
  const [touched, setTouched] = useState(false)
  const [sent, setSent] = useState<string | null>(null)
  const live = touched ? trackingProblem(courier, trackingNo) : null
  const message = live ?? (sent === `${courier}|${trackingNo}` ? options.error : null)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setTouched(true)
    setSent(`${courier}|${trackingNo}`)
    options.onSubmit(courier, trackingNo)
  }
  return { courier, setCourier, trackingNo, setTrackingNo, message, touch: () => setTouched(true), submit }
}

/** The courier picker, the 快递单号 field and the draft's message under them. */
export function ShipmentFields({
  draft,
  alertId,
  checkOnBlur = false,
}: {
  readonly draft: ReturnType<typeof useShipmentDraft>
  /** Set when the number field is described by the message. */
  readonly alertId?: string
  /** Starts the live check when a typed number is left, before the first try. */
  readonly checkOnBlur?: boolean
}) {
  const { courier, setCourier, trackingNo, setTrackingNo, message, touch } = draft
  const courierWrong = message === MALL_MESSAGES.courierRequired
  return (
    <>
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
          aria-invalid={(message !== null && !courierWrong) || undefined}
          aria-describedby={alertId !== undefined && message ? alertId : undefined}
          onChange={(e) => setTrackingNo(e.target.value)}
          onBlur={checkOnBlur ? () => trackingNo !== "" && touch() : undefined}
        />
      </label>
      <FormAlert id={alertId} message={message} />
    </>
  )
}
