import { useEffect, type ReactNode } from "react"
import { css, cx } from "styled-system/css"
import type { commentLikeMachine } from "../../machines/courses/comment-like.machine.ts"
import { useMachine } from "../app/flow-hooks.ts"
import { useSession } from "../session/index.ts"

const likeClass = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "1",
  fontSize: "sm",
  color: "fg.muted",
  cursor: "pointer",
  px: "2",
  py: "1",
  borderRadius: "md",
  _hover: { color: "highlight.text" },
  "&[aria-pressed=true]": { color: "highlight.text" },
  "&[aria-disabled=true]": { cursor: "wait" },
})

/**
 * The small heart of a comment, a topic or a reply: shown at once, then what the server answers;
 * further clicks wait a second, and a visitor is asked to log in. `machine` is the like machine
 * wired to the kind's call; `count` writes the number beside the heart.
 */
export function LikeToggle(props: {
  readonly machine: typeof commentLikeMachine
  readonly id: number
  readonly liked: boolean
  readonly likes: number
  readonly count: (likes: number) => ReactNode
  readonly className?: string
}) {
  const { status } = useSession()
  const signedIn = status === "member"
  const [snapshot, send] = useMachine(props.machine, {
    input: { id: props.id, likedStatus: props.liked ? "LIKE" : "UNLIKE", likeNumber: props.likes, signedIn },
  })
  useEffect(() => {
    send({ type: "session.changed", signedIn })
  }, [signedIn, send])
  const on = snapshot.context.likedStatus === "LIKE"
  const likes = snapshot.context.likeNumber
  return (
    <button
      type="button"
      className={cx(likeClass, props.className)}
      aria-pressed={on}
      aria-label={on ? `取消点赞，已有 ${likes} 人点赞` : `点赞，已有 ${likes} 人点赞`}
      aria-disabled={snapshot.hasTag("busy") || undefined}
      onClick={() => send({ type: "like.toggle" })}
    >
      <span aria-hidden="true">{on ? "♥" : "♡"}</span>
      <span>{props.count(likes)}</span>
    </button>
  )
}
