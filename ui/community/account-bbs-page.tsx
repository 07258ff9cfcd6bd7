import { useState, type ReactNode } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { button, tag } from "styled-system/recipes"
import { formatCount } from "../../domain/core/count-format.ts"
import { FORUM_MESSAGES, FORUM_PAGE_SIZE, FORUM_REPLY_PAGE_SIZE, type MyForumReply, type MyForumTopic } from "../../domain/community/index.ts"
import { useCall } from "../app/use-call.ts"
import type { PageProps } from "../app/page-registry.ts"
import { AccountFrame, AccountPanel } from "../components/account-frame/account-frame.tsx"
import { EmptyState, EmptyStateLink } from "../components/empty-state.tsx"
import { ListStates } from "../components/list-states.tsx"
import { Pager } from "../components/pager.tsx"
import { Tabs } from "../components/tabs.tsx"
import { useConfirmed } from "../components/use-confirmed.tsx"
import { useReloadWhenShownAgain } from "../hooks/use-page-location.ts"
import { useResource, type Resource } from "../app/use-resource.ts"
import { NewsRealNamePrompt } from "../news/index.ts"
import { ForumTags, forumTopicHref } from "./forum-parts.tsx"
import { formatTime } from "../components/time-format.ts"

const row = css({ display: "grid", gap: "1.5", py: "4", borderBottomWidth: "1px", borderColor: "border.subtle", _last: { borderBottomWidth: 0 } })
const meta = css({ display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: "3", rowGap: "1", fontSize: "xs", color: "fg.subtle" })
const deleteClass = `${button({ variant: "link", size: "xs" })} ${css({ color: "danger.text" })}`

const HiddenTag = () => <span className={tag({ tone: "danger", size: "sm" })}>已隐藏</span>

function TopicRow({ topic, onDelete }: { readonly topic: MyForumTopic; readonly onDelete: (topic: MyForumTopic) => void }) {
  return (
    <li className={row}>
      <div className={css({ display: "flex", alignItems: "flex-start", gap: "2" })}>
        <Link href={forumTopicHref(topic.id)} className={css({ flex: "1", minW: "0", fontWeight: "semibold", lineClamp: "2", _hover: { color: "accent.text" } })}>
          {topic.title}
        </Link>
        <span className={css({ display: "inline-flex", gap: "1", flexShrink: 0 })}>
          {topic.status === "hidden" && <HiddenTag />}
          <ForumTags pinned={topic.pinned} featured={topic.featured} />
        </span>
      </div>
      {topic.excerpt && <p className={css({ fontSize: "sm", color: "fg.muted", lineClamp: "2" })}>{topic.excerpt}</p>}
      <div className={meta}>
        <span className={tag({ tone: "neutral", size: "sm" })}>{topic.boardName}</span>
        <time dateTime={topic.createTime}>{formatTime(topic.createTime)}</time>
        <span>
          {formatCount(topic.replies)} 回复 · {formatCount(topic.views)} 浏览 · {formatCount(topic.likes)} 赞
        </span>
        <button type="button" className={`${deleteClass} ${css({ ml: "auto" })}`} onClick={() => onDelete(topic)} aria-label={`删除 ${topic.title}`}>
          删除
        </button>
      </div>
    </li>
  )
}

/**
 * One tab of the member's own posts: a page of them (read again when the page is shown again),
 * each with 删除 that asks first and reads the page again once the deletion is done.
 */
function OwnPosts<T extends { readonly id: number }>({
  useList,
  pageSize,
  label,
  empty,
  confirmDelete,
  remove,
  row,
}: {
  readonly useList: (page: number) => Resource<{ readonly content: ReadonlyArray<T>; readonly totalElements: number }>
  readonly pageSize: number
  readonly label: string
  readonly empty: ReactNode
  readonly confirmDelete: string
  /** The endpoint that deletes one of them. */
  readonly remove: "forumTopicDelete" | "forumReplyDelete"
  readonly row: (item: T, onDelete: (item: T) => void) => ReactNode
}) {
  const [page, setPage] = useState(0)
  const list = useList(page)
  useReloadWhenShownAgain(list.reload)
  const deletion = useCall(remove, { success: FORUM_MESSAGES.deleted, onDone: list.reload })
  const deleting = useConfirmed({ tone: "danger", message: () => confirmDelete, run: (item: T) => deletion.send({ params: { id: item.id } }) })
  return (
    <>
      <ListStates list={list} compact empty={empty}>
        {(items) => (
          <>
            <ul aria-label={label}>{items.map((item) => row(item, deleting.ask))}</ul>
            <Pager page={page} pageSize={pageSize} total={list.shown?.totalElements ?? 0} onPageChange={setPage} />
          </>
        )}
      </ListStates>
      {deleting.dialog}
    </>
  )
}

const useMyTopics = (page: number) => useResource("forumMyTopics", { query: { page, size: FORUM_PAGE_SIZE } })

const MyTopics = () => (
  <OwnPosts
    useList={useMyTopics}
    pageSize={FORUM_PAGE_SIZE}
    label="我发表的帖子"
    empty={
      <EmptyState
        compact
        title={FORUM_MESSAGES.emptyMineTopics}
        description="在论坛分享经验或提出问题，和其他会员一起交流。"
        action={<EmptyStateLink href="/bbs?post=1">发新帖</EmptyStateLink>}
      />
    }
    confirmDelete={FORUM_MESSAGES.confirmDeleteTopic}
    remove="forumTopicDelete"
    row={(t: MyForumTopic, onDelete) => <TopicRow key={t.id} topic={t} onDelete={onDelete} />}
  />
)

function ReplyRow({ reply, onDelete }: { readonly reply: MyForumReply; readonly onDelete: (reply: MyForumReply) => void }) {
  return (
    <li className={row}>
      <p className={css({ fontSize: "sm", wordBreak: "break-word" })}>
        {reply.excerpt} {reply.status === "hidden" && <HiddenTag />}
      </p>
      <div className={meta}>
        <span>
          回复于{" "}
          {reply.topicVisible ? (
            <Link href={`${forumTopicHref(reply.topicId)}`} className={css({ color: "fg.link", _hover: { textDecoration: "underline" } })}>
              《{reply.topicTitle}》
            </Link>
          ) : (
            <span title="帖子已删除或已隐藏">《{reply.topicTitle}》</span>
          )}{" "}
          {reply.floor}楼
        </span>
        <time dateTime={reply.createTime}>{formatTime(reply.createTime)}</time>
        <span>{formatCount(reply.likes)} 赞</span>
        <button type="button" className={`${deleteClass} ${css({ ml: "auto" })}`} onClick={() => onDelete(reply)} aria-label={`删除回复：${reply.excerpt}`}>
          删除
        </button>
      </div>
    </li>
  )
}

const useMyReplies = (page: number) => useResource("forumMyReplies", { query: { page, size: FORUM_REPLY_PAGE_SIZE } })

const MyReplies = () => (
  <OwnPosts
    useList={useMyReplies}
    pageSize={FORUM_REPLY_PAGE_SIZE}
    label="我的回复"
    empty={
      <EmptyState
        compact
        title={FORUM_MESSAGES.emptyMineReplies}
        action={<EmptyStateLink href="/bbs">去论坛看看</EmptyStateLink>}
      />
    }
    confirmDelete={FORUM_MESSAGES.confirmDeleteReply}
    remove="forumReplyDelete"
    row={(r: MyForumReply, onDelete) => <ReplyRow key={r.id} reply={r} onDelete={onDelete} />}
  />
)

/** /account/bbs 我的帖子: the member's topics and replies (tabs), hidden ones marked, with delete. */
export default function AccountBbsPage(_props: PageProps) {
  return (
    <AccountFrame
      title="我的帖子"
      actions={
        <Link href="/bbs?post=1" className={button({ size: "sm" })}>
          发新帖
        </Link>
      }
    >
      <AccountPanel>
        <div className={css({ mb: "3" })}>
          <NewsRealNamePrompt />
        </div>
        <Tabs
          label="我的帖子和回复"
          items={[
            { value: "topics", label: "我的帖子", content: <MyTopics /> },
            { value: "replies", label: "我的回复", content: <MyReplies /> },
          ]}
        />
      </AccountPanel>
    </AccountFrame>
  )
}
