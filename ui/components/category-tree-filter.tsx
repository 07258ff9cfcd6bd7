import { useId, useMemo, useState } from "react"
import { css } from "styled-system/css"
import { input } from "styled-system/recipes"
import { filterCategories, withAllCategory } from "../../domain/core/category-filter.ts"
import type { Category } from "../../domain/core/entities/category.ts"
import type { CategoryPickerProps } from "./category-picker.ts"
import { ChevronDownIcon, ChevronRightIcon, SearchIcon } from "./icons.tsx"

type CountedCategory = Category & { readonly courseCount?: number }

const nodeButton = css({
  display: "flex",
  alignItems: "center",
  gap: "1",
  w: "full",
  textAlign: "left",
  px: "2",
  py: "1.5",
  borderRadius: "md",
  fontSize: "sm",
  color: "fg.default",
  cursor: "pointer",
  _hover: { bg: "bg.muted" },
  "&[aria-current=true]": { bg: "accent.subtle", color: "accent.text", fontWeight: "semibold" },
})

/**
 * The category tree filter (spec 2 §2, §3, §5): a name filter (substring match, ancestors of
 * matches kept) over the tree with the synthetic 全部 node first; top categories fold open.
 */
export function CategoryTreeFilter({ tree, value, onChange, label }: CategoryPickerProps<CountedCategory>) {
  const [keyword, setKeyword] = useState("")
  const [closed, setClosed] = useState<ReadonlySet<number>>(new Set())
  const searchId = useId()
  const nodes = useMemo(() => withAllCategory(filterCategories(tree, keyword)) as ReadonlyArray<CountedCategory>, [tree, keyword])
  const searching = keyword.trim() !== ""

  const toggle = (catId: number) =>
    setClosed((previous) => {
      const next = new Set(previous)
      if (next.has(catId)) next.delete(catId)
      else next.add(catId)
      return next
    })

  return (
    <div className={css({ display: "grid", gap: "2" })}>
      <label htmlFor={searchId} className={css({ srOnly: true })}>
        筛选分类
      </label>
      <div className={css({ position: "relative" })}>
        <span aria-hidden="true" className={css({ position: "absolute", left: "2.5", top: "50%", transform: "translateY(-50%)", color: "fg.subtle" })}>
          <SearchIcon size={14} />
        </span>
        <input
          id={searchId}
          className={`${input({ size: "sm" })} ${css({ pl: "8" })}`}
          placeholder="输入分类名称筛选"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
        />
      </div>
      <ul role="tree" aria-label={label} className={css({ display: "grid", gap: "0.5" })}>
        {nodes.map((node) => {
          const children = (node.children ?? []) as ReadonlyArray<CountedCategory>
          const open = searching || node.catId === null || !closed.has(node.catId)
          return (
            <li key={node.catId ?? "all"} role="treeitem" aria-expanded={children.length > 0 ? open : undefined} aria-selected={value === node.catId}>
              <div className={css({ display: "flex", alignItems: "center" })}>
                {children.length > 0 && node.catId !== null ? (
                  <button
                    type="button"
                    aria-label={open ? `收起${node.name}` : `展开${node.name}`}
                    onClick={() => node.catId !== null && toggle(node.catId)}
                    className={css({ w: "24px", h: "24px", display: "grid", placeItems: "center", color: "fg.subtle", cursor: "pointer", flexShrink: 0 })}
                  >
                    {open ? <ChevronDownIcon size={14} /> : <ChevronRightIcon size={14} />}
                  </button>
                ) : (
                  <span className={css({ w: "6", flexShrink: 0 })} />
                )}
                <button type="button" className={nodeButton} aria-current={value === node.catId} onClick={() => onChange(node.catId)}>
                  <span className={css({ flex: "1" })}>{node.name}</span>
                  {node.courseCount !== undefined && <span className={css({ fontSize: "xs", color: "fg.subtle" })}>{node.courseCount}</span>}
                </button>
              </div>
              {open && children.length > 0 && (
                <ul role="group" className={css({ pl: "6", display: "grid", gap: "0.5" })}>
                  {children.map((child) => (
                    <li key={child.catId ?? child.name} role="treeitem" aria-selected={value === child.catId}>
                      <button type="button" className={nodeButton} aria-current={value === child.catId} onClick={() => onChange(child.catId)}>
                        <span className={css({ flex: "1" })}>{child.name}</span>
                        {child.courseCount !== undefined && <span className={css({ fontSize: "xs", color: "fg.subtle" })}>{child.courseCount}</span>}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          )
        })}
        {nodes.length === 1 && searching && <li className={css({ px: "2", py: "2", fontSize: "sm", color: "fg.muted" })}>没有匹配的分类</li>}
      </ul>
    </div>
  )
}
