import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { AlertIcon } from "./icons.tsx"
import { stateBox as box } from "./state-box.ts"

export interface ErrorStateProps {
  /** What went wrong, in Chinese (a server message or the client's own). */
  readonly message: string
  readonly title?: string
  /** Shows a 重试 button. */
  readonly onRetry?: () => void
  readonly retryText?: string
  readonly compact?: boolean
}

/** A failed load: the message and a retry button. */
export function ErrorState({ message, title = "加载失败", onRetry, retryText = "重试", compact = false }: ErrorStateProps) {
  return (
    <div role="alert" className={box} style={compact ? { paddingBlock: "1.5rem" } : undefined}>
      <span className={css({ color: "danger.solid" })}>
        <AlertIcon size={compact ? 32 : 44} strokeWidth={1.4} />
      </span>
      <p className={css({ fontSize: "md", color: "fg.default", fontWeight: "medium" })}>{title}</p>
      <p className={css({ fontSize: "sm", maxW: "md" })}>{message}</p>
      {onRetry && (
        <button type="button" className={button({ variant: "outline", size: "sm" })} onClick={onRetry}>
          {retryText}
        </button>
      )}
    </div>
  )
}
