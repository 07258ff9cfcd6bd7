import type { ReactNode } from "react"
import { css } from "styled-system/css"
import type { Resource } from "../../app/use-resource.ts"
import { CentreFrame } from "../../components/centre-frame/centre-frame.tsx"
import { ListStates } from "../../components/list-states.tsx"
import { Pager } from "../../components/pager.tsx"

/** The line above a card's text: course, member, time and the like, in small muted type. */
export const feedbackMeta = css({ display: "flex", gap: "2", flexWrap: "wrap", fontSize: "sm", color: "fg.muted" })

/**
 * A maker-centre page of what members wrote about the maker's courses (评价, 提问): one card each,
 * newest first, a page at a time, with the pager when there is more than one page. `card` fills
 * a card; the page loads the list and keeps its page number.
 */
export function CourseFeedbackFrame<T extends { readonly id: number }>(props: {
  readonly title: string
  readonly list: Resource<{ readonly content: ReadonlyArray<T>; readonly totalElements: number }>
  readonly empty: string
  readonly page: number
  readonly pageSize: number
  readonly onPageChange: (page: number) => void
  readonly card: (item: T) => ReactNode
}) {
  const { list, page, pageSize } = props
  return (
    <CentreFrame title={props.title}>
      <div className={css({ display: "grid", gap: "4" })}>
        <ListStates list={list} empty={props.empty}>
          {(items) => (
            <ul className={css({ display: "grid", gap: "3" })}>
              {items.map((item) => (
                <li key={item.id} className={css({ display: "grid", gap: "2", p: "4", bg: "bg.surface", borderRadius: "lg", boxShadow: "card" })}>
                  {props.card(item)}
                </li>
              ))}
            </ul>
          )}
        </ListStates>
        {list.data && list.data.totalElements > pageSize && <Pager page={page} pageSize={pageSize} total={list.data.totalElements} onPageChange={props.onPageChange} />}
      </div>
    </CentreFrame>
  )
}
