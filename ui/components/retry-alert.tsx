import { css, cx } from "styled-system/css"
import { button } from "styled-system/recipes"

const rowClass = css({ display: "flex", gap: "3", alignItems: "center", color: "danger.text" })

/**
 * A step that failed, in red on one line: its message and a small 重试 after it. `className`
 * adds to the line's look (a smaller text, wrapping on narrow screens).
 */
export function RetryAlert({ message, onRetry, className }: { readonly message: string | null; readonly onRetry: () => void; readonly className?: string }) {
  return (
    <div role="alert" className={cx(rowClass, className)}>
      {message}
      <button type="button" className={button({ variant: "outline", size: "sm" })} onClick={onRetry}>
        重试
      </button>
    </div>
  )
}
