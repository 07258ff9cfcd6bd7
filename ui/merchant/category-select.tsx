import { useResource } from "../app/use-resource.ts"
import { input } from "styled-system/recipes"
import type { Category } from "../../domain/core/entities/category.ts"

/** Leaf categories of the product tree as "父类 / 子类". */
const leaves = (tree: ReadonlyArray<Category>, prefix = ""): Array<{ id: number; label: string }> =>
  tree.flatMap((c) => {
    const label = prefix ? `${prefix} / ${c.name}` : c.name
    return c.children && c.children.length > 0 ? leaves(c.children, label) : c.catId === null ? [] : [{ id: c.catId, label }]
  })

/** A select of the product tree's leaf categories, where products and their attributes live. */
export function CategorySelect({ id, value, onChange, allowAll, label }: { id?: string; value: number | null; onChange: (catId: number | null) => void; allowAll?: boolean; label?: string }) {
  const tree = useResource("productCategoryTree")
  const options = tree.data ? leaves(tree.data) : []
  return (
    <select
      id={id}
      aria-label={id ? undefined : (label ?? "商品分类")}
      className={input({ size: "sm" })}
      value={value ?? ""}
      disabled={tree.status !== "ready"}
      onChange={(e) => onChange(e.target.value === "" ? null : Number(e.target.value))}
    >
      <option value="">{allowAll ? "全部分类" : tree.status === "loading" ? "分类加载中…" : "请选择分类"}</option>
      {options.map((o) => (
        <option key={o.id} value={o.id}>
          {o.label}
        </option>
      ))}
    </select>
  )
}
