import { Link } from "wouter"
import { css } from "styled-system/css"
import { tag } from "styled-system/recipes"
import { formatCount } from "../../domain/core/count-format.ts"
import type { ForumAuthor, ForumBoard, ForumTopicCard } from "../../domain/community/index.ts"
import { wiredForumReplyLikeMachine, wiredForumTopicLikeMachine } from "../app/forum-wiring.ts"
import { Highlighted } from "../components/highlighted.tsx"
import { LikeToggle } from "../components/like-toggle.tsx"
import { UserCard } from "../components/user-card/user-card.tsx"
import { ago } from "../news/index.ts"
import { formatTime } from "../components/time-format.ts"

const DEFAULT_AVATAR = "/brand/avatar-default.svg"

/** The page of a topic. */
export const forumTopicHref = (id: number) => `/bbs/detail?id=${id}`

/** The forum's list, filtered by board and sorted (query parameters of /bbs). */
export const forumListHref = (options: { readonly board?: number | null; readonly sort?: string | null } = {}) => {
  const params = new URLSearchParams()
  if (options.board) params.set("board", String(options.board))
  if (options.sort && options.sort !== "latest") params.set("sort", options.sort)
  const query = params.toString()
  return query ? `/bbs?${query}` : "/bbs"
}

/** 置顶 and 精华 tags of a topic. */
export function ForumTags({ pinned, featured, size = "sm" }: { readonly pinned: boolean; readonly featured: boolean; readonly size?: "sm" | "md" }) {
  return (
    <>
      {pinned && <span className={tag({ tone: "highlight", size })}>置顶</span>}
      {featured && <span className={tag({ tone: "warning", size })}>精华</span>}
    </>
  )
}

/** An author's avatar and name, opening the profile card on hover or focus. */
export function ForumAuthorName({ author, size = 6 }: { readonly author: ForumAuthor; readonly size?: 6 | 8 | 10 }) {
  const avatar = { 6: css({ w: "6", h: "6" }), 8: css({ w: "8", h: "8" }), 10: css({ w: "10", h: "10" }) }[size]
  return (
    <UserCard userName={author.userName}>
      <button
        type="button"
        className={css({ display: "inline-flex", alignItems: "center", gap: "2", color: "fg.default", fontWeight: "medium", cursor: "pointer", minW: "0", _hover: { color: "accent.text" } })}
      >
        <img src={author.avatarPath || DEFAULT_AVATAR} alt="" className={`${avatar} ${css({ borderRadius: "full", objectFit: "cover", flexShrink: 0, bg: "bg.muted" })}`} />
        <span className={css({ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" })}>{author.nickName}</span>
      </button>
    </UserCard>
  )
}

/** One topic of a list: tags, title and excerpt (matches marked when searching), board, author, counts. */
export function ForumTopicRow({ topic, now, terms, showBoard }: { readonly topic: ForumTopicCard; readonly now: number; readonly terms: string; readonly showBoard: boolean }) {
  return (
    <li className={css({ display: "grid", gap: "1.5", py: "4", borderBottomWidth: "1px", borderColor: "border.subtle", _last: { borderBottomWidth: 0 } })}>
      <h3 className={css({ display: "flex", alignItems: "flex-start", gap: "2", fontSize: { base: "md", sm: "lg" }, fontWeight: "semibold", lineHeight: "snug" })}>
        <span className={css({ display: "inline-flex", gap: "1", flexShrink: 0, mt: "0.5", _empty: { display: "none" } })}>
          <ForumTags pinned={topic.pinned} featured={topic.featured} />
        </span>
        <Link href={forumTopicHref(topic.id)} className={css({ minW: "0", lineClamp: "2", _hover: { color: "accent.text" } })}>
          <Highlighted text={topic.title} keyword={terms} />
        </Link>
      </h3>
      {topic.excerpt && (
        <p className={css({ fontSize: "sm", color: "fg.muted", lineClamp: "2", wordBreak: "break-word" })}>
          <Highlighted text={topic.excerpt} keyword={terms} />
          {topic.pictures > 0 && <span className={css({ ml: "2", color: "fg.subtle", whiteSpace: "nowrap" })}>[图片 {topic.pictures}]</span>}
        </p>
      )}
      <div className={css({ display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: "3", rowGap: "1", fontSize: "xs", color: "fg.subtle" })}>
        {showBoard && (
          <Link href={forumListHref({ board: topic.boardId })} className={`${tag({ tone: "neutral", size: "sm" })} ${css({ _hover: { color: "accent.text" } })}`}>
            {topic.boardName}
          </Link>
        )}
        <span className={css({ color: "fg.muted" })}>{topic.author.nickName}</span>
        <time dateTime={topic.createTime} title={`发表于 ${formatTime(topic.createTime)}`}>
          {ago(topic.createTime, now)}
        </time>
        <span>
          {formatCount(topic.replies)} 回复 · {formatCount(topic.views)} 浏览 · {formatCount(topic.likes)} 赞
        </span>
        {topic.replies > 0 && (
          <time dateTime={topic.activeTime} className={css({ display: { base: "none", md: "inline" } })}>
            最后回复 {ago(topic.activeTime, now)}
          </time>
        )}
      </div>
    </li>
  )
}

/** A board in the side list: name, description, moderators and counts; the link filters the list. */
export function ForumBoardItem({ board, current }: { readonly board: ForumBoard; readonly current: boolean }) {
  return (
    <li>
      <Link
        href={forumListHref({ board: board.id })}
        aria-current={current ? "page" : undefined}
        className={css({
          display: "grid",
          gap: "1",
          p: "3",
          borderRadius: "md",
          borderWidth: "1px",
          borderColor: "border.subtle",
          _hover: { borderColor: "accent.solid" },
          "&[aria-current=page]": { borderColor: "accent.solid", bg: "accent.subtle" },
        })}
      >
        <span className={css({ display: "flex", alignItems: "baseline", justifyContent: "space-between", gap: "2" })}>
          <strong className={css({ fontSize: "md" })}>{board.name}</strong>
          {board.todayTopics > 0 && <span className={css({ fontSize: "xs", color: "highlight.text" })}>今日 {board.todayTopics}</span>}
        </span>
        <span className={css({ fontSize: "xs", color: "fg.muted", lineClamp: "2" })}>{board.description}</span>
        <span className={css({ fontSize: "xs", color: "fg.subtle" })}>
          主题 {formatCount(board.topics)} · 回复 {formatCount(board.replies)}
          {board.moderators.length > 0 && ` · 版主 ${board.moderators.map((m) => m.nickName).join("、")}`}
        </span>
      </Link>
    </li>
  )
}

/** A text button among a topic's or a reply's tools (引用, 举报, 置顶, 删除…); a pressed one (置顶, 加精) is marked. */
export const forumToolClass = css({
  fontSize: "sm",
  color: "fg.muted",
  px: "2",
  py: "1",
  borderRadius: "md",
  cursor: "pointer",
  _hover: { color: "accent.text", bg: "bg.subtle" },
  _focusVisible: { outline: "2px solid", outlineColor: "accent.solid" },
  "&[aria-pressed=true]": { color: "accent.text", fontWeight: "medium" },
})

/** The tool that deletes, in the danger colour. */
export const forumDeleteToolClass = `${forumToolClass} ${css({ color: "danger.text" })}`

/** The forum's heart also lights its background under the pointer and shows the keyboard's focus. */
const forumLikeClass = css({ _hover: { bg: "bg.subtle" }, _focusVisible: { outline: "2px solid", outlineColor: "accent.solid" } })

/** The like button of a topic or a reply: shown at once, then what the server answers; visitors are asked to log in. */
export function ForumLikeButton({ target, id, liked, likes }: { readonly target: "topic" | "reply"; readonly id: number; readonly liked: boolean; readonly likes: number }) {
  return (
    <LikeToggle
      machine={target === "topic" ? wiredForumTopicLikeMachine : wiredForumReplyLikeMachine}
      id={id}
      liked={liked}
      likes={likes}
      count={(count) => (count > 0 ? formatCount(count) : "赞")}
      className={forumLikeClass}
    />
  )
}
