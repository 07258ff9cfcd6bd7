import { useSelector } from "@xstate/react"
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from "react"
import { Link, useLocation } from "wouter"
import { css } from "styled-system/css"
import { button, pageColumn } from "styled-system/recipes"
import { formatCount } from "../../domain/core/count-format.ts"
import { FORUM_MESSAGES, FORUM_QUOTE_EXCERPT, FORUM_REPLY_PAGE_SIZE, forumExcerpt, textOfHtml, type ForumReply, type ForumTopicDetail } from "../../domain/community/index.ts"
import { useActorRef } from "../app/flow-hooks.ts"
import { wiredForumReplyMachine } from "../app/forum-wiring.ts"
import { useCall } from "../app/use-call.ts"
import type { PageProps } from "../app/page-registry.ts"
import { Breadcrumb } from "../components/breadcrumb.tsx"
import { ConfirmDialog } from "../components/confirm-dialog.tsx"
import { EmptyState, EmptyStateLink } from "../components/empty-state.tsx"
import { prose } from "../components/prose.ts"
import { SafeHtml } from "../components/safe-html.tsx"
import { useQueryParam } from "../hooks/use-page-location.ts"
import { useResource } from "../app/use-resource.ts"
import { useNow } from "../news/index.ts"
import { useSession } from "../session/index.ts"
import { ForumAuthorName, ForumLikeButton, ForumTags, forumDeleteToolClass, forumListHref, forumToolClass } from "./forum-parts.tsx"
import { ForumReplyComposer, ForumReplyList, quoteOfReply, type ForumReplyActor } from "./forum-replies.tsx"
import { ForumReportDialog, type ForumReportTarget } from "./forum-report-dialog.tsx"
import { ForumTopicComposer } from "./forum-topic-composer.tsx"
import { LoadStates } from "../components/list-states.tsx"
import { formatTime } from "../components/time-format.ts"

const panel = css({ bg: "bg.surface", borderRadius: "lg", boxShadow: "card", p: { base: "4", md: "8" }, minW: "0" })
const FORUM_CRUMB = { href: "/bbs", label: "论坛" }

function TopicArticle({
  topic,
  replies,
  onQuote,
  onReport,
  onChanged,
  onEdit,
}: {
  readonly topic: ForumTopicDetail
  /** Replies shown now (the list's count, which follows new replies). */
  readonly replies: number
  readonly onQuote: () => void
  readonly onReport: (target: ForumReportTarget) => void
  readonly onChanged: () => void
  readonly onEdit: () => void
}) {
  const [, navigate] = useLocation()
  const { status } = useSession()
  const [deleting, setDeleting] = useState(false)
  const pin = useCall("forumTopicModerate", { success: (_, { body }) => (body.pinned ? FORUM_MESSAGES.pinned : FORUM_MESSAGES.unpinned), onDone: onChanged })
  const feature = useCall("forumTopicModerate", { success: (_, { body }) => (body.featured ? FORUM_MESSAGES.featured : FORUM_MESSAGES.unfeatured), onDone: onChanged })
  const remove = useCall("forumTopicDelete", { success: FORUM_MESSAGES.deleted, onDone: () => navigate(forumListHref({ board: topic.board.id })) })
  const visible = topic.status === "visible"
  return (
    <article aria-labelledby="topic-title" className={panel}>
      {!visible && (
        <p role="note" className={css({ mb: "4", p: "3", borderRadius: "md", bg: "danger.subtle", color: "danger.text", fontSize: "sm" })}>
          {FORUM_MESSAGES.topicHiddenForAuthor}
        </p>
      )}
      <header className={css({ display: "grid", gap: "3", pb: "4", mb: "5", borderBottomWidth: "1px", borderColor: "border.subtle" })}>
        <h1 id="topic-title" className={css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold", lineHeight: "snug", wordBreak: "break-word" })}>
          <span className={css({ display: "inline-flex", gap: "1", mr: "2", verticalAlign: "middle", _empty: { display: "none" } })}>
            <ForumTags pinned={topic.pinned} featured={topic.featured} size="md" />
          </span>
          {topic.title}
        </h1>
        <div className={css({ display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: "3", rowGap: "2", fontSize: "sm", color: "fg.subtle" })}>
          <ForumAuthorName author={topic.author} />
          <span>楼主</span>
          <time dateTime={topic.createTime}>{formatTime(topic.createTime)}</time>
          {topic.updateTime !== topic.createTime && <span>编辑于 {formatTime(topic.updateTime)}</span>}
          <span>
            {formatCount(topic.views)} 浏览 · {formatCount(replies)} 回复
          </span>
        </div>
      </header>
      <SafeHtml html={topic.bodyHtml} as="section" className={`${prose} ${css({ wordBreak: "break-word" })}`} />
      {visible && (
        <div className={css({ display: "flex", alignItems: "center", gap: "1", flexWrap: "wrap", mt: "6", pt: "3", borderTopWidth: "1px", borderColor: "border.subtle" })}>
          <ForumLikeButton target="topic" id={topic.id} liked={topic.liked} likes={topic.likes} />
          {status === "member" && (
            <button type="button" className={forumToolClass} onClick={onQuote} aria-label="引用楼主">
              引用
            </button>
          )}
          {status === "member" && !topic.mine && (
            <button type="button" className={forumToolClass} onClick={() => onReport({ targetType: "topic", targetId: topic.id, label: `帖子《${topic.title}》` })}>
              举报
            </button>
          )}
          {topic.canModerate && (
            <>
              <button type="button" className={forumToolClass} aria-pressed={topic.pinned} disabled={pin.busy} onClick={() => pin.send({ params: { id: topic.id }, body: { pinned: !topic.pinned } })}>
                {topic.pinned ? "取消置顶" : "置顶"}
              </button>
              <button type="button" className={forumToolClass} aria-pressed={topic.featured} disabled={feature.busy} onClick={() => feature.send({ params: { id: topic.id }, body: { featured: !topic.featured } })}>
                {topic.featured ? "取消精华" : "加精"}
              </button>
            </>
          )}
          {topic.mine && (
            <span className={css({ ml: "auto", display: "flex", gap: "1" })}>
              <button type="button" className={forumToolClass} onClick={onEdit}>
                编辑
              </button>
              <button type="button" className={forumDeleteToolClass} onClick={() => setDeleting(true)}>
                删除
              </button>
            </span>
          )}
        </div>
      )}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        message={FORUM_MESSAGES.confirmDeleteTopic}
        tone="danger"
        onConfirm={() => remove.send({ params: { id: topic.id } })}
      />
    </article>
  )
}

function EditTopic({ topic, onDone }: { readonly topic: ForumTopicDetail; readonly onDone: (saved: boolean) => void }) {
  const boards = useResource("forumBoards")
  return (
    <section aria-label="编辑帖子" className={panel}>
      <h1 className={css({ fontSize: "xl", fontWeight: "bold", mb: "4" })}>编辑帖子</h1>
      <LoadStates of={boards} compact />
      {boards.data && (
        <ForumTopicComposer
          boards={boards.data.boards}
          topicId={topic.id}
          initial={{ boardId: topic.board.id, title: topic.title, bodyHtml: topic.bodyHtml }}
          onPosted={() => onDone(true)}
          onCancel={() => onDone(false)}
        />
      )}
    </section>
  )
}

/** Scrolls to the reply box and puts the cursor in its editor. */
const focusComposer = (box: HTMLElement | null) => {
  box?.scrollIntoView({ block: "center" })
  box?.querySelector<HTMLElement>("[role=textbox]")?.focus()
}

function Replies({
  topic,
  actor,
  composerRef,
  onReport,
  onTotal,
}: {
  readonly topic: ForumTopicDetail
  readonly actor: ForumReplyActor
  readonly composerRef: RefObject<HTMLDivElement | null>
  readonly onReport: (target: ForumReportTarget) => void
  readonly onTotal: (total: number) => void
}) {
  const [page, setPage] = useState(0)
  const list = useResource("forumReplies", { params: { id: topic.id }, query: { page, size: FORUM_REPLY_PAGE_SIZE } })
  const now = useNow()
  const total = useRef(0)
  total.current = list.shown?.totalElements ?? total.current
  const totalElements = list.shown?.totalElements
  const reportTotal = useEffectEvent((replies: number) => onTotal(replies))
  useEffect(() => {
    if (totalElements !== undefined) reportTotal(totalElements)
  }, [totalElements])

  const quote = (reply: ForumReply) => {
    actor.send({ type: "quote.set", quote: quoteOfReply(reply) })
    focusComposer(composerRef.current)
  }
  // A posted reply is the last one: show its page.
  const posted = useSelector(actor, (s) => s.context.posted)
  const shown = useRef(posted)
  const showLastPage = useEffectEvent(() => {
    const last = Math.floor(total.current / FORUM_REPLY_PAGE_SIZE)
    if (last === page) list.reload()
    else setPage(last)
  })
  useEffect(() => {
    if (posted === shown.current) return
    shown.current = posted
    showLastPage()
  }, [posted])

  return (
    <section aria-labelledby="replies-heading" className={`${panel} ${css({ display: "grid", gap: "3" })}`}>
      <h2 id="replies-heading" className={css({ fontSize: "lg", fontWeight: "semibold" })}>
        全部回复（{list.shown?.totalElements ?? topic.replies}）
      </h2>
      <ForumReplyList list={list} page={page} onPage={setPage} onQuote={quote} onReport={onReport} now={now} />
      {topic.status === "visible" && (
        <div className={css({ display: "grid", gap: "3", borderTopWidth: "1px", borderColor: "border.subtle", pt: "4" })}>
          <h3 className={css({ fontSize: "md", fontWeight: "semibold" })}>发表回复</h3>
          <ForumReplyComposer actor={actor} topicId={topic.id} focusRef={composerRef} />
        </div>
      )}
    </section>
  )
}

function TopicView({ id }: { readonly id: number }) {
  const topic = useResource("forumTopic", { params: { id } })
  const actor = useActorRef(wiredForumReplyMachine, { input: { topicId: id } })
  const [reporting, setReporting] = useState<ForumReportTarget | null>(null)
  const [editing, setEditing] = useState(false)
  const composerRef = useRef<HTMLDivElement>(null)
  const [replyTotal, setReplyTotal] = useState<number | null>(null)
  const back = (
    <Link href="/bbs" className={button({ variant: "outline", size: "sm" })}>
      返回论坛
    </Link>
  )
  const quoteTopic = (data: ForumTopicDetail) => {
    actor.send({
      type: "quote.set",
      quote: { kind: "topic", replyId: null, floor: null, authorName: data.author.nickName, excerpt: forumExcerpt(textOfHtml(data.bodyHtml) || "[图片]", FORUM_QUOTE_EXCERPT) },
    })
    focusComposer(composerRef.current)
  }
  return (
    <div className={css({ display: "grid", gap: "4", maxW: "4xl", mx: "auto" })}>
      <Breadcrumb trail={topic.shown ? [FORUM_CRUMB, { href: forumListHref({ board: topic.shown.board.id }), label: topic.shown.board.name }] : [FORUM_CRUMB]} />
      <LoadStates
        of={topic}
        missing={{ error: FORUM_MESSAGES.topicNotFound, view: <EmptyState title={FORUM_MESSAGES.topicNotFound} description="它可能已被作者删除，或因违反社区规范被隐藏。" action={back} /> }}
      />
      {topic.shown &&
        (editing ? (
          <EditTopic
            topic={topic.shown}
            onDone={(saved) => {
              setEditing(false)
              if (saved) topic.reload()
            }}
          />
        ) : (
          <>
            <TopicArticle topic={topic.shown} replies={replyTotal ?? topic.shown.replies} onQuote={() => topic.shown && quoteTopic(topic.shown)} onReport={setReporting} onChanged={topic.reload} onEdit={() => setEditing(true)} />
            <Replies topic={topic.shown} actor={actor} composerRef={composerRef} onReport={setReporting} onTotal={setReplyTotal} />
          </>
        ))}
      <ForumReportDialog target={reporting} onClose={() => setReporting(null)} />
    </div>
  )
}

/** /bbs/detail?id=…: a topic with its replies by floor, likes, quotes, reports, and the author's and moderators' actions. */
export default function ForumDetailPage(_props: PageProps) {
  const raw = useQueryParam("id")
  const id = raw !== null && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null
  return (
    <div className={pageColumn({ space: "roomy" })}>
      {id === null ? (
        <EmptyState
          title={FORUM_MESSAGES.topicNotFound}
          action={<EmptyStateLink href="/bbs">返回论坛</EmptyStateLink>}
        />
      ) : (
        <TopicView key={id} id={id} />
      )}
    </div>
  )
}
