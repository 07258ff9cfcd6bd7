import { useMachine } from "../app/flow-hooks.ts"
import { useEffect, useEffectEvent, useMemo, useRef } from "react"
import { useSearch } from "wouter"
import { css } from "styled-system/css"
import { badge, button } from "styled-system/recipes"
import { CHAT_WINDOW_HEIGHT_PX, CHAT_WINDOW_WIDTH_PX } from "../../domain/core/constants.ts"
import { DEFAULT_AVATAR_PATH, officialChatHref } from "../../domain/chat/card.ts"
import { totalUnread } from "../../domain/chat/inbox.ts"
import { chatMessageView } from "../../domain/chat/view.ts"
import { profileCardLabel } from "../../domain/member/member-display.ts"
import { documentTitle } from "../../domain/shell/routes/route-table.ts"
import type { PageProps } from "../app/page-registry.ts"
import { SITE_NAME } from "../app/site-context.tsx"
import { useChatConnection } from "../app/chat-provider.tsx"
import { titleFlasher, unreadNotifier } from "../app/chat-connection-wiring.ts"
import { copyText, markConversationRead, wiredConversationMachine } from "../app/chat-wiring.ts"
import { canSendMessage } from "../../machines/chat/conversation.machine.ts"
import { ErrorState } from "../components/error-state.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { UserCard } from "../components/user-card/user-card.tsx"
import { useResource } from "../app/use-resource.ts"
import { Composer } from "./composer.tsx"
import { ConversationList } from "./conversation-list.tsx"
import { FriendsPanel } from "./friends-panel.tsx"
import { MessageList } from "./message-list.tsx"
import { QuickReplyPanel } from "./quick-reply-panel.tsx"

/** Unread count in the title and on the desktop while messages wait (spec 1 §4). */
function useUnreadSignals(total: number, pageTitle: string) {
  const baseTitle = useRef(pageTitle)
  baseTitle.current = pageTitle
  const shown = useRef(0)
  useEffect(() => {
    unreadNotifier.request()
    return () => titleFlasher.stop()
  }, [])
  useEffect(() => {
    titleFlasher.set(total, baseTitle.current)
    if (total > shown.current) unreadNotifier.show(total)
    shown.current = total
  }, [total])
}

/** /account/wechat: conversations, the chat window and quick replies (spec 1 §2.4; spec 2 §2). */
export default function ChatPage({ route }: PageProps) {
  const token = new URLSearchParams(useSearch()).get("token")
  const connection = useChatConnection()
  const [snapshot, send, actor] = useMachine(wiredConversationMachine, { input: { token: token && token !== "" ? token : null, news: connection } })
  const requests = useResource("friendRequests")
  const scroller = useRef<() => void>(() => {})

  const reloadRequests = useEffectEvent(() => requests.reload())
  useEffect(() => {
    const subs = [
      actor.on("conversation.markRead", (e) => markConversationRead(e.peerId, e.upTo)),
      actor.on("conversation.scrollToBottom", () => scroller.current()),
      actor.on("conversation.friendsChanged", () => reloadRequests()),
    ]
    return () => subs.forEach((s) => s.unsubscribe())
  }, [actor])

  // A different ?token= opens that conversation.
  const openedToken = useRef(token)
  const select = useEffectEvent((peerId: number) => send({ type: "conversation.select", peerId }))
  useEffect(() => {
    if (token === openedToken.current) return
    openedToken.current = token
    const id = Number(token)
    if (Number.isInteger(id) && id > 0) select(id)
  }, [token])

  const { conversations, activeId, me, messages, more, draft, error } = snapshot.context
  const total = totalUnread(conversations)
  useUnreadSignals(total, documentTitle(route, SITE_NAME))
  const active = conversations.find((c) => c.peer.userId === activeId)?.peer ?? null
  // Message times are told against the clock as the views are made (a time of today shows as the
  // hour only), so the clock is read again with each new list of messages.
  const views = useMemo(() => {
    const now = new Date()
    return me && active ? messages.map((m) => chatMessageView(m, me, active, now)) : []
  }, [messages, me, active])

  if (snapshot.matches("loading")) return <LoadingState label="正在加载会话…" />
  if (snapshot.matches("failure")) return <ErrorState message={error ?? "加载失败"} onRetry={() => send({ type: "conversation.retry" })} />

  const canSendNow = snapshot.can({ type: "draft.send" })
  const disabledReason = active && !active.canMessage ? "对方不是您的好友，无法发送消息" : null
  const label = active ? profileCardLabel(active.type) : null

  return (
    <div className={css({ minH: "100vh", bg: "bg.canvas" })}>
      <header className={css({ bg: "bg.surface", borderBottomWidth: "1px", borderColor: "border.subtle" })}>
        <div className={css({ maxW: "page", mx: "auto", px: "4", h: "14", display: "flex", alignItems: "center", gap: "3" })}>
          <a href="/" aria-label={`${SITE_NAME}首页`}>
            <img src="/brand/logo.svg" alt={SITE_NAME} width={140} height={34} className={css({ h: "8", w: "auto" })} />
          </a>
          <h1 className={css({ fontSize: "lg", fontWeight: "bold", display: "flex", alignItems: "center", gap: "2" })}>
            在线沟通
            {total > 0 && (
              <span className={badge()} data-testid="total-unread" aria-label={`${total}条未读消息`}>
                {total}
              </span>
            )}
          </h1>
          <a href={officialChatHref()} className={button({ size: "sm", variant: "plain" })} style={{ marginLeft: "auto" }}>
            联系客服
          </a>
        </div>
      </header>
      <main
        className={css({
          maxW: "page",
          mx: "auto",
          p: { base: "2", md: "4" },
          display: "grid",
          gap: "3",
          gridTemplateColumns: { base: "1fr", lg: "260px auto 1fr" },
          alignItems: "start",
        })}
      >
        <aside aria-label="好友与会话" className={css({ bg: "bg.surface", borderRadius: "lg", borderWidth: "1px", borderColor: "border.subtle", p: "3", display: "flex", flexDir: "column", gap: "3" })}>
          <FriendsPanel requests={requests} onChanged={() => send({ type: "conversations.refresh" })} />
          <ConversationList conversations={conversations} activeId={activeId} onSelect={(peerId) => send({ type: "conversation.select", peerId })} />
        </aside>

        <section
          aria-label="聊天窗口"
          data-testid="chat-window"
          className={css({
            bg: "bg.surface",
            borderRadius: "lg",
            borderWidth: "1px",
            borderColor: "border.subtle",
            display: "flex",
            flexDir: "column",
            overflow: "hidden",
            resize: { base: "vertical", md: "both" },
            w: { base: "full", md: "var(--chat-w)" },
            maxW: "full",
            h: "var(--chat-h)",
            minW: { md: "80" },
            minH: "72",
          })}
          style={{ ["--chat-w" as string]: `${CHAT_WINDOW_WIDTH_PX}px`, ["--chat-h" as string]: `${CHAT_WINDOW_HEIGHT_PX}px` }}
        >
          {!active ? (
            <div className={css({ m: "auto", textAlign: "center", color: "fg.muted", fontSize: "sm", p: "6" })}>
              {/* The list stands beside the window on wide screens and above it on narrow ones. */}
              <p className={css({ display: { base: "none", lg: "block" } })}>选择左侧的会话开始聊天</p>
              <p className={css({ display: { base: "block", lg: "none" } })}>选择上方的会话开始聊天</p>
              <a href={officialChatHref()} className={button({ variant: "link", size: "sm" })}>
                或联系在线客服
              </a>
            </div>
          ) : (
            <>
              <div className={css({ display: "flex", alignItems: "center", gap: "2", px: "3", h: "11", borderBottomWidth: "1px", borderColor: "border.subtle", flexShrink: 0 })}>
                <UserCard userName={active.userName}>
                  <button type="button" aria-label={`查看${active.nickName}的名片`} className={css({ cursor: "pointer" })}>
                    <img src={active.avatarPath || DEFAULT_AVATAR_PATH} alt="" width={28} height={28} className={css({ w: "7", h: "7", borderRadius: "full", objectFit: "cover" })} />
                  </button>
                </UserCard>
                <h2 className={css({ fontWeight: "bold", fontSize: "sm" })}>{active.nickName}</h2>
                {label && <span className={css({ fontSize: "xs", color: "accent.text" })}>{label}</span>}
              </div>
              {snapshot.matches({ ready: { chat: "opening" } }) ? (
                <LoadingState compact label="正在加载消息…" />
              ) : snapshot.matches({ ready: { chat: "openFailure" } }) ? (
                <ErrorState compact message={error ?? "加载失败"} onRetry={() => send({ type: "conversation.retry" })} />
              ) : (
                <MessageList
                  messages={views}
                  more={more}
                  loadingEarlier={snapshot.hasTag("loadingEarlier")}
                  onTop={() => send({ type: "list.top" })}
                  onBottom={() => send({ type: "list.bottom" })}
                  onAway={() => send({ type: "list.away" })}
                  onLoadEarlier={() => send({ type: "history.more" })}
                  onCopy={(text) => void copyText(text)}
                  bindScroll={(fn) => (scroller.current = fn)}
                />
              )}
              <Composer
                draft={draft}
                canSend={canSendNow}
                sending={snapshot.hasTag("sending")}
                disabledReason={disabledReason}
                error={snapshot.matches({ ready: { chat: "open" } }) ? error : null}
                onChange={(text) => send({ type: "draft.change", text })}
                onSend={() => send({ type: "draft.send" })}
              />
            </>
          )}
        </section>

        <QuickReplyPanel canSend={canSendMessage(snapshot)} onSend={(text) => send({ type: "quickReply.send", text })} />
      </main>
    </div>
  )
}
