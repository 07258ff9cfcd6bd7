import type { ReactNode } from "react"
import { css } from "styled-system/css"
import { useResource } from "../app/use-resource.ts"
import { ErrorState } from "./error-state.tsx"
import { LoadingState } from "./loading-state.tsx"
import { prose } from "./prose.ts"
import { SafeHtml } from "./safe-html.tsx"

export interface AdvertArticleProps {
  /** Advert key (GET api/advert?key=...). */
  readonly advertKey: string
  /** Heading of the page (the route's title). */
  readonly title: string
  /** Shown under the content (e.g. an agree button). */
  readonly footer?: ReactNode
}

/** A page of stored html: the advert's content, cleaned, in a readable card; loading and failure in Chinese. */
export function AdvertArticle({ advertKey, title, footer }: AdvertArticleProps) {
  const advert = useResource("advert", { query: { key: advertKey, title } })
  return (
    <article aria-labelledby="advert-title" className={css({ bg: "bg.surface", borderRadius: "xl", boxShadow: "card", px: { base: "4", md: "12" }, py: { base: "6", md: "10" } })}>
      <h1 id="advert-title" className={css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold", textAlign: "center", pb: "5", mb: "6", borderBottomWidth: "1px", borderColor: "border.subtle" })}>
        {title}
      </h1>
      {advert.status === "loading" && <LoadingState />}
      {advert.status === "failure" && <ErrorState message={advert.error ?? "页面内容加载失败"} onRetry={advert.retry} />}
      {advert.data && <SafeHtml as="div" html={advert.data.value} className={prose} />}
      {advert.data && footer}
    </article>
  )
}
