import { css } from "styled-system/css"
import { stateBox as box } from "./state-box.ts"

export interface LoadingStateProps {
  /** Defaults to 正在加载…; also the accessible name of the status. */
  readonly label?: string
  readonly compact?: boolean
}

/** A loading indicator with its text, announced politely. */
export function LoadingState({ label = "正在加载…", compact = false }: LoadingStateProps) {
  return (
    <div role="status" aria-live="polite" aria-busy="true" className={box} style={compact ? { paddingBlock: "1.5rem" } : undefined}>
      <span
        aria-hidden="true"
        className={css({
          w: "8",
          h: "8",
          borderRadius: "full",
          borderWidth: "3px",
          borderColor: "accent.muted",
          borderTopColor: "accent.solid",
          animation: "spin 0.8s linear infinite",
        })}
      />
      <span className={css({ fontSize: "sm" })}>{label}</span>
    </div>
  )
}
