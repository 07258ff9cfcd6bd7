import { useSelector } from "@xstate/react"
import { Link } from "wouter"
import { css, cx } from "styled-system/css"
import { button } from "styled-system/recipes"
import type { FavoriteTargetType } from "../../domain/member/collection.ts"
import { wiredFavoriteToggleMachine } from "../app/favorite-wiring.ts"
import { useActorRef } from "../app/flow-hooks.ts"
import { useLoginHref } from "../app/layout/account-area.tsx"
import { useSession } from "../session/index.ts"

function StarGlyph({ filled }: { readonly filled: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill={filled ? "currentColor" : "none"} stroke="currentColor" strokeWidth="2" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
    </svg>
  )
}

const look = css({ gap: "1.5", minW: "28" })

function MemberFavoriteButton({ targetType, targetId }: { readonly targetType: FavoriteTargetType; readonly targetId: number }) {
  const actor = useActorRef(wiredFavoriteToggleMachine, { input: { targetType, targetId } })
  const collected = useSelector(actor, (s) => s.context.collected)
  const busy = useSelector(actor, (s) => s.hasTag("busy"))
  const unavailable = useSelector(actor, (s) => s.matches("unavailable"))
  const canToggle = useSelector(actor, (s) => s.can({ type: "favorite.toggle" }))
  if (unavailable) {
    return (
      <button type="button" className={cx(button({ variant: "plain", size: "md" }), look)} onClick={() => actor.send({ type: "favorite.retry" })}>
        <StarGlyph filled={false} />
        重新加载收藏
      </button>
    )
  }
  return (
    <button
      type="button"
      aria-pressed={collected}
      disabled={!canToggle}
      data-loading={busy ? "" : undefined}
      className={cx(button({ variant: collected ? "subtle" : "outline", size: "md" }), look)}
      onClick={() => actor.send({ type: "favorite.toggle" })}
    >
      <StarGlyph filled={collected} />
      {collected ? "已收藏" : "收藏"}
    </button>
  )
}

/**
 * 收藏 / 已收藏 on the page of a course, product or article: members toggle the favourite
 * (/account/collection lists it); visitors get a login link that comes back here.
 */
export function FavoriteButton({ targetType, targetId }: { readonly targetType: FavoriteTargetType; readonly targetId: number }) {
  const { status } = useSession()
  const loginHref = useLoginHref()
  if (status === "member") return <MemberFavoriteButton key={`${targetType}-${targetId}`} targetType={targetType} targetId={targetId} />
  if (status === "loading")
    return (
      <button type="button" disabled className={cx(button({ variant: "outline", size: "md" }), look)}>
        <StarGlyph filled={false} />
        收藏
      </button>
    )
  return (
    <Link href={loginHref} className={cx(button({ variant: "outline", size: "md" }), look)}>
      <StarGlyph filled={false} />
      登录后收藏
    </Link>
  )
}
