/**
 * The repeated-code check of `npm test`: copies to the letter (six lines and fifty tokens or more,
 * found by jscpd) in the source folders. The pairs of files named below are the copies kept on
 * purpose, each with its reason in docs/decisions.md; any other copy fails the check and is
 * printed with its lines, so that the change that wrote it makes one piece of code serve both.
 *
 *   npx tsx scripts/repeated-code.ts
 */
import { createRequire } from "node:module"

// jscpd's ES module build imports names that its `colors` dependency does not export to ES
// modules; its CommonJS build loads.
const { detectClones } = createRequire(import.meta.url)("jscpd") as typeof import("jscpd")

const FOLDERS = ["domain", "machines", "ui", "server", "adapters", "tests", "scripts", "bench"]

/** Copies kept on purpose, as "file ~ file" in either order (see "Repeated code" in docs/decisions.md). */
const KEPT = new Set([
  // The join of a stock row to its warehouse, SKU and product, for the list and for its count.
  "server/merchant/services/warehouses.ts ~ server/merchant/services/warehouses.ts",
  // The reviewer's queue and guarded review of the two article kinds, each typed by its own table.
  "server/community/services/science-review.ts ~ server/news/services/articles.ts",
  // The same row of small buttons under a title and a muted line.
  "ui/admin/admin-product-review-page.tsx ~ ui/merchant/publish-page.tsx",
  // A list load that tells 403 from other failures, in two machines of different lists.
  "machines/orders/shop-orders.machine.ts ~ machines/orders/shop-responses.machine.ts",
  "machines/orders/coupons.machine.ts ~ machines/orders/return-list.machine.ts",
  // The 60-second resend countdown, on its own and inside the payment password form.
  "machines/core/code-ticket.machine.ts ~ machines/wallet/set-pay-password.machine.ts",
  // The test states the allowed tags again, so that a change to the list is a change to a test.
  "domain/core/html/sanitize-html.test.ts ~ domain/core/html/sanitize-html.ts",
])

const clones = await detectClones({
  path: FOLDERS,
  format: ["typescript", "tsx"],
  minLines: 6,
  minTokens: 50,
  ignore: ["**/node_modules/**", "**/migrations/**"],
  silent: true,
  reporters: [],
})

const where = (file: { sourceId: string; start: { line: number }; end: { line: number } }) => `${file.sourceId}:${file.start.line}-${file.end.line}`
const isKept = (a: string, b: string) => KEPT.has(`${a} ~ ${b}`) || KEPT.has(`${b} ~ ${a}`)
const fresh = clones.filter((clone) => !isKept(clone.duplicationA.sourceId, clone.duplicationB.sourceId))

console.log(`${clones.length} copies of six lines or more, ${clones.length - fresh.length} of them kept on purpose`)
for (const clone of fresh) console.error(`✗ repeated code: ${where(clone.duplicationA)} ~ ${where(clone.duplicationB)}`)
process.exit(fresh.length > 0 ? 1 : 0)
