import { sql } from "drizzle-orm"
import type { Db, Tx } from "../core/db/client.ts"
import { seedRuns } from "../core/tables/system.ts"
import { accountsSeed, adminAccountsSeed } from "./accounts.ts"
import { siteSeed } from "./site.ts"
import { shellSeed } from "./shell.ts"
import { chatSeed } from "./chat.ts"
import { coursePurchasesSeed, coursesSeed } from "./courses.ts"
import { walletCatalogSeed, walletDemoSeed } from "./wallet.ts"
import { memberCatalogSeed, memberDemoSeed, memberFavoritesSeed } from "./member.ts"
import { productsSeed } from "./products.ts"
import { newsDemoSeed } from "./news.ts"
import { mallSeed } from "../mall/seed.ts"
import { mallCouponsSeed } from "../mall/seed-coupons.ts"
import { mallOrdersSeed } from "../mall/seed-orders.ts"
import { communityDemoSeed } from "../community/seed.ts"
import { forumDemoSeed } from "../community/forum-seed.ts"
import { drugsDemoSeed } from "../drugs/seed.ts"
import { centreNoticesDemoSeed, noticesDemoSeed } from "../notices/seed.ts"
import { activitiesDemoSeed } from "../notices/seed-activities.ts"
import { shopOpeningSeed } from "../mall/seed-shop-opening.ts"
import { merchantSeed } from "../merchant/seed.ts"
import { fillSearchEntries } from "../search/services/search-index.ts"
import { makerDemoSeed } from "../maker/seed.ts"
import { makerCoursesDemoSeed } from "../maker/seed-courses.ts"
import { inviteRewardsDemoSeed } from "./invite-rewards.ts"

export interface SeedSet {
  /** Stable name; a set is applied once per database. */
  readonly name: string
  /** Demo content (accounts, courses...) as opposed to data the portal needs to work. */
  readonly demo: boolean
  apply(tx: Tx): Promise<void>
}

/** In order: later sets may rely on earlier ones. */
export const seedSets: readonly SeedSet[] = [siteSeed, shellSeed, accountsSeed, chatSeed /* after the accounts */, walletCatalogSeed, walletDemoSeed /* after the accounts */, memberCatalogSeed, memberDemoSeed /* after the accounts and the wallet */, coursesSeed /* after the accounts */, memberFavoritesSeed /* after the courses */, productsSeed /* after the accounts and the categories */, newsDemoSeed /* after the accounts */, mallSeed /* after the products */, mallCouponsSeed /* after the mall and the courses' learners */, mallOrdersSeed /* after the coupons, the wallets and the addresses */, coursePurchasesSeed /* after the courses and every other history of the buyers */, communityDemoSeed /* after the accounts */, drugsDemoSeed, forumDemoSeed /* after the accounts and the courses */, noticesDemoSeed /* after the accounts and the products */, centreNoticesDemoSeed /* after the accounts */, activitiesDemoSeed /* after the accounts */, shopOpeningSeed /* after the mall, the wallets and the member shops */, adminAccountsSeed, makerDemoSeed /* after the accounts and the wallets */, makerCoursesDemoSeed /* after the courses, the wallets and the makers */, merchantSeed /* after the mall and the opened shops */, inviteRewardsDemoSeed /* after every set that writes a points history */]

/**
 * Applies each set not applied yet, each in its own transaction together with
 * its record in seed_runs, so a crash leaves it either whole or absent and two
 * processes starting at once apply it once. Then the search entries that are missing are written.
 */
export const runSeeds = async (db: Db, options: { demo: boolean }, sets: readonly SeedSet[] = seedSets): Promise<string[]> => {
  const applied: string[] = []
  for (const set of sets) {
    if (set.demo && !options.demo) continue
    const done = await db.transaction(async (tx) => {
      const claimed = await tx.insert(seedRuns).values({ name: set.name }).onConflictDoNothing().returning()
      if (claimed.length === 0) return false
      await set.apply(tx)
      return true
    })
    if (done) applied.push(set.name)
  }
  // The seeds write courses, teachers, products and news straight into their tables: their search
  // entries (and those of rows from before the search index, or of a bulk import) are written here.
  await db.transaction((tx) => fillSearchEntries(tx))
  // Statistics for the planner once the seeds wrote their rows: the embedded database gathers them
  // only in its nightly housekeeping (server/core/db/maintenance.ts), and a fresh install's first
  // day planned its searches without them (a product search kept a plan that read every match's
  // entries once for each product: 1.1 ms against 0.33 ms on the demo data).
  if (applied.length > 0) await db.execute(sql`analyze`)
  return applied
}
