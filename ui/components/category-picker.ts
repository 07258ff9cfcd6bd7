import type { Category } from "../../domain/core/entities/category.ts"

/**
 * What the catalogues' category pickers take, the tree filter beside the list on wide screens
 * and the cascader on phones: both show the same tree and choice.
 */
export interface CategoryPickerProps<C extends Category = Category> {
  readonly tree: ReadonlyArray<C>
  /** The chosen category; null is 全部. */
  readonly value: number | null
  readonly onChange: (catId: number | null) => void
  /** Accessible name, e.g. 课程分类. */
  readonly label: string
}
