import { useState, type ReactNode } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { button, tag } from "styled-system/recipes"
import type { Resource } from "../../app/use-resource.ts"
import { useReloadWhenShownAgain } from "../../hooks/use-page-location.ts"
import { AccountFrame, AccountPanel } from "../account-frame/account-frame.tsx"
import { ConfirmDialog } from "../confirm-dialog.tsx"
import { EmptyState } from "../empty-state.tsx"
import { Pager } from "../pager.tsx"
import { rowCoverClass } from "./article-card.tsx"
import { formatTime } from "../time-format.ts"
import { CountedChips } from "../counted-chips.tsx"
import { ListStates } from "../list-states.tsx"

/**
 * The member's manager of their own articles (资讯管理, 科普管理): the articles by review state with
 * the counts, the reason of a rejection, edit and delete behind a confirmation. Each kind brings
 * its list and delete calls, its texts and how a row shows its cover, category and figures.
 */

/** What a row of the manager needs of an article. */
export interface OwnArticle {
  readonly id: number
  readonly title: string
  readonly status: string
  readonly rejectReason: string | null
  readonly updateTime: string
}

export interface OwnArticlePage<T> {
  readonly content: ReadonlyArray<T>
  readonly totalElements: number
  readonly counts: Readonly<Record<string, number>>
}

/**
 * One of the member's articles: cover, title (to its page) and state, category, when it was
 * submitted and the kind's figures, the reason of a rejection, then edit and delete.
 */
export function OwnArticleRow(props: {
  readonly item: OwnArticle
  readonly href: string
  readonly editHref: string
  readonly cover: (className: string) => ReactNode
  readonly statusTag: ReactNode
  readonly category: ReactNode
  /** Shown after the time of submission (views, likes…). */
  readonly figures?: ReactNode
  readonly onDelete: () => void
}) {
  const { title, status, rejectReason } = props.item
  return (
    <li className={css({ display: "flex", gap: "3", py: "4", borderBottomWidth: "1px", borderColor: "border.subtle", _last: { borderBottomWidth: 0 } })}>
      {props.cover(rowCoverClass)}
      <div className={css({ minW: "0", flex: "1", display: "grid", gap: "1.5", alignContent: "start" })}>
        <div className={css({ display: "flex", gap: "2", alignItems: "flex-start" })}>
          <Link href={props.href} className={css({ fontWeight: "semibold", lineClamp: "2", flex: "1", _hover: { color: "accent.text" } })}>
            {title}
          </Link>
          {props.statusTag}
        </div>
        <div className={css({ display: "flex", flexWrap: "wrap", columnGap: "3", rowGap: "1", fontSize: "xs", color: "fg.subtle" })}>
          <span className={tag({ tone: "neutral", size: "sm" })}>{props.category}</span>
          <span>提交于 {formatTime(props.item.updateTime)}</span>
          {props.figures}
        </div>
        {status === "rejected" && rejectReason && (
          <p className={css({ fontSize: "sm", color: "danger.text", bg: "danger.subtle", px: "3", py: "1.5", borderRadius: "md" })}>驳回原因：{rejectReason}</p>
        )}
        <div className={css({ display: "flex", gap: "3", justifyContent: "flex-end" })}>
          <Link href={props.editHref} className={button({ variant: "link", size: "xs" })} aria-label={`编辑 ${title}`}>
            编辑
          </Link>
          <button type="button" className={`${button({ variant: "link", size: "xs" })} ${css({ color: "danger.text" })}`} onClick={props.onDelete} aria-label={`删除 ${title}`}>
            删除
          </button>
        </div>
      </div>
    </li>
  )
}

export interface OwnArticlesQuery<S extends string> {
  readonly page: number
  readonly size: number
  readonly status?: S
}

/** The manager page: state chips with counts, the list or its empty state, the pager and the delete confirmation. */
export function OwnArticlesManager<T extends OwnArticle, S extends string>(props: {
  readonly title: string
  readonly actions: ReactNode
  /** The real-name prompt shown above the list. */
  readonly prompt: ReactNode
  readonly statuses: ReadonlyArray<S>
  readonly statusLabels: Readonly<Record<S, string>>
  readonly pageSize: number
  readonly useList: (query: OwnArticlesQuery<S>) => Resource<OwnArticlePage<T>>
  /** The delete call; `settled` reloads the list after it answered either way. */
  readonly useDelete: (settled: () => void) => { readonly send: (input: { readonly params: { readonly id: number } }) => void }
  readonly confirmDelete: string
  readonly empty: { readonly mine: string; readonly noun: string; readonly description: string; readonly action: ReactNode }
  readonly listLabel: string
  readonly row: (item: T, onDelete: () => void) => ReactNode
}) {
  const { statusLabels } = props
  const [status, setStatus] = useState<S | null>(null)
  const [page, setPage] = useState(0)
  const list = props.useList({ page, size: props.pageSize, ...(status ? { status } : {}) })
  useReloadWhenShownAgain(list.reload)
  const [deleting, setDeleting] = useState<T | null>(null)
  const remove = props.useDelete(() => list.reload())
  const counts = list.shown?.counts
  const all = counts ? props.statuses.reduce((sum, s) => sum + (counts[s] ?? 0), 0) : null
  return (
    <AccountFrame title={props.title} actions={props.actions}>
      <AccountPanel>
        <div className={css({ mb: "3" })}>{props.prompt}</div>
        <CountedChips
          label="审核状态"
          className={css({ display: "flex", gap: "2", overflowX: "auto", pb: "1", mb: "2" })}
          keys={props.statuses}
          labels={statusLabels}
          counts={counts}
          all={all}
          value={status}
          onChange={(s) => (setStatus(s), setPage(0))}
        />
        <ListStates
          list={list}
          compact
          empty={
            <EmptyState
              title={status === null ? props.empty.mine : `没有${statusLabels[status]}的${props.empty.noun}`}
              description={props.empty.description}
              action={props.empty.action}
            />
          }
        >
          {(items, loaded) => (
            <>
              <ul aria-label={props.listLabel}>{items.map((item) => props.row(item, () => setDeleting(item)))}</ul>
              <div className={css({ mt: "4" })}>
                <Pager page={page} pageSize={props.pageSize} total={loaded.totalElements} onPageChange={setPage} />
              </div>
            </>
          )}
        </ListStates>
      </AccountPanel>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        message={props.confirmDelete}
        tone="danger"
        onConfirm={() => {
          if (deleting) remove.send({ params: { id: deleting.id } })
        }}
      />
    </AccountFrame>
  )
}
