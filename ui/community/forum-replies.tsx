import { useSelector } from "@xstate/react"
import { useCallback, useEffect, useRef, useState, type RefObject } from "react"
import { Link } from "wouter"
import type { ActorRefFrom } from "xstate"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import {
  FORUM_MESSAGES,
  FORUM_QUOTE_EXCERPT,
  FORUM_REPLY_PAGE_SIZE,
  FORUM_REPLY_PICTURES,
  forumExcerpt,
  textOfHtml,
  type ForumQuote,
  type ForumReply,
} from "../../domain/community/index.ts"
import type { ForumQuoteDraft } from "../../machines/community/forum-reply.machine.ts"
import type { wiredForumReplyMachine } from "../app/forum-wiring.ts"
import { useCall } from "../app/use-call.ts"
import { ListStates } from "../components/list-states.tsx"
import { Pager } from "../components/pager.tsx"
import { prose } from "../components/prose.ts"
import { RichTextEditor } from "../components/rich-text-editor.tsx"
import { SafeHtml } from "../components/safe-html.tsx"
import { useConfirmed } from "../components/use-confirmed.tsx"
import type { Resource } from "../app/use-resource.ts"
import { NewsRealNamePrompt, ago, usePublishPermission } from "../news/index.ts"
import { useSession } from "../session/index.ts"
import { ForumAuthorName, ForumLikeButton, forumDeleteToolClass, forumToolClass } from "./forum-parts.tsx"
import type { ForumReportTarget } from "./forum-report-dialog.tsx"
import { FormAlert } from "../components/form-alert.tsx"
import { formatTime } from "../components/time-format.ts"

export type ForumReplyActor = ActorRefFrom<typeof wiredForumReplyMachine>

/** The quote of a reply made from what the reader sees. */
export const quoteOfReply = (reply: ForumReply): ForumQuoteDraft => ({
  kind: "reply",
  replyId: reply.id,
  floor: reply.floor,
  authorName: reply.author.nickName,
  excerpt: forumExcerpt(textOfHtml(reply.bodyHtml) || "[图片]", FORUM_QUOTE_EXCERPT),
})

const quoteBox = css({
  display: "grid",
  gap: "1",
  px: "3",
  py: "2",
  borderLeftWidth: "3px",
  borderColor: "accent.muted",
  bg: "bg.subtle",
  borderRadius: "sm",
  fontSize: "sm",
  color: "fg.muted",
  wordBreak: "break-word",
})

/** Who and what a reply quotes, shown above it. */
function QuoteBlock({ quote }: { readonly quote: ForumQuote }) {
  const whose = quote.kind === "topic" ? `楼主 ${quote.author.nickName} 的帖子` : `${quote.author.nickName}${quote.floor ? `（${quote.floor}楼）` : ""} 的回复`
  return (
    <blockquote className={quoteBox}>
      <span className={css({ fontSize: "xs", color: "fg.subtle" })}>引用 {whose}</span>
      <span className={quote.excerpt === null ? css({ fontStyle: "italic", color: "fg.subtle" }) : undefined}>{quote.excerpt ?? FORUM_MESSAGES.quoteGone}</span>
    </blockquote>
  )
}

function ReplyItem({
  reply,
  now,
  onQuote,
  onReport,
  onDelete,
}: {
  readonly reply: ForumReply
  readonly now: number
  readonly onQuote: (reply: ForumReply) => void
  readonly onReport: (target: ForumReportTarget) => void
  readonly onDelete: (reply: ForumReply) => void
}) {
  const { status } = useSession()
  return (
    <li id={`floor-${reply.floor}`} className={css({ display: "grid", gap: "2", py: "4", borderBottomWidth: "1px", borderColor: "border.subtle", _last: { borderBottomWidth: 0 }, scrollMarginTop: "24" })}>
      <div className={css({ display: "flex", alignItems: "center", gap: "3", fontSize: "sm", flexWrap: "wrap" })}>
        <ForumAuthorName author={reply.author} size={8} />
        <time dateTime={reply.createTime} title={formatTime(reply.createTime)} className={css({ fontSize: "xs", color: "fg.subtle" })}>
          {ago(reply.createTime, now)}
        </time>
        <span className={css({ ml: "auto", fontSize: "xs", color: "fg.subtle" })}>{reply.floor}楼</span>
      </div>
      {reply.quote && <QuoteBlock quote={reply.quote} />}
      <SafeHtml html={reply.bodyHtml} className={`${prose} ${css({ fontSize: "sm", wordBreak: "break-word" })}`} />
      <div className={css({ display: "flex", alignItems: "center", gap: "1", flexWrap: "wrap", justifyContent: "flex-end" })}>
        <ForumLikeButton target="reply" id={reply.id} liked={reply.liked} likes={reply.likes} />
        {status === "member" && (
          <button type="button" className={forumToolClass} onClick={() => onQuote(reply)} aria-label={`引用${reply.floor}楼`}>
            引用
          </button>
        )}
        {status === "member" && !reply.mine && (
          <button type="button" className={forumToolClass} onClick={() => onReport({ targetType: "reply", targetId: reply.id, label: `${reply.floor}楼的回复` })} aria-label={`举报${reply.floor}楼`}>
            举报
          </button>
        )}
        {reply.mine && (
          <button type="button" className={forumDeleteToolClass} onClick={() => onDelete(reply)} aria-label={`删除${reply.floor}楼`}>
            删除
          </button>
        )}
      </div>
    </li>
  )
}

/** The replies of a topic by floor, a page at a time, with their quotes, likes and actions. */
export function ForumReplyList({
  list,
  page,
  onPage,
  onQuote,
  onReport,
  now,
}: {
  readonly list: Resource<{ readonly content: ReadonlyArray<ForumReply>; readonly totalElements: number }>
  readonly page: number
  readonly onPage: (page: number) => void
  readonly onQuote: (reply: ForumReply) => void
  readonly onReport: (target: ForumReportTarget) => void
  readonly now: number
}) {
  const remove = useCall("forumReplyDelete", { success: FORUM_MESSAGES.deleted, onDone: list.reload })
  const deleting = useConfirmed({
    tone: "danger",
    message: () => FORUM_MESSAGES.confirmDeleteReply,
    run: (reply: ForumReply) => remove.send({ params: { id: reply.id } }),
  })
  return (
    <>
      <ListStates list={list} compact empty={<p className={css({ fontSize: "sm", color: "fg.subtle", py: "4" })}>{FORUM_MESSAGES.emptyReplies}</p>}>
        {(replies) => (
          <>
            <ol aria-label="回复列表">
              {replies.map((r) => (
                <ReplyItem key={r.id} reply={r} now={now} onQuote={onQuote} onReport={onReport} onDelete={deleting.ask} />
              ))}
            </ol>
            <Pager page={page} pageSize={FORUM_REPLY_PAGE_SIZE} total={list.shown?.totalElements ?? 0} onPageChange={onPage} />
          </>
        )}
      </ListStates>
      {deleting.dialog}
    </>
  )
}

/**
 * The reply box: a visitor is sent to log in; a member without real-name certification sees the
 * prompt; the quote being made shows above the editor with a way to drop it. A fresh editor
 * starts after each posted reply.
 */
export function ForumReplyComposer({ actor, topicId, focusRef }: { readonly actor: ForumReplyActor; readonly topicId: number; readonly focusRef: RefObject<HTMLDivElement | null> }) {
  const { status } = useSession()
  const permission = usePublishPermission()
  const quote = useSelector(actor, (s) => s.context.quote)
  const error = useSelector(actor, (s) => s.context.error)
  const code = useSelector(actor, (s) => s.context.code)
  const busy = useSelector(actor, (s) => s.hasTag("busy"))
  const posted = useSelector(actor, (s) => s.context.posted)
  const [bodyHtml, setBodyHtml] = useState("")
  const firstPosted = useRef(posted)
  useEffect(() => {
    if (posted !== firstPosted.current) setBodyHtml("")
  }, [posted])
  const onBody = useCallback((html: string) => setBodyHtml(html), [])

  if (status !== "member") {
    return (
      <p className={css({ fontSize: "sm", color: "fg.muted" })}>
        <Link href={`/login?redirect=${encodeURIComponent(`/bbs/detail?id=${topicId}`)}`} className={css({ color: "fg.link", fontWeight: "semibold" })}>
          登录
        </Link>
        后参与回复
      </p>
    )
  }
  return (
    <form aria-label="发表回复" className={css({ display: "grid", gap: "2" })} onSubmit={(e) => (e.preventDefault(), actor.send({ type: "reply.submit", bodyHtml }))}>
      <NewsRealNamePrompt />
      {quote && (
        <div className={`${quoteBox} ${css({ gridTemplateColumns: "1fr auto", alignItems: "start" })}`} aria-label="引用内容">
          <span>
            <span className={css({ display: "block", fontSize: "xs", color: "fg.subtle" })}>
              引用 {quote.kind === "topic" ? `楼主 ${quote.authorName} 的帖子` : `${quote.authorName}（${quote.floor}楼）的回复`}
            </span>
            {quote.excerpt}
          </span>
          <button type="button" className={button({ variant: "plain", size: "xs" })} onClick={() => actor.send({ type: "quote.clear" })} disabled={busy}>
            取消引用
          </button>
        </div>
      )}
      <div ref={focusRef}>
        <RichTextEditor key={posted} label="回复内容" initialHtml="" onChange={onBody} placeholder="友善发言，理性讨论" imageLimit={FORUM_REPLY_PICTURES} compact invalid={code === "invalid_reply"} />
      </div>
      <FormAlert message={error}>
        {code === "real_name_required" && (
          <Link href="/account/security" className={css({ ml: "2", color: "fg.link", textDecoration: "underline" })}>
            去认证
          </Link>
        )}
      </FormAlert>
      <div className={css({ display: "flex", justifyContent: "flex-end" })}>
        <button type="submit" className={button({ size: "sm" })} disabled={busy || !permission.canPost}>
          {busy ? "正在发表…" : "发表回复"}
        </button>
      </div>
    </form>
  )
}
