import { css } from "styled-system/css"
import { tag } from "styled-system/recipes"
import type { SavedAddress } from "../../../domain/member/entities/member.ts"

/**
 * Choosing one of the member's delivery addresses (spec 2 §2 address selection list): radio
 * cards with the receiver, phone, region and detail; the default one marked. Arrow keys move
 * between them as radios do.
 */
export function AddressPicker({
  addresses,
  value,
  onChange,
  disabled = false,
  legend = "选择收货地址",
}: {
  readonly addresses: ReadonlyArray<SavedAddress>
  readonly value: number | null
  readonly onChange: (id: number) => void
  readonly disabled?: boolean
  readonly legend?: string
}) {
  return (
    <fieldset disabled={disabled}>
      <legend className={css({ srOnly: true })}>{legend}</legend>
      <ul className={css({ display: "grid", gap: "2", gridTemplateColumns: { base: "1fr", md: "repeat(2, minmax(0, 1fr))" } })}>
        {addresses.map((a) => {
          const chosen = value === a.id
          return (
            <li key={a.id}>
              <label
                className={css({
                  display: "flex",
                  gap: "3",
                  p: "3",
                  h: "full",
                  borderWidth: "1px",
                  borderRadius: "md",
                  cursor: "pointer",
                  borderColor: chosen ? "highlight.solid" : "border.subtle",
                  bg: chosen ? "highlight.subtle" : "bg.surface",
                  _hover: { borderColor: "highlight.solid" },
                  "&:has(input:focus-visible)": { outline: "2px solid", outlineColor: "accent.solid", outlineOffset: "2px" },
                })}
              >
                <input type="radio" name="delivery-address" checked={chosen} onChange={() => onChange(a.id)} className={css({ mt: "1", accentColor: "token(colors.highlight.solid)" })} />
                <span className={css({ fontSize: "sm", display: "grid", gap: "1", minW: "0" })}>
                  <span className={css({ display: "flex", gap: "2", alignItems: "center", flexWrap: "wrap" })}>
                    <strong>{a.name}</strong>
                    <span>{a.phone ?? a.telephone}</span>
                    {a.defaulted && <span className={tag({ tone: "highlight", size: "sm" })}>默认</span>}
                  </span>
                  <span className={css({ color: "fg.muted", wordBreak: "break-all" })}>
                    {a.regionText} {a.detail}
                  </span>
                </span>
              </label>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}
