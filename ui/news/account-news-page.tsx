import { useState } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { button, chip, tag } from "styled-system/recipes"
import { formatCount } from "../../domain/core/count-format.ts"
import type { MyNewsItem } from "../../domain/news/entities/news.ts"
import { NEWS_MESSAGES, NEWS_PAGE_SIZE, NEWS_STATUSES, NEWS_STATUS_LABELS, newsCategoryLabel, type NewsStatus } from "../../domain/news/news-article.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useCall } from "../app/use-call.ts"
import { AccountFrame, AccountPanel } from "../components/account-frame/account-frame.tsx"
import { ConfirmDialog } from "../components/confirm-dialog.tsx"
import { EmptyState } from "../components/empty-state.tsx"
import { ErrorState } from "../components/error-state.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { Pager } from "../components/pager.tsx"
import { useResource } from "../app/use-resource.ts"
import { NewsCover, NewsRealNamePrompt, NewsStatusTag, formatTime } from "./news-parts.tsx"
import { useReloadWhenShownAgain } from "../hooks/use-page-location.ts"

function Row({ item, onDelete }: { readonly item: MyNewsItem; readonly onDelete: (item: MyNewsItem) => void }) {
  return (
    <li className={css({ display: "flex", gap: "3", py: "4", borderBottomWidth: "1px", borderColor: "border.subtle", _last: { borderBottomWidth: 0 } })}>
      <NewsCover cover={item.cover} category={item.category} className={css({ w: { base: "20", sm: "32" }, h: { base: "16", sm: "20" }, objectFit: "cover", borderRadius: "md", flexShrink: 0, bg: "bg.muted" })} />
      <div className={css({ minW: "0", flex: "1", display: "grid", gap: "1.5", alignContent: "start" })}>
        <div className={css({ display: "flex", gap: "2", alignItems: "flex-start" })}>
          <Link href={`/news/detail?id=${item.id}`} className={css({ fontWeight: "semibold", lineClamp: "2", flex: "1", _hover: { color: "accent.text" } })}>
            {item.title}
          </Link>
          <NewsStatusTag status={item.status} />
        </div>
        <div className={css({ display: "flex", flexWrap: "wrap", columnGap: "3", rowGap: "1", fontSize: "xs", color: "fg.subtle" })}>
          <span className={tag({ tone: "neutral", size: "sm" })}>{newsCategoryLabel(item.category)}</span>
          <span>提交于 {formatTime(item.updateTime)}</span>
          {item.status === "published" && <span>{formatCount(item.views)} 阅读</span>}
        </div>
        {item.status === "rejected" && item.rejectReason && (
          <p className={css({ fontSize: "sm", color: "danger.text", bg: "danger.subtle", px: "3", py: "1.5", borderRadius: "md" })}>驳回原因：{item.rejectReason}</p>
        )}
        <div className={css({ display: "flex", gap: "3", justifyContent: "flex-end" })}>
          <Link href={`/account/news/push?id=${item.id}`} className={button({ variant: "link", size: "xs" })} aria-label={`编辑 ${item.title}`}>
            编辑
          </Link>
          <button type="button" className={`${button({ variant: "link", size: "xs" })} ${css({ color: "danger.text" })}`} onClick={() => onDelete(item)} aria-label={`删除 ${item.title}`}>
            删除
          </button>
        </div>
      </div>
    </li>
  )
}

/** /account/news 资讯管理: the member's articles by review state, with the reason of a rejection, edit and delete. */
export default function AccountNewsPage(_props: PageProps) {
  const [status, setStatus] = useState<NewsStatus | null>(null)
  const [page, setPage] = useState(0)
  const list = useResource("newsMy", { query: { page, size: NEWS_PAGE_SIZE, ...(status ? { status } : {}) } })
  useReloadWhenShownAgain(list.reload)
  const [deleting, setDeleting] = useState<MyNewsItem | null>(null)
  const remove = useCall("newsDelete", { success: NEWS_MESSAGES.deleted, onDone: () => list.reload(), onFailed: () => list.reload() })
  const counts = list.data?.counts
  const all = counts ? counts.pending + counts.published + counts.rejected : null
  return (
    <AccountFrame
      title="资讯管理"
      actions={
        <div className={css({ display: "flex", gap: "2" })}>
          <Link href="/account/news/my" className={button({ variant: "plain", size: "sm" })}>
            我的资讯
          </Link>
          <Link href="/account/news/push" className={button({ size: "sm" })}>
            发布资讯
          </Link>
        </div>
      }
    >
      <AccountPanel>
        <div className={css({ mb: "3" })}>
          <NewsRealNamePrompt />
        </div>
        <div role="group" aria-label="审核状态" className={css({ display: "flex", gap: "2", overflowX: "auto", pb: "1", mb: "2" })}>
          <button type="button" className={chip()} aria-pressed={status === null} onClick={() => (setStatus(null), setPage(0))}>
            全部{all !== null ? ` ${all}` : ""}
          </button>
          {NEWS_STATUSES.map((s) => (
            <button key={s} type="button" className={chip()} aria-pressed={status === s} onClick={() => (setStatus(s), setPage(0))}>
              {NEWS_STATUS_LABELS[s]}
              {counts ? ` ${counts[s]}` : ""}
            </button>
          ))}
        </div>
        {list.status === "loading" && <LoadingState compact />}
        {list.status === "failure" && <ErrorState compact message={list.error ?? "加载失败"} onRetry={list.retry} />}
        {list.data && list.data.content.length === 0 && (
          <EmptyState
            title={status === null ? NEWS_MESSAGES.emptyMine : `没有${NEWS_STATUS_LABELS[status]}的资讯`}
            description="分享您了解的行业动态、政策解读或市场观察，审核通过后将在行业资讯中展示。"
            action={
              <Link href="/account/news/push" className={button({ variant: "outline", size: "sm" })}>
                发布资讯
              </Link>
            }
          />
        )}
        {list.data && list.data.content.length > 0 && (
          <>
            <ul aria-label="我的资讯">
              {list.data.content.map((item) => (
                <Row key={item.id} item={item} onDelete={setDeleting} />
              ))}
            </ul>
            <div className={css({ mt: "4" })}>
              <Pager page={page} pageSize={NEWS_PAGE_SIZE} total={list.data.totalElements} onPageChange={setPage} />
            </div>
          </>
        )}
      </AccountPanel>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        message={NEWS_MESSAGES.confirmDelete}
        tone="danger"
        onConfirm={() => {
          if (deleting) remove.send({ params: { id: deleting.id } })
        }}
      />
    </AccountFrame>
  )
}
