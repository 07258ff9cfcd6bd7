import { Pagination } from "@ark-ui/react/pagination"
import { pagination } from "styled-system/recipes"

export interface PagerProps {
  /** Current page, counted from 0 as the API counts pages. */
  readonly page: number
  readonly pageSize: number
  /** Total number of items. */
  readonly total: number
  /** Called with the chosen page, counted from 0. */
  readonly onPageChange: (page: number) => void
  /** Accessible name of the navigation; defaults to 分页. */
  readonly label?: string
  /** Another page follows the last one counted (a search that is paged without a total). */
  readonly more?: boolean
}

/** Page numbers with previous/next (Ark UI); hidden when everything fits on one page. */
export function Pager({ page, pageSize, total, onPageChange, label = "分页", more = false }: PagerProps) {
  const classes = pagination()
  // With `more`, one item past the count opens the next page; the page after it is not known, so none is called the last.
  const count = more ? total + 1 : total
  if (count <= pageSize) return null
  return (
    <Pagination.Root
      className={classes.root}
      count={count}
      pageSize={pageSize}
      page={page + 1}
      siblingCount={1}
      onPageChange={(details) => onPageChange(details.page - 1)}
      translations={{
        rootLabel: label,
        prevTriggerLabel: "上一页",
        nextTriggerLabel: "下一页",
        itemLabel: ({ page: p, totalPages }) => (p === totalPages && !more ? `第 ${p} 页，最后一页` : `第 ${p} 页`),
      }}
    >
      <Pagination.PrevTrigger className={classes.prevTrigger}>上一页</Pagination.PrevTrigger>
      <Pagination.Context>
        {(api) =>
          api.pages.map((item, index) =>
            item.type === "page" ? (
              <Pagination.Item key={`p${item.value}`} {...item} className={classes.item}>
                {item.value}
              </Pagination.Item>
            ) : (
              <Pagination.Ellipsis key={`e${index}`} index={index} className={classes.ellipsis}>
                …
              </Pagination.Ellipsis>
            ),
          )
        }
      </Pagination.Context>
      <Pagination.NextTrigger className={classes.nextTrigger}>下一页</Pagination.NextTrigger>
    </Pagination.Root>
  )
}
