import { useEffect, useEffectEvent, useRef, useState } from "react"
import { Link, useLocation } from "wouter"
import { css } from "styled-system/css"
import { categoryLabel, MAKER_MESSAGES } from "../../../domain/maker/rules.ts"
import type { ShortVideo } from "../../../domain/maker/entities.ts"
import { formatCount } from "../../../domain/core/count-format.ts"
import { useCall } from "../../app/use-call.ts"
import { copyWithNotice } from "../../app/clipboard.ts"
import { useSession } from "../../session/index.ts"
import { notify } from "../../notify/toast-store.ts"
import { CommentPanel } from "./comment-panel.tsx"

const action = css({
  display: "grid",
  justifyItems: "center",
  gap: "0.5",
  fontSize: "xs",
  color: "white",
  cursor: "pointer",
  bg: "transparent",
  "& > span:first-child": { w: "11", h: "11", borderRadius: "full", bg: "rgba(255,255,255,0.15)", display: "grid", placeItems: "center", fontSize: "lg" },
  "&[aria-pressed=true] > span:first-child": { bg: "#fe2c55" },
})

export const videoHref = (id: number) => `/micro/video/detail?id=${id}`

/**
 * One short video of a vertical feed: it plays while it is the visible one (muted autoplay, as
 * browsers allow), counts a view when first shown, and carries the maker, like, comment, share
 * and follow buttons. Likes and follows need a signed-in member.
 */
export function ShortVideoCard({ video, active, onFollowChange }: { readonly video: ShortVideo; readonly active: boolean; readonly onFollowChange?: (makerId: number, followed: boolean) => void }) {
  const session = useSession()
  const [, navigate] = useLocation()
  const player = useRef<HTMLVideoElement>(null)
  const [liked, setLiked] = useState({ liked: video.liked, likes: video.likes })
  const [followed, setFollowed] = useState(video.maker.followed)
  const [commentsOpen, setCommentsOpen] = useState(false)
  const [comments, setComments] = useState(video.comments)
  const [views, setViews] = useState(video.views)
  const viewed = useRef(false)
  const like = useCall("microLike", { onDone: (out) => setLiked(out) })
  const follow = useCall("microFollow", {
    onDone: (out) => {
      setFollowed(out.followed)
      onFollowChange?.(video.maker.userId, out.followed)
    },
  })
  const view = useCall("microView", { silent: true, onDone: (out) => setViews(out.views) })
  const member = session.status === "member"
  const isSelf = session.user?.userId === video.maker.userId

  useEffect(() => setFollowed(video.maker.followed), [video.maker.followed])
  const countView = useEffectEvent(() => view.send({ params: { id: video.id } }))
  useEffect(() => {
    const el = player.current
    if (!el) return
    if (active) {
      el.play().catch(() => {})
      if (!viewed.current) {
        viewed.current = true
        countView()
      }
    } else el.pause()
  }, [active])

  const needLogin = (message: string) => {
    notify.warning(message)
    navigate(`/login?redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`)
  }

  return (
    <article
      aria-label={video.title}
      data-video-id={video.id}
      data-active={active ? "" : undefined}
      className={css({ position: "relative", h: "full", w: "full", display: "flex", justifyContent: "center", bg: "black", overflow: "hidden" })}
    >
      <video
        ref={player}
        src={video.video}
        poster={video.cover}
        muted
        loop
        playsInline
        controls
        preload={active ? "auto" : "metadata"}
        aria-label={`视频：${video.title}`}
        className={css({ h: "full", maxW: "full", objectFit: "contain" })}
      />
      <div className={css({ position: "absolute", left: "4", bottom: "16", right: "20", display: "grid", gap: "1.5", textShadow: "0 1px 2px rgba(0,0,0,0.8)", pointerEvents: "none" })}>
        <Link href={`/micro/user?userId=${video.maker.userId}`} className={css({ fontWeight: "bold", pointerEvents: "auto" })}>
          @{video.maker.nickName}
        </Link>
        <h2 className={css({ fontSize: "md" })}>{video.title}</h2>
        <p className={css({ fontSize: "sm", color: "rgba(255,255,255,0.8)" })}>
          {categoryLabel(video.category)}
          {video.tags.map((t) => ` #${t}`).join("")} · {formatCount(views)} 次播放
        </p>
      </div>
      <div className={css({ position: "absolute", right: "3", bottom: "20", display: "grid", gap: "4" })}>
        <Link href={`/micro/user?userId=${video.maker.userId}`} aria-label={`${video.maker.nickName}的主页`} className={css({ display: "grid", justifyItems: "center" })}>
          <span className={css({ w: "12", h: "12", borderRadius: "full", borderWidth: "2px", borderColor: "white", overflow: "hidden", bg: "gray.600", display: "grid", placeItems: "center", fontWeight: "bold" })}>
            {video.maker.avatarPath ? <img src={video.maker.avatarPath} alt="" className={css({ w: "full", h: "full", objectFit: "cover" })} /> : video.maker.nickName.slice(0, 1)}
          </span>
        </Link>
        {!isSelf && (
          <button
            type="button"
            className={action}
            aria-pressed={followed}
            disabled={follow.busy}
            onClick={() => (member ? follow.send({ params: { id: video.maker.userId }, body: { followed: !followed } }) : needLogin("请先登录再关注"))}
          >
            <span aria-hidden="true">{followed ? "✓" : "+"}</span>
            <span>{followed ? "已关注" : "关注"}</span>
          </button>
        )}
        <button
          type="button"
          className={action}
          aria-pressed={liked.liked}
          aria-label={`${liked.liked ? "取消点赞" : "点赞"}，${liked.likes} 个赞`}
          disabled={like.busy}
          onClick={() => (member ? like.send({ params: { id: video.id }, body: { liked: !liked.liked } }) : needLogin(MAKER_MESSAGES.likeLogin))}
        >
          <span aria-hidden="true">♥</span>
          <span>{formatCount(liked.likes)}</span>
        </button>
        <button type="button" className={action} aria-expanded={commentsOpen} aria-label={`评论，${comments} 条`} onClick={() => setCommentsOpen((o) => !o)}>
          <span aria-hidden="true">评</span>
          <span>{formatCount(comments)}</span>
        </button>
        <button
          type="button"
          className={action}
          aria-label="分享"
          onClick={() => {
            const link = new URL(videoHref(video.id), window.location.origin).toString()
            void copyWithNotice(link, "链接已复制，快去分享吧", link)
          }}
        >
          <span aria-hidden="true">↗</span>
          <span>分享</span>
        </button>
      </div>
      {commentsOpen && <CommentPanel videoId={video.id} onClose={() => setCommentsOpen(false)} onAdded={() => setComments((n) => n + 1)} />}
    </article>
  )
}
