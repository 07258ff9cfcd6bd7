import { inArray } from "drizzle-orm"
import type { Tx } from "../core/db/client.ts"
import { users } from "../session/tables/users.ts"
import type { SeedSet } from "../seed/seed-sets.ts"
import { SCIENCE_ARTICLES } from "./seed-data.ts"
import { createArticle } from "./services/science.ts"
import { reviewArticle } from "./services/science-review.ts"
import { DAY } from "../../domain/core/durations.ts"

/**
 * Science articles of both channels written by zhou_vip and the customer-service account through
 * the members' own service, reviewed by portal_admin; one waits for review and one was rejected
 * with its reason. Demo content, after the accounts.
 */
export const communityDemoSeed: SeedSet = {
  name: "community-demo",
  demo: true,
  async apply(tx: Tx) {
    const names = [...new Set([...SCIENCE_ARTICLES.map((a) => a.author), "portal_admin"])]
    const rows = await tx
      .select({ id: users.id, username: users.username, roles: users.roles, authState: users.authState })
      .from(users)
      .where(inArray(users.username, names))
    const byName = new Map(rows.map((r) => [r.username, r]))
    const reviewer = byName.get("portal_admin")
    if (!reviewer) return
    const now = Date.now()
    // Oldest first, so that ids follow the order of writing.
    for (const article of [...SCIENCE_ARTICLES].sort((a, b) => b.daysAgo - a.daysAgo)) {
      const author = byName.get(article.author)
      if (!author || author.authState !== "certified") continue
      const written = now - article.daysAgo * DAY - 5 * 3600_000
      const item = await createArticle(
        tx,
        { id: author.id, roles: author.roles, authState: author.authState },
        { title: article.title, summary: article.summary, bodyHtml: article.bodyHtml, category: article.category, cover: "" },
        async () => false,
        written,
      )
      if (article.pending) continue
      await reviewArticle(
        tx,
        reviewer.id,
        item.id,
        article.rejectReason ? { approve: false, reason: article.rejectReason } : { approve: true },
        written + 2 * 3600_000,
      )
    }
  },
}
