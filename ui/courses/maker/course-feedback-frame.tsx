import type { ReactNode } from "react"
import { css } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import type { Resource } from "../../app/use-resource.ts"
import { CentreFrame } from "../../components/centre-frame/centre-frame.tsx"
import { FormAlert } from "../../components/form-alert.tsx"
import { PagedListStates } from "../../components/list-states.tsx"

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
        <PagedListStates list={list} empty={props.empty} page={page} pageSize={pageSize} onPageChange={props.onPageChange}>
          {(items) => (
            <ul className={css({ display: "grid", gap: "3" })}>
              {items.map((item) => (
                <li key={item.id} className={css({ display: "grid", gap: "2", p: "4", bg: "bg.surface", borderRadius: "lg", boxShadow: "card" })}>
                  {props.card(item)}
                </li>
              ))}
            </ul>
          )}
        </PagedListStates>
      </div>
    </CentreFrame>
  )
}

/**
 * The maker's one-field answer under a card (回复评价, 回答问题): a labelled text box, the
 * problem or the failure under it, and the submit button; `disabled` says when it may not be sent.
 */
export function CardReplyForm(props: {
  readonly id: string
  readonly label: string
  readonly value: string
  readonly onChange: (text: string) => void
  readonly maxLength: number
  readonly error: string | null | undefined
  readonly disabled: boolean
  readonly submitLabel: string
  readonly onSubmit: () => void
}) {
  return (
    <form
      className={css({ display: "grid", gap: "2" })}
      onSubmit={(e) => {
        e.preventDefault()
        props.onSubmit()
      }}
    >
      <label htmlFor={props.id} className={css({ fontSize: "sm", color: "fg.muted" })}>
        {props.label}
      </label>
      <textarea id={props.id} className={input({ size: "sm" })} rows={2} maxLength={props.maxLength} value={props.value} onChange={(e) => props.onChange(e.target.value)} />
      <FormAlert message={props.error} />
      <div>
        <button type="submit" className={button({ size: "xs" })} disabled={props.disabled}>
          {props.submitLabel}
        </button>
      </div>
    </form>
  )
}
