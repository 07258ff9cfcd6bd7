import { useState } from "react"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { ALL_CATEGORY_NAME, categoryPath } from "../../domain/core/category-filter.ts"
import type { CategoryPickerProps } from "./category-picker.ts"
import { ChevronDownIcon, ChevronRightIcon } from "./icons.tsx"
import { Popover } from "./popover.tsx"

const option = css({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "2",
  w: "full",
  px: "3",
  py: "2",
  fontSize: "sm",
  textAlign: "left",
  cursor: "pointer",
  borderRadius: "sm",
  _hover: { bg: "bg.muted" },
  "[aria-selected=true] > &": { color: "accent.text", fontWeight: "semibold", bg: "accent.subtle" },
})

/**
 * The category cascader (spec 2 §2): a button showing the chosen path (中医养生 / 经络调理) that
 * opens two columns, top categories and the children of the one pointed at. A top category can
 * be chosen itself (with everything under it), or 全部.
 */
export function CategoryCascader({ tree, value, onChange, label }: CategoryPickerProps) {
  const [open, setOpen] = useState(false)
  const path = value === null ? [] : categoryPath(tree, value)
  const [active, setActive] = useState<number | null>(path[0] ?? null)
  const names = path.map((id) => {
    for (const top of tree) {
      if (top.catId === id) return top.name
      const child = top.children?.find((c) => c.catId === id)
      if (child) return child.name
    }
    return ""
  })
  const activeTop = tree.find((top) => top.catId === active)
  const choose = (catId: number | null) => {
    onChange(catId)
    setOpen(false)
  }
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      label={label}
      placement="bottom-start"
      size="flush"
      arrow={false}
      trigger={
        <button type="button" aria-label={`${label}：${names.length > 0 ? names.join(" / ") : ALL_CATEGORY_NAME}`} className={`${button({ variant: "plain", size: "sm" })} ${css({ gap: "2" })}`}>
          <span className={css({ color: "fg.muted" })}>分类</span>
          <span>{names.length > 0 ? names.join(" / ") : ALL_CATEGORY_NAME}</span>
          <ChevronDownIcon size={14} />
        </button>
      }
    >
      <div className={css({ display: "flex", maxH: "72", fontSize: "sm" })}>
        <ul role="listbox" aria-label="一级分类" className={css({ w: "40", overflowY: "auto", p: "1", borderRightWidth: "1px", borderColor: "border.subtle" })}>
          <li role="option" aria-selected={value === null}>
            <button type="button" className={option} onClick={() => choose(null)}>
              {ALL_CATEGORY_NAME}
            </button>
          </li>
          {tree.map((top) => (
            <li key={top.catId ?? top.name} role="option" aria-selected={path[0] === top.catId}>
              <button
                type="button"
                className={option}
                onMouseEnter={() => setActive(top.catId)}
                onFocus={() => setActive(top.catId)}
                onClick={() => (top.children?.length ? setActive(top.catId) : choose(top.catId))}
              >
                <span>{top.name}</span>
                {(top.children?.length ?? 0) > 0 && <ChevronRightIcon size={14} />}
              </button>
            </li>
          ))}
        </ul>
        {activeTop && (activeTop.children?.length ?? 0) > 0 && (
          <ul role="listbox" aria-label={`${activeTop.name}的分类`} className={css({ w: "40", overflowY: "auto", p: "1" })}>
            <li role="option" aria-selected={value === activeTop.catId}>
              <button type="button" className={option} onClick={() => choose(activeTop.catId)}>
                全部{activeTop.name}
              </button>
            </li>
            {activeTop.children?.map((child) => (
              <li key={child.catId ?? child.name} role="option" aria-selected={value === child.catId}>
                <button type="button" className={option} onClick={() => choose(child.catId)}>
                  {child.name}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Popover>
  )
}
