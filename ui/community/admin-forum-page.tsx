import { useState } from "react"
import { css } from "styled-system/css"
import { button, tag } from "styled-system/recipes"
import { FORUM_MESSAGES, FORUM_REPORT_STATUSES, FORUM_REPORT_STATUS_LABELS, forumReportReasonLabel, type ForumReportItem, type ForumReportStatus } from "../../domain/community/index.ts"
import { useCall } from "../app/use-call.ts"
import type { PageProps } from "../app/page-registry.ts"
import { ConfirmDialog } from "../components/confirm-dialog.tsx"
import { useResource } from "../app/use-resource.ts"
import { forumTopicHref } from "./forum-parts.tsx"
import { reviewCard, reviewColumn, ReviewQueue } from "../components/review-queue.tsx"
import { formatTime } from "../components/time-format.ts"

const PAGE_SIZE = 10

const TARGET_STATES = { visible: null, hidden: "已隐藏", deleted: "作者已删除" } as const

function ReportCard({ report, onHide, onDismiss }: { readonly report: ForumReportItem; readonly onHide: () => void; readonly onDismiss: () => void }) {
  const what = report.targetType === "topic" ? "帖子" : "回复"
  const targetState = TARGET_STATES[report.targetStatus]
  return (
    <li className={reviewCard}>
      <div className={css({ display: "flex", flexWrap: "wrap", gap: "2", alignItems: "center", fontSize: "xs", color: "fg.subtle" })}>
        <span className={tag({ tone: report.targetType === "topic" ? "accent" : "neutral", size: "sm" })}>{what}</span>
        <span className={tag({ tone: "danger", size: "sm" })}>{forumReportReasonLabel(report.reason)}</span>
        {targetState && <span className={tag({ tone: "warning", size: "sm" })}>{targetState}</span>}
        <span>举报于 {formatTime(report.createTime)}</span>
        {report.handleTime && <span>处理于 {formatTime(report.handleTime)}</span>}
      </div>
      <h2 className={css({ fontSize: "md", fontWeight: "semibold", lineHeight: "snug" })}>
        {report.targetStatus === "visible" ? (
          <a href={forumTopicHref(report.topicId)} target="_blank" rel="noopener" className={css({ _hover: { color: "accent.text" } })}>
            《{report.topicTitle}》
          </a>
        ) : (
          <>《{report.topicTitle}》</>
        )}
      </h2>
      <blockquote className={css({ fontSize: "sm", color: "fg.default", bg: "bg.subtle", px: "3", py: "2", borderRadius: "md", wordBreak: "break-word" })}>
        {report.excerpt}
      </blockquote>
      <dl className={css({ display: "grid", gridTemplateColumns: "auto 1fr", columnGap: "3", rowGap: "1", fontSize: "sm" })}>
        <dt className={css({ color: "fg.subtle" })}>发布者</dt>
        <dd>
          {report.author.nickName}（{report.author.userName}）
        </dd>
        <dt className={css({ color: "fg.subtle" })}>举报人</dt>
        <dd>
          {report.reporter.nickName}（{report.reporter.userName}）
        </dd>
        {report.detail && (
          <>
            <dt className={css({ color: "fg.subtle" })}>补充说明</dt>
            <dd className={css({ wordBreak: "break-word" })}>{report.detail}</dd>
          </>
        )}
      </dl>
      {report.status === "open" && (
        <div className={css({ display: "flex", gap: "2", justifyContent: "flex-end" })}>
          <button type="button" className={button({ variant: "plain", size: "sm" })} onClick={onDismiss} aria-label={`驳回举报：${report.excerpt}`}>
            驳回举报
          </button>
          <button type="button" className={button({ variant: "danger", size: "sm" })} onClick={onHide} aria-label={`隐藏${what}：${report.excerpt}`}>
            隐藏{what}
          </button>
        </div>
      )}
    </li>
  )
}

/** /admin/review/bbs 论坛举报: members' reports by state (open first, oldest first); hide the content or dismiss the report. */
export default function AdminForumPage(_props: PageProps) {
  const [status, setStatus] = useState<ForumReportStatus>("open")
  const [page, setPage] = useState(0)
  const list = useResource("adminForumReports", { query: { status, page, size: PAGE_SIZE } })
  const [hiding, setHiding] = useState<ForumReportItem | null>(null)
  const [dismissing, setDismissing] = useState<ForumReportItem | null>(null)
  const hide = useCall("adminForumReportHide", { success: FORUM_MESSAGES.reportHidden, onDone: list.reload })
  const dismiss = useCall("adminForumReportDismiss", { success: FORUM_MESSAGES.reportDismissed, onDone: list.reload })

  return (
    <ReviewQueue
      title="论坛举报"
      className={reviewColumn}
      filter={{ label: "处理状态", scroll: true, options: FORUM_REPORT_STATUSES.map((s) => ({ value: s, label: FORUM_REPORT_STATUS_LABELS[s] })), value: status, onChange: setStatus }}
      list={list}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={setPage}
      empty={status === "open" ? FORUM_MESSAGES.emptyReports : `没有${FORUM_REPORT_STATUS_LABELS[status]}的举报`}
      listLabel="举报列表"
      card={(r) => <ReportCard report={r} onHide={() => setHiding(r)} onDismiss={() => setDismissing(r)} />}
    >
      <ConfirmDialog
        open={hiding !== null}
        onOpenChange={(o) => !o && setHiding(null)}
        title="隐藏内容"
        tone="danger"
        message={hiding ? `确认隐藏这条${hiding.targetType === "topic" ? "帖子" : "回复"}吗？隐藏后其他会员看不到它，发布者会收到通知，对它的其他举报一并处理。` : ""}
        onConfirm={() => {
          if (hiding) hide.send({ params: { id: hiding.id } })
        }}
      />
      <ConfirmDialog
        open={dismissing !== null}
        onOpenChange={(o) => !o && setDismissing(null)}
        title="驳回举报"
        message="确认驳回这条举报吗？内容将保持显示。"
        onConfirm={() => {
          if (dismissing) dismiss.send({ params: { id: dismissing.id } })
        }}
      />
    </ReviewQueue>
  )
}
