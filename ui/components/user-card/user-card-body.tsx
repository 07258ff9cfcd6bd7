import { useSelector } from "@xstate/react"
import { useMachine } from "../../app/flow-hooks.ts"
import { useEffect, useEffectEvent, useMemo } from "react"
import { useLocation } from "wouter"
import { css } from "styled-system/css"
import { button, tag } from "styled-system/recipes"
import type { UserCard as UserCardData } from "../../../domain/chat/friend-endpoints.ts"
import { cardButtons, DEFAULT_AVATAR_PATH, DEFAULT_CARD_HEADER_PATH, RELATION_LABELS } from "../../../domain/chat/card.ts"
import { profileCardLabel } from "../../../domain/member/member-display.ts"
import { useChatConnection } from "../../app/chat-provider.tsx"
import { friendRelationFor } from "../../app/chat-wiring.ts"
import { useResource, type Resource } from "../../app/use-resource.ts"
import { useSession } from "../../session/index.ts"
import { GenderIcon } from "./gender-icon.tsx"

export type UserCardTarget = { readonly userName: string } | { readonly userId: number }

/** Reloads the card when a friend request or friendship with this user changes. */
function useReloadOnFriendChange(userId: number | undefined, reload: () => void) {
  const connection = useChatConnection()
  const onChange = useEffectEvent(reload)
  useEffect(() => {
    if (!connection || userId === undefined) return
    const subscription = connection.on("chat.friends", (event) => {
      if (event.userId === userId) onChange()
    })
    return () => subscription.unsubscribe()
  }, [connection, userId])
}

type ConfirmRequest = { onConfirm: () => void; onCancel: () => void } | null

function Actions({ card, onNavigate, onConfirmDelete }: { readonly card: UserCardData; readonly onNavigate: (href: string) => void; readonly onConfirmDelete: (request: ConfirmRequest) => void }) {
  const session = useSession()
  const machine = useMemo(() => friendRelationFor(card.userName), [card.userName])
  const [snapshot, send, actorRef] = useMachine(machine, {
    input: { relation: card.relation, friendsId: card.friendsId, loggedIn: session.status === "member" },
  })
  const confirming = useSelector(actorRef, (s) => s.matches("confirming"))
  const relation = snapshot.matches("adding") ? "nofriend" : snapshot.matches("confirming") || snapshot.matches("deleting") ? "friend" : (snapshot.value as UserCardData["relation"])
  const buttons = cardButtons({ relation, type: card.type, userId: card.userId })
  const busy = snapshot.hasTag("busy")
  const askConfirm = useEffectEvent(() => {
    onConfirmDelete({ onConfirm: () => send({ type: "friend.confirm" }), onCancel: () => send({ type: "friend.cancel" }) })
  })
  useEffect(() => {
    if (!confirming) return
    askConfirm()
  }, [confirming])
  return (
    <>
      <div className={css({ display: "flex", gap: "2", justifyContent: "center", flexWrap: "wrap" })}>
        {buttons.message && (
          <button type="button" className={button({ size: "sm" })} onClick={() => onNavigate(buttons.message?.href ?? "")}>
            {buttons.message.label}
          </button>
        )}
        {buttons.add && (
          <button
            type="button"
            className={button({ size: "sm", variant: "outline" })}
            disabled={buttons.add.disabled || busy || !snapshot.can({ type: "friend.add" })}
            data-loading={busy ? "" : undefined}
            onClick={() => send({ type: "friend.add" })}
          >
            {buttons.add.label}
          </button>
        )}
        {buttons.remove && (
          <button type="button" className={button({ size: "sm", variant: "plain" })} disabled={busy} onClick={() => send({ type: "friend.delete" })}>
            {buttons.remove.label}
          </button>
        )}
      </div>
      <span className={css({ srOnly: true })} aria-live="polite">
        {RELATION_LABELS[relation]}
      </span>
    </>
  )
}

type CardProps = { readonly onConfirmDelete: (request: ConfirmRequest) => void }

function CardByName({ userName, ...props }: CardProps & { readonly userName: string }) {
  return <CardView card={useResource("userCard", { params: { userName } }, { silent: true })} {...props} />
}

function CardById({ userId, ...props }: CardProps & { readonly userId: number }) {
  return <CardView card={useResource("friendsFind", { params: { id: userId } }, { silent: true })} {...props} />
}

/** The content of the profile card (spec 1 §2.4, §3, §6), looked up by user name or id. */
export function UserCardBody({ target, ...props }: CardProps & { readonly target: UserCardTarget }) {
  return "userName" in target ? <CardByName userName={target.userName} {...props} /> : <CardById userId={target.userId} {...props} />
}

function CardView({ card: resource, onConfirmDelete }: CardProps & { readonly card: Resource<UserCardData> }) {
  const card = resource.shown
  useReloadOnFriendChange(card?.userId, resource.reload)
  const [, navigate] = useLocation()
  if (!card) {
    const failed = resource.status === "failure"
    return (
      <div role="status" aria-busy={!failed} className={css({ p: "6", textAlign: "center", color: "fg.muted", fontSize: "sm" })}>
        {failed ? "暂时无法查看该用户" : "正在加载…"}
      </div>
    )
  }
  // The buttons' machine starts from the card's relation: a reloaded card with another one starts it afresh.
  const relationKey = `${card.relation}:${card.friendsId ?? ""}`
  const label = profileCardLabel(card.type)
  return (
    <div data-testid="user-card" aria-label={`${card.nickName}的名片`}>
      <div
        className={css({ h: "20", bgSize: "cover", bgPosition: "center", borderTopRadius: "lg" })}
        style={{ backgroundImage: `url(${card.headerImage || DEFAULT_CARD_HEADER_PATH})` }}
      />
      <div className={css({ px: "4", pb: "4", mt: "-8", display: "flex", flexDir: "column", alignItems: "center", gap: "2" })}>
        <img
          src={card.avatarPath || DEFAULT_AVATAR_PATH}
          alt={`${card.nickName}的头像`}
          width={64}
          height={64}
          onError={(e) => {
            if (!e.currentTarget.src.endsWith(DEFAULT_AVATAR_PATH)) e.currentTarget.src = DEFAULT_AVATAR_PATH
          }}
          className={css({ w: "16", h: "16", borderRadius: "full", borderWidth: "3px", borderColor: "bg.surface", bg: "bg.muted", objectFit: "cover" })}
        />
        <div className={css({ display: "flex", alignItems: "center", gap: "1.5", flexWrap: "wrap", justifyContent: "center" })}>
          <strong className={css({ fontSize: "md" })}>{card.nickName}</strong>
          <GenderIcon gender={card.gender} />
          {label && <span className={tag({ tone: card.type === "sys" ? "accent" : "warning" })}>{label}</span>}
          {card.type === "member" && card.relation !== "oneself" && (
            <span key={relationKey} className={tag({ tone: card.relation === "friend" ? "accent" : "neutral" })} data-testid="relation-tag">
              {RELATION_LABELS[card.relation]}
            </span>
          )}
        </div>
        <dl className={css({ display: "flex", gap: "6", fontSize: "sm", color: "fg.muted" })}>
          <div className={css({ textAlign: "center" })}>
            <dd className={css({ fontWeight: "bold", color: "fg.default" })}>{card.newsCount}</dd>
            <dt>文章</dt>
          </div>
          <div className={css({ textAlign: "center" })}>
            <dd className={css({ fontWeight: "bold", color: "fg.default" })}>{card.bbsCount}</dd>
            <dt>帖子</dt>
          </div>
        </dl>
        <Actions key={`${card.userId}:${relationKey}`} card={card} onNavigate={navigate} onConfirmDelete={onConfirmDelete} />
      </div>
    </div>
  )
}
