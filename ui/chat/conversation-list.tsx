import { css } from "styled-system/css"
import { badge, tag } from "styled-system/recipes"
import { DEFAULT_AVATAR_PATH } from "../../domain/chat/card.ts"
import type { Conversation } from "../../domain/chat/protocol.ts"
import { chatTime } from "../../domain/chat/view.ts"
import { profileCardLabel } from "../../domain/member/member-display.ts"
import { UserCard } from "../components/user-card/user-card.tsx"

/** Conversations, newest first, each with its unread badge (spec 1 §2.4). */
export function ConversationList({
  conversations,
  activeId,
  onSelect,
}: {
  readonly conversations: ReadonlyArray<Conversation>
  readonly activeId: number | null
  readonly onSelect: (peerId: number) => void
}) {
  const now = new Date()
  if (conversations.length === 0) {
    return <p className={css({ fontSize: "sm", color: "fg.muted", p: "2" })}>还没有好友和会话。输入用户名添加好友，或联系在线客服。</p>
  }
  return (
    <ul aria-label="会话列表" className={css({ display: "flex", flexDir: "column", gap: "0.5", overflowY: "auto", maxH: { base: "60", lg: "none" } })}>
      {conversations.map(({ peer, lastMessage, unread }) => {
        const label = profileCardLabel(peer.type)
        const active = peer.userId === activeId
        return (
          <li key={peer.userId} className={css({ display: "flex", alignItems: "center", gap: "2", borderRadius: "md", px: "2", py: "1.5", bg: active ? "accent.subtle" : "transparent", _hover: { bg: active ? "accent.subtle" : "bg.muted" } })}>
            <UserCard userName={peer.userName}>
              <button type="button" aria-label={`查看${peer.nickName}的名片`} className={css({ position: "relative", flexShrink: 0, cursor: "pointer" })}>
                <img src={peer.avatarPath || DEFAULT_AVATAR_PATH} alt="" width={36} height={36} className={css({ w: "9", h: "9", borderRadius: "full", objectFit: "cover", bg: "bg.muted" })} />
              </button>
            </UserCard>
            <button
              type="button"
              aria-current={active ? "true" : undefined}
              aria-label={`与${peer.nickName}的会话${unread > 0 ? `，${unread}条未读` : ""}`}
              onClick={() => onSelect(peer.userId)}
              className={css({ flex: "1", minW: "0", textAlign: "left", cursor: "pointer", display: "flex", flexDir: "column" })}
            >
              <span className={css({ display: "flex", alignItems: "center", gap: "1" })}>
                <span className={css({ fontSize: "sm", fontWeight: "medium", truncate: true })}>{peer.nickName}</span>
                {label && <span className={tag({ size: "sm", tone: peer.type === "sys" ? "accent" : "warning" })}>{label}</span>}
                <span className={css({ ml: "auto", fontSize: "2xs", color: "fg.subtle", flexShrink: 0 })}>{lastMessage ? chatTime(lastMessage.createdAt, now) : ""}</span>
              </span>
              <span className={css({ display: "flex", alignItems: "center", gap: "1" })}>
                <span className={css({ fontSize: "xs", color: "fg.muted", truncate: true, flex: "1" })}>{lastMessage?.text ?? "暂无消息"}</span>
                {unread > 0 && (
                  <span className={badge()} data-testid="unread-badge" aria-hidden="true">
                    {unread > 99 ? "99+" : unread}
                  </span>
                )}
              </span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
