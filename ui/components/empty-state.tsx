import type { ReactNode } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { InboxIcon } from "./icons.tsx"
import { stateBox as box } from "./state-box.ts"

export interface EmptyStateProps {
  /** What is empty, e.g. 暂无收货地址. */
  readonly title: string
  readonly description?: ReactNode
  /** A button or link leading on (e.g. 去逛逛), most often an `EmptyStateLink`. */
  readonly action?: ReactNode
  readonly compact?: boolean
}

/** An empty list or page: a quiet icon, the Chinese message and an optional way on. */
export function EmptyState({ title, description, action, compact = false }: EmptyStateProps) {
  return (
    <div className={box} style={compact ? { paddingBlock: "1.5rem" } : undefined}>
      <span className={css({ color: "fg.disabled" })}>
        <InboxIcon size={compact ? 32 : 48} strokeWidth={1.2} />
      </span>
      <p className={css({ fontSize: "md", color: "fg.default" })}>{title}</p>
      {description !== undefined && <div className={css({ fontSize: "sm", maxW: "md" })}>{description}</div>}
      {action}
    </div>
  )
}

/** The usual way on from an empty state: an outlined small link (去商城首页, 返回论坛, 去看看课程). */
export function EmptyStateLink({ href, children }: { readonly href: string; readonly children: ReactNode }) {
  return (
    <Link href={href} className={button({ variant: "outline", size: "sm" })}>
      {children}
    </Link>
  )
}
