import { Fragment, type ReactNode } from "react"
import { css, cx } from "styled-system/css"
import { button } from "styled-system/recipes"
import { ReviewHeading } from "./admin-heading.tsx"
import { FilterChips } from "./filter-chips.tsx"
import { PagedListStates, type PagedResource } from "./list-states.tsx"

/** The column of the article and report queues, narrower than the back office's tables. */
export const reviewColumn = css({ maxW: "4xl", mx: "auto", px: { base: "3", md: "4" }, py: { base: "5", md: "8" }, display: "grid", gap: "4" })

/** A card of the article and report queues: one item with its lines and its decision. */
export const reviewCard = css({ bg: "bg.surface", borderRadius: "lg", boxShadow: "card", p: { base: "4", md: "5" }, display: "grid", gap: "3" })

/** Written out per size so that Panda finds each when it reads the sources. */
const decisionButtons = {
  xs: { approve: button({ size: "xs" }), reject: button({ variant: "danger", size: "xs" }) },
  sm: { approve: button({ size: "sm" }), reject: button({ variant: "danger", size: "sm" }) },
} as const

/**
 * A waiting item's 通过 and 驳回: what each does is the page's (decide at once, ask first, open the
 * reason dialog); `labelOf` names each button with the item for a screen reader, and `className`
 * places the pair in its row.
 */
export function DecisionButtons({
  size,
  className,
  disabled = false,
  labelOf,
  onApprove,
  onReject,
}: {
  readonly size: keyof typeof decisionButtons
  readonly className?: string
  readonly disabled?: boolean
  readonly labelOf: (verb: "通过" | "驳回") => string
  readonly onApprove: () => void
  readonly onReject: () => void
}) {
  return (
    <div className={cx(css({ display: "flex", gap: "2" }), className)}>
      <button type="button" className={decisionButtons[size].approve} disabled={disabled} onClick={onApprove} aria-label={labelOf("通过")}>
        通过
      </button>
      <button type="button" className={decisionButtons[size].reject} disabled={disabled} onClick={onReject} aria-label={labelOf("驳回")}>
        驳回
      </button>
    </div>
  )
}

/** The states a queue is read by, as chips: choosing another one goes back to the first page. */
interface QueueFilter<V extends string> {
  readonly label: string
  readonly scroll?: boolean
  readonly options: ReadonlyArray<{ readonly value: V; readonly label: string }>
  readonly value: V
  readonly onChange: (value: V) => void
}

/**
 * A review queue's page: its title with the way back to 审核中心, the states to choose from, the
 * items of the chosen one as a paged list of cards (`card` renders one `li`), then the
 * page's dialogs given as children. `className` is the page's column.
 */
export function ReviewQueue<V extends string, T extends { readonly id: number }>({
  title,
  className,
  filter,
  list,
  page,
  pageSize,
  onPageChange,
  empty,
  listLabel,
  listClassName = css({ display: "grid", gap: "3" }),
  card,
  children,
}: {
  readonly title: string
  readonly className: string
  readonly filter: QueueFilter<V>
  readonly list: PagedResource<T>
  readonly page: number
  readonly pageSize: number
  readonly onPageChange: (page: number) => void
  readonly empty: ReactNode
  /** The list's accessible name. */
  readonly listLabel?: string
  readonly listClassName?: string
  readonly card: (item: T) => ReactNode
  readonly children?: ReactNode
}) {
  return (
    <main className={className}>
      <ReviewHeading title={title} />
      <FilterChips {...filter} onChange={(value) => (filter.onChange(value), onPageChange(0))} />
      <PagedListStates list={list} page={page} pageSize={pageSize} onPageChange={onPageChange} empty={empty}>
        {(items) => (
          <ul aria-label={listLabel} className={listClassName}>
            {items.map((item) => (
              <Fragment key={item.id}>{card(item)}</Fragment>
            ))}
          </ul>
        )}
      </PagedListStates>
      {children}
    </main>
  )
}
