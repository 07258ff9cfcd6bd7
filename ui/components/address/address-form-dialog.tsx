import { useSelector } from "@xstate/react"
import { useActorRef } from "../../app/flow-hooks.ts"
import { useEffect, useEffectEvent, useId, useMemo, useState } from "react"
import { css } from "styled-system/css"
import { input } from "styled-system/recipes"
import type { SavedAddress } from "../../../domain/member/entities/member.ts"
import { addressFormMode, emptyAddressForm, type AddressValues } from "../../../domain/member/address.ts"
import { NOTICE_MESSAGES } from "../../../domain/core/messages.ts"
import { parseRegionIds } from "../../../domain/region/region-ids.ts"
import { validateAddress, type AddressField } from "../../../domain/member/address-form.ts"
import type { FormErrors } from "../../../domain/core/validation/form-errors.ts"
import { addressFormMachineFor } from "../../app/member-wiring.ts"
import { notify } from "../../notify/toast-store.ts"
import { Dialog } from "../dialog.tsx"
import { FormField } from "../form-field.tsx"
import { RegionCascader } from "./region-cascader.tsx"
import { FormAlert } from "../form-alert.tsx"
import { FormButtons } from "../form-buttons.tsx"

const valuesOf = (address: SavedAddress | null): AddressValues =>
  address
    ? {
        name: address.name,
        region: parseRegionIds(address.region),
        detail: address.detail,
        phone: address.phone ?? "",
        telephone: address.telephone ?? "",
        defaulted: address.defaulted,
      }
    : { ...emptyAddressForm(), region: [] }

function AddressForm({
  address,
  onSaved,
  onCancel,
}: {
  address: SavedAddress | null
  onSaved: (saved: SavedAddress) => void
  onCancel: () => void
}) {
  const id = useId()
  const mode = addressFormMode(address?.id)
  const [values, setValues] = useState<AddressValues>(() => valuesOf(address))
  const machine = useMemo(() => addressFormMachineFor(address?.id ?? null), [address?.id])
  const actor = useActorRef(machine)
  const attempted = useSelector(actor, (s) => s.context.attempted)
  const serverError = useSelector(actor, (s) => s.context.error)
  const busy = useSelector(actor, (s) => s.hasTag("busy"))
  const saved = useSelector(actor, (s) => (s.status === "done" ? (s.context.result as SavedAddress) : null))
  const announceSaved = useEffectEvent((result: SavedAddress) => {
    notify.success(mode === "create" ? NOTICE_MESSAGES.addressAdded : NOTICE_MESSAGES.addressUpdated)
    onSaved(result)
  })
  useEffect(() => {
    if (saved === null) return
    announceSaved(saved)
    // Once per saved address.
  }, [saved])
  const errors: FormErrors<AddressField> = attempted ? validateAddress(values) : {}

  const set = <K extends keyof AddressValues>(key: K, value: AddressValues[K]) => setValues((v) => ({ ...v, [key]: value }))
  const submit = () => actor.send({ type: "form.submit", values })

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        submit()
      }}
      className={css({ display: "grid", gap: "4" })}
    >
      <FormField id={`${id}-name`} label="收货人" required errors={errors.name}>
        <input
          id={`${id}-name`}
          className={input()}
          maxLength={30}
          autoComplete="name"
          value={values.name}
          onChange={(e) => set("name", e.target.value)}
          placeholder="2-30个字符"
        />
      </FormField>
      <div className={css({ display: "grid", gap: "1.5" })}>
        <span id={`${id}-region-label`} className={css({ fontSize: "sm", fontWeight: "medium" })}>
          <span aria-hidden="true" className={css({ color: "danger.text", mr: "0.5" })}>
            *
          </span>
          所在地区
        </span>
        <div aria-labelledby={`${id}-region-label`} role="group">
          <RegionCascader
            value={values.region}
            onChange={(ids) => set("region", ids)}
            invalid={(errors.region?.length ?? 0) > 0}
            describedBy={errors.region ? `${id}-region-errors` : undefined}
          />
        </div>
        {errors.region && (
          <p id={`${id}-region-errors`} className={css({ fontSize: "xs", color: "danger.text" })}>
            {errors.region[0]}
          </p>
        )}
      </div>
      <FormField id={`${id}-detail`} label="详细地址" required errors={errors.detail}>
        <textarea
          id={`${id}-detail`}
          className={`${input()} ${css({ h: "auto", py: "2", minH: "20", resize: "vertical" })}`}
          maxLength={120}
          value={values.detail}
          onChange={(e) => set("detail", e.target.value)}
          placeholder="街道、门牌号、小区、楼栋号、单元室等，3-120个字符"
        />
      </FormField>
      <div className={css({ display: "grid", gridTemplateColumns: { base: "1fr", sm: "1fr 1fr" }, gap: "4" })}>
        <FormField id={`${id}-phone`} label="手机号码" errors={errors.phone}>
          <input
            id={`${id}-phone`}
            className={input()}
            type="tel"
            inputMode="numeric"
            maxLength={11}
            autoComplete="tel"
            value={values.phone}
            onChange={(e) => set("phone", e.target.value)}
            placeholder="11位手机号"
          />
        </FormField>
        <FormField id={`${id}-telephone`} label="固定电话" errors={errors.telephone}>
          <input
            id={`${id}-telephone`}
            className={input()}
            type="tel"
            maxLength={13}
            value={values.telephone}
            onChange={(e) => set("telephone", e.target.value)}
            placeholder="如 010-1234567"
          />
        </FormField>
      </div>
      <label
        className={css({ display: "inline-flex", alignItems: "center", gap: "2", fontSize: "sm", cursor: "pointer", w: "fit-content" })}
      >
        <input
          type="checkbox"
          checked={values.defaulted}
          disabled={address?.defaulted === true}
          onChange={(e) => set("defaulted", e.target.checked)}
        />
        设为默认收货地址
      </label>
      <FormAlert message={serverError} />
      <FormButtons onCancel={onCancel} busy={busy} busyText="正在保存…">
        保存
      </FormButtons>
    </form>
  )
}

export interface AddressFormDialogProps {
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
  /** The address to edit; null adds a new one. */
  readonly address: SavedAddress | null
  readonly onSaved: (saved: SavedAddress) => void
}

/** Adding (no id) or editing (with an id) a delivery address, with the form's rules and messages (spec 2 §4, §5). */
export function AddressFormDialog({ open, onOpenChange, address, onSaved }: AddressFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={address ? "编辑收货地址" : "新增收货地址"} size="lg">
      <AddressForm
        address={address}
        onSaved={(saved) => {
          onOpenChange(false)
          onSaved(saved)
        }}
        onCancel={() => onOpenChange(false)}
      />
    </Dialog>
  )
}
