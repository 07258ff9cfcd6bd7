import { useState, type ReactNode } from "react"
import { css } from "styled-system/css"
import { tag } from "styled-system/recipes"
import { NEWS_STATUSES, NEWS_STATUS_LABELS, type NewsStatus } from "../../domain/news/news-article.ts"
import type { Resource } from "../app/use-resource.ts"
import { useReviewDecision } from "../app/use-review-decision.tsx"
import { ConfirmDialog } from "../components/confirm-dialog.tsx"
import { prose } from "../components/prose.ts"
import { SafeHtml } from "../components/safe-html.tsx"
import { NewsStatusTag } from "./news-parts.tsx"
import { DecisionButtons, reviewCard, reviewColumn, ReviewQueue } from "../components/review-queue.tsx"
import { formatTime } from "../components/time-format.ts"

const PAGE_SIZE = 10

/** What the reviewer sees of a member's article, news or science alike. */
export interface ReviewedArticle {
  readonly id: number
  readonly title: string
  readonly status: NewsStatus
  readonly author: { readonly nickName: string; readonly userName: string }
  readonly updateTime: string
  readonly reviewTime: string | null
  readonly summary: string
  readonly bodyHtml: string
  readonly rejectReason: string | null
}

export interface ArticleReviewProps<T extends ReviewedArticle> {
  /** 资讯审核 or 科普审核. */
  readonly title: string
  readonly queue: "news" | "science"
  /** What an item is called: 资讯, 文章. */
  readonly noun: string
  /** The list's accessible name. */
  readonly listLabel: string
  readonly useList: (query: { readonly status: NewsStatus; readonly page: number; readonly size: number }) => Resource<{ readonly content: readonly T[]; readonly totalElements: number }>
  readonly cover: (item: T) => ReactNode
  /** The category line of an item. */
  readonly category: (item: T) => string
  /** Where a published item shows: 行业资讯, 健康科普... */
  readonly publishedIn: (item: T) => string
}

function ReviewCard<T extends ReviewedArticle>({ item, cover, category, onApprove, onReject }: { readonly item: T; readonly cover: ReactNode; readonly category: string; readonly onApprove: () => void; readonly onReject: () => void }) {
  return (
    <li className={reviewCard}>
      <div className={css({ display: "flex", gap: "3", alignItems: "flex-start" })}>
        {cover}
        <div className={css({ minW: "0", flex: "1", display: "grid", gap: "1.5" })}>
          <h2 className={css({ fontSize: "lg", fontWeight: "semibold", lineHeight: "snug" })}>{item.title}</h2>
          <div className={css({ display: "flex", flexWrap: "wrap", gap: "2", alignItems: "center", fontSize: "xs", color: "fg.subtle" })}>
            <NewsStatusTag status={item.status} />
            <span className={tag({ tone: "neutral", size: "sm" })}>{category}</span>
            <span>
              {item.author.nickName}（{item.author.userName}）
            </span>
            <span>提交于 {formatTime(item.updateTime)}</span>
            {item.reviewTime && <span>审核于 {formatTime(item.reviewTime)}</span>}
          </div>
        </div>
      </div>
      {item.summary && <p className={css({ fontSize: "sm", color: "fg.muted" })}>摘要：{item.summary}</p>}
      <details className={css({ fontSize: "sm" })}>
        <summary className={css({ cursor: "pointer", color: "fg.link" })}>查看正文</summary>
        <SafeHtml html={item.bodyHtml} className={`${prose} ${css({ mt: "2", p: "3", bg: "bg.subtle", borderRadius: "md" })}`} />
      </details>
      {item.rejectReason && <p className={css({ fontSize: "sm", color: "danger.text" })}>驳回原因：{item.rejectReason}</p>}
      {item.status === "pending" && (
        <DecisionButtons size="sm" className={css({ justifyContent: "flex-end" })} labelOf={(verb) => `${verb} ${item.title}`} onApprove={onApprove} onReject={onReject} />
      )}
    </li>
  )
}

/** A review page of members' articles by state (pending first): publish after a confirmation, or reject with a reason the author reads. */
export function ArticleReviewPage<T extends ReviewedArticle>({ title, queue, noun, listLabel, useList, cover, category, publishedIn }: ArticleReviewProps<T>) {
  const [status, setStatus] = useState<NewsStatus>("pending")
  const [page, setPage] = useState(0)
  const list = useList({ status, page, size: PAGE_SIZE })
  const [approving, setApproving] = useState<T | null>(null)
  const review = useReviewDecision(queue, list.reload)
  return (
    <ReviewQueue
      title={title}
      className={reviewColumn}
      filter={{ label: "审核状态", scroll: true, options: NEWS_STATUSES.map((s) => ({ value: s, label: s === "pending" ? "待审核" : NEWS_STATUS_LABELS[s] })), value: status, onChange: setStatus }}
      list={list}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={setPage}
      empty={status === "pending" ? `没有待审核的${noun}` : `没有这一状态的${noun}`}
      listLabel={listLabel}
      card={(item) => <ReviewCard item={item} cover={cover(item)} category={category(item)} onApprove={() => setApproving(item)} onReject={() => review.reject(item.id)} />}
    >
      <ConfirmDialog
        open={approving !== null}
        onOpenChange={(o) => !o && setApproving(null)}
        title="通过审核"
        message={approving ? `确认发布《${approving.title}》吗？发布后所有人都能在${publishedIn(approving)}中看到。` : ""}
        onConfirm={() => {
          if (approving) review.approve(approving.id)
        }}
      />
      {review.rejectDialog({ title: `驳回${noun}`, reader: "作者" })}
    </ReviewQueue>
  )
}
