import { useLayoutEffect, useRef } from "react"
import { css, cx } from "styled-system/css"
import { button } from "styled-system/recipes"
import type { ChatMessage } from "../../domain/chat/entities/chat.ts"

const BOTTOM_SLACK_PX = 8

export interface MessageListProps {
  readonly messages: ReadonlyArray<ChatMessage & { readonly id: number }>
  readonly more: boolean
  readonly loadingEarlier: boolean
  readonly onTop: () => void
  readonly onBottom: () => void
  readonly onAway: () => void
  readonly onLoadEarlier: () => void
  readonly onCopy: (text: string) => void
  /** Registers the function that scrolls the list to the newest message. */
  readonly bindScroll: (scrollToBottom: () => void) => void
}

/**
 * The messages of the open conversation. Reaching the top (scrolling or wheeling up at the
 * top) and the bottom are reported; earlier messages are added above without moving what the
 * reader sees.
 */
export function MessageList({ messages, more, loadingEarlier, onTop, onBottom, onAway, onLoadEarlier, onCopy, bindScroll }: MessageListProps) {
  const ref = useRef<HTMLDivElement>(null)
  const atTop = useRef(false)
  const atBottom = useRef(true)
  const lastWheel = useRef(0)
  const firstId = useRef<number | undefined>(undefined)
  const heightBefore = useRef(0)

  bindScroll(() => {
    const el = ref.current
    if (el) requestAnimationFrame(() => (el.scrollTop = el.scrollHeight))
  })

  // Earlier messages were added above: keep the same messages in view.
  useLayoutEffect(() => {
    const el = ref.current
    const first = messages[0]?.id
    if (el && firstId.current !== undefined && first !== undefined && first < firstId.current) {
      el.scrollTop += el.scrollHeight - heightBefore.current
    }
    firstId.current = first
    if (el) heightBefore.current = el.scrollHeight
  }, [messages])

  const onScroll = () => {
    const el = ref.current
    if (!el) return
    heightBefore.current = el.scrollHeight
    const top = el.scrollTop <= 0
    if (top && !atTop.current) onTop()
    atTop.current = top
    const bottom = el.scrollHeight - el.scrollTop - el.clientHeight <= BOTTOM_SLACK_PX
    if (bottom !== atBottom.current) (bottom ? onBottom : onAway)()
    atBottom.current = bottom
  }

  return (
    <div
      ref={ref}
      role="log"
      aria-label="消息记录"
      aria-live="polite"
      tabIndex={0}
      onScroll={onScroll}
      onWheel={(event) => {
        const el = ref.current
        if (!el || el.scrollTop > 0 || event.deltaY >= 0) return
        if (event.timeStamp - lastWheel.current < 400) return
        lastWheel.current = event.timeStamp
        onTop()
      }}
      className={css({ flex: "1", minH: "0", overflowY: "auto", px: "3", py: "2", bg: "bg.subtle", display: "flex", flexDir: "column", gap: "3" })}
    >
      {more && (
        <button type="button" className={cx(button({ variant: "link", size: "sm" }), css({ alignSelf: "center" }))} disabled={loadingEarlier} onClick={onLoadEarlier}>
          {loadingEarlier ? "正在加载…" : "查看更早的消息"}
        </button>
      )}
      {!more && messages.length > 0 && <p className={css({ textAlign: "center", fontSize: "xs", color: "fg.subtle" })}>没有更早的消息了</p>}
      {messages.length === 0 && <p className={css({ m: "auto", color: "fg.muted", fontSize: "sm" })}>还没有消息，打个招呼吧</p>}
      {messages.map((m) => (
        <div key={m.id} data-mine={m.mine ? "" : undefined} className={css({ display: "flex", gap: "2", alignItems: "flex-start", flexDir: m.mine ? "row-reverse" : "row" })}>
          <img src={m.img} alt="" width={32} height={32} className={css({ w: "8", h: "8", borderRadius: "full", objectFit: "cover", bg: "bg.muted", flexShrink: 0 })} />
          <div className={css({ maxW: "75%", display: "flex", flexDir: "column", alignItems: m.mine ? "flex-end" : "flex-start", gap: "0.5" })}>
            <span className={css({ fontSize: "xs", color: "fg.subtle" })}>
              {m.name} · {m.date}
            </span>
            <div className={css({ display: "flex", alignItems: "flex-end", gap: "1", flexDir: m.mine ? "row-reverse" : "row", _hover: { "& > button": { opacity: 1 } } })}>
              <p
                className={css({
                  px: "3",
                  py: "2",
                  borderRadius: "lg",
                  whiteSpace: "pre-wrap",
                  wordBreak: "break-word",
                  fontSize: "sm",
                  bg: m.mine ? "accent.solid" : "bg.surface",
                  color: m.mine ? "accent.contrast" : "fg.default",
                  borderWidth: m.mine ? "0" : "1px",
                  borderColor: "border.subtle",
                })}
              >
                {m.text}
              </p>
              <button
                type="button"
                aria-label={`复制消息：${m.text.slice(0, 20)}`}
                onClick={() => onCopy(m.text)}
                className={css({ fontSize: "xs", color: "fg.subtle", opacity: 0.6, cursor: "pointer", flexShrink: 0, _hover: { color: "accent.text" }, _focusVisible: { opacity: 1 } })}
              >
                复制
              </button>
            </div>
          </div>
        </div>
      ))}
    </div>
  )
}
