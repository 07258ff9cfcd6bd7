import { css } from "styled-system/css"
import { button } from "styled-system/recipes"

const toggle = css({ display: "flex", gap: "1", alignItems: "center" })

/** 上移, 下移 and 删除 of one row of a list edited in place (./sorted-list-draft.ts). */
export function ListRowControls({ name, index, count, move, remove }: { readonly name: string; readonly index: number; readonly count: number; readonly move: (index: number, by: number) => void; readonly remove: (index: number) => void }) {
  return (
    <>
      <button type="button" aria-label={`${name} 上移`} className={button({ variant: "plain", size: "sm" })} disabled={index === 0} onClick={() => move(index, -1)}>
        ↑
      </button>
      <button type="button" aria-label={`${name} 下移`} className={button({ variant: "plain", size: "sm" })} disabled={index === count - 1} onClick={() => move(index, 1)}>
        ↓
      </button>
      <button type="button" aria-label={`${name} 删除`} className={button({ variant: "plain", size: "sm" })} onClick={() => remove(index)}>
        删除
      </button>
    </>
  )
}

/** 显示 and 新窗口 of one row. */
export function ListRowToggles({ show, newTab, onChange }: { readonly show: boolean; readonly newTab: boolean; readonly onChange: (patch: { show?: boolean; newTab?: boolean }) => void }) {
  return (
    <>
      <label className={toggle}>
        <input type="checkbox" checked={show} onChange={(e) => onChange({ show: e.target.checked })} />
        显示
      </label>
      <label className={toggle}>
        <input type="checkbox" checked={newTab} onChange={(e) => onChange({ newTab: e.target.checked })} />
        新窗口
      </label>
    </>
  )
}
