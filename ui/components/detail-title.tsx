import type { ReactNode } from "react"
import { css } from "styled-system/css"

/**
 * The head of a course's or a product's summary, beside its pictures: a row of tags, the title
 * (`h1` on the page itself, `h2` where the summary is previewed inside another page) with the
 * `id` its section is labelled by, and the subtitle.
 */
export function DetailTitle({ id, level = 1, tags, title, subtitle }: { readonly id: string; readonly level?: 1 | 2; readonly tags: ReactNode; readonly title: string; readonly subtitle: string }) {
  const Heading = level === 1 ? "h1" : "h2"
  return (
    <>
      <div className={css({ display: "flex", gap: "2", flexWrap: "wrap" })}>{tags}</div>
      <Heading id={id} className={css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold", lineHeight: "1.4" })}>
        {title}
      </Heading>
      <p className={css({ color: "fg.muted" })}>{subtitle}</p>
    </>
  )
}
