import { Link } from "wouter"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { useResource } from "../app/use-resource.ts"
import { EmptyState } from "../components/empty-state.tsx"
import { LoadStates } from "../components/list-states.tsx"

/** The review queues the signed-in administrator may work, each with how many items wait and the way to them. */
export function ReviewCounts() {
  const queues = useResource("adminReviewQueues")
  return (
    <section aria-labelledby="review-queues" className={css({ display: "grid", gap: "3" })}>
      <h2 id="review-queues" className={css({ fontSize: "lg", fontWeight: "semibold" })}>
        待审核
      </h2>
      <LoadStates of={queues} compact />
      {queues.data && queues.data.length === 0 && <EmptyState compact title="您的角色没有审核队列" />}
      {queues.data && queues.data.length > 0 && (
        <ul aria-label="审核队列" className={css({ display: "grid", gridTemplateColumns: { base: "1fr", sm: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" }, gap: "3" })}>
          {queues.data.map((queue) => (
            <li key={queue.key} aria-label={`${queue.title} ${queue.waiting} 条待审核`} className={css({ bg: "bg.surface", borderRadius: "lg", boxShadow: "card", p: "4", display: "flex", alignItems: "center", gap: "3" })}>
              <div className={css({ flex: "1" })}>
                <p className={css({ fontSize: "sm", color: "fg.muted" })}>{queue.title}</p>
                <p className={css({ fontSize: "2xl", fontWeight: "bold", color: queue.waiting > 0 ? "highlight.text" : "fg.default" })}>{queue.waiting}</p>
              </div>
              <Link href={queue.path} className={button({ size: "sm", variant: queue.waiting > 0 ? "solid" : "outline" })}>
                去审核
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
