import { useMemo, type MouseEvent } from "react"
import { useLocation } from "wouter"
import { sanitizeHtml } from "../../domain/core/html/sanitize-html.ts"

export interface SafeHtmlProps {
  /** Stored html (server content); cleaned here before it is rendered. */
  readonly html: string
  readonly className?: string
  readonly as?: "div" | "article" | "section"
}

/**
 * Renders stored rich text after the allow-list sanitizer removed scripts, event handlers and
 * script URLs. Links inside that point into the portal navigate without reloading the page.
 */
export function SafeHtml({ html, className, as: Tag = "div" }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  const [, navigate] = useLocation()
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const anchor = (event.target as Element).closest("a")
    if (!anchor || anchor.target === "_blank") return
    const href = anchor.getAttribute("href") ?? ""
    if (!href.startsWith("/") || href.startsWith("//")) return
    event.preventDefault()
    navigate(href)
  }
  return <Tag className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />
}
