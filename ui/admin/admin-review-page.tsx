import { css } from "styled-system/css"
import type { PageProps } from "../app/page-registry.ts"
import { ReviewCounts } from "./review-counts.tsx"

/**
 * /admin/review: the review centre — every queue of things waiting for a person that the
 * administrator's permissions open (real-name requests, withdrawals, articles, forum reports, and
 * the queues other areas add), with its count and the page where items are approved or rejected.
 */
export default function ReviewPage({ route }: PageProps) {
  return (
    <main className={css({ maxW: "6xl", mx: "auto", px: { base: "3", md: "6" }, py: "6", display: "grid", gap: "5" })}>
      <h1 className={css({ fontSize: "2xl", fontWeight: "bold" })}>{route.title}</h1>
      <ReviewCounts />
    </main>
  )
}
