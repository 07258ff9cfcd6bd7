import { Link } from "wouter"
import { css } from "styled-system/css"
import { badgeText, CHAT_PATH } from "../../../domain/chat/alerts.ts"
import { ChatIcon } from "../../components/icons.tsx"
import { useChatUnread } from "../chat-provider.tsx"

/** The header's chat entry for members: the chat page, with the unread count as a badge. */
export function ChatEntry() {
  const unread = useChatUnread()
  const badge = badgeText(unread)
  return (
    <Link
      href={CHAT_PATH}
      aria-label={unread > 0 ? `在线沟通，${unread}条未读消息` : "在线沟通"}
      data-testid="chat-entry"
      className={css({
        position: "relative",
        display: "inline-grid",
        placeItems: "center",
        w: "10",
        h: "10",
        borderRadius: "full",
        color: "fg.muted",
        _hover: { bg: "bg.muted", color: "accent.text" },
        _focusVisible: { outline: "2px solid", outlineColor: "accent.solid", outlineOffset: "2px" },
      })}
    >
      <ChatIcon size={20} />
      {badge !== "" && (
        <span
          aria-hidden="true"
          className={css({
            position: "absolute",
            top: "0.5",
            right: "0",
            minW: "4.5",
            h: "4.5",
            px: "1",
            borderRadius: "full",
            bg: "danger.solid",
            color: "white",
            fontSize: "2xs",
            fontWeight: "semibold",
            lineHeight: "1",
            display: "inline-flex",
            alignItems: "center",
            justifyContent: "center",
          })}
        >
          {badge}
        </span>
      )}
    </Link>
  )
}
