import { css } from "styled-system/css"
import { input } from "styled-system/recipes"
import type { CategorySpecs } from "../../domain/merchant/index.ts"

/**
 * 规格参数 by group, as the publishing wizard and 修改商品 show them: a single-choice attribute
 * with listed values is a select, anything else free text (listed values as a hint).
 */
export function BaseValuesForm({ groups, values, onChange }: { groups: CategorySpecs["groups"]; values: Readonly<Record<number, string>>; onChange: (attrId: number, value: string) => void }) {
  return (
    <div className={css({ display: "grid", gap: "5", maxW: "2xl" })}>
      {groups.map((group) => (
        <fieldset key={group.id ?? "loose"} className={css({ display: "grid", gap: "3" })}>
          <legend className={css({ fontWeight: "semibold", mb: "2" })}>{group.name}</legend>
          {group.attrs.map((attr) => (
            <label key={attr.id} className={css({ display: "grid", gridTemplateColumns: "8rem 1fr", gap: "2", alignItems: "center", fontSize: "sm" })}>
              {attr.name}
              {attr.values.length > 0 && !attr.multiple ? (
                <select className={input({ size: "sm" })} value={values[attr.id] ?? ""} onChange={(e) => onChange(attr.id, e.target.value)}>
                  <option value="">请选择</option>
                  {attr.values.map((v) => (
                    <option key={v}>{v}</option>
                  ))}
                </select>
              ) : (
                <input className={input({ size: "sm" })} maxLength={100} placeholder={attr.values.length > 0 ? attr.values.join("、") : undefined} value={values[attr.id] ?? ""} onChange={(e) => onChange(attr.id, e.target.value)} />
              )}
            </label>
          ))}
        </fieldset>
      ))}
    </div>
  )
}

/** The values to send: one per attribute, the empty ones left out (the server applies the same rule). */
export const baseValuesOf = (values: Readonly<Record<number, string>>): Array<{ attrId: number; value: string }> =>
  Object.entries(values)
    .filter(([, v]) => v.trim() !== "")
    .map(([attrId, value]) => ({ attrId: Number(attrId), value: value.trim() }))
