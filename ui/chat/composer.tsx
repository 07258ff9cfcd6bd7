import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { CHAT_TEXT_MAX, isSendKey } from "../../domain/chat/rules.ts"

export interface ComposerProps {
  readonly draft: string
  readonly canSend: boolean
  readonly sending: boolean
  readonly disabledReason: string | null
  readonly error: string | null
  readonly onChange: (text: string) => void
  readonly onSend: () => void
}

/** The chat box (spec 1 §5): Enter sends, Shift+Enter starts a new line. */
export function Composer({ draft, canSend, sending, disabledReason, error, onChange, onSend }: ComposerProps) {
  return (
    <div className={css({ borderTopWidth: "1px", borderColor: "border.subtle", p: "2", display: "flex", flexDir: "column", gap: "1.5", bg: "bg.surface" })}>
      <label htmlFor="chat-draft" className={css({ srOnly: true })}>
        输入消息
      </label>
      <textarea
        id="chat-draft"
        value={draft}
        rows={3}
        maxLength={CHAT_TEXT_MAX}
        disabled={disabledReason !== null}
        readOnly={sending}
        placeholder={disabledReason ?? "输入消息，按 Enter 发送，Shift+Enter 换行"}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (!isSendKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })) return
          event.preventDefault()
          if (canSend) onSend()
        }}
        className={css({ w: "full", resize: "none", fontSize: "sm", p: "2", borderRadius: "md", borderWidth: "1px", borderColor: "border.default", _focus: { outline: "none", borderColor: "accent.solid" }, _disabled: { bg: "bg.muted" } })}
      />
      <div className={css({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: "2" })}>
        <span role={error ? "alert" : undefined} className={css({ fontSize: "xs", color: error ? "danger.text" : "fg.subtle" })}>
          {error ?? `${[...draft].length}/${CHAT_TEXT_MAX}`}
        </span>
        <button type="button" className={button({ size: "sm" })} disabled={!canSend} data-loading={sending ? "" : undefined} onClick={onSend}>
          发送
        </button>
      </div>
    </div>
  )
}
