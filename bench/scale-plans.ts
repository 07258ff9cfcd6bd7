import { sql } from "drizzle-orm"
import type { Db } from "../server/core/db/client.ts"

/**
 * The plans of the queries behind the timed pages, as the services write them (the shape of
 * server/mall/services/catalog.ts and product-search.ts, server/courses/services/comments.ts and
 * server/search/services/search-index.ts), printed by `npm run bench -- scale` with
 * BENCH_SCALE_PLANS=1 and recorded in docs/decisions.md.
 */
const QUERIES: ReadonlyArray<{ readonly title: string; readonly text: (course: number) => string }> = [
  {
    title: "product list, default order",
    text: () => `select spu_id from products where status = 'on' order by sort, spu_id limit 20`,
  },
  {
    title: "product list by sales",
    text: () => `select spu_id from products where status = 'on' order by sales_count desc, spu_id limit 20`,
  },
  { title: "product list, count (capped)", text: () => `select count(*) from (select 1 from products where status = 'on' limit 2001) counted` },
  {
    title: "product search 面膜 (its pieces, the ranking's order)",
    text: () => `select spu_id from product_grams where gram = '面膜' order by tier, sort, spu_id limit 20`,
  },
  {
    title: "product search 面膜, the page's cards",
    text: () => `select p.spu_id, p.title, (select c.name from product_categories c where c.cat_id = p.category_id), (select s.name from shops s where s.id = p.merchant_id) from products p
      join (select spu_id, tier, sort from product_grams where gram = '面膜' order by tier, sort, spu_id limit 20) w on w.spu_id = p.spu_id
      where p.status = 'on' order by w.tier, w.sort, w.spu_id`,
  },
  {
    title: "product search 面膜, count (capped)",
    text: () => `select count(*) from (select 1 from product_grams where gram = '面膜' order by tier, sort, spu_id limit 2001) counted`,
  },
  {
    title: "product search 玻尿酸精华 (pg_trgm and words)",
    text: () => `select spu_id from products where status = 'on' and spu_id in (select ref_id from search_entries where kind = 'product' and text like '%玻尿酸精华%'
      union select ref_id from search_entries where kind = 'product' and word_list @> array['玻', '尿酸', '精华']) order by sort, spu_id limit 20`,
  },
  {
    title: "product search 玻尿酸精华, count (capped)",
    text: () => `select count(*) from (select 1 from products where status = 'on' and spu_id in (select ref_id from search_entries where kind = 'product' and text like '%玻尿酸精华%'
      union select ref_id from search_entries where kind = 'product' and word_list @> array['玻', '尿酸', '精华']) limit 2001) counted`,
  },
  {
    title: "comment page, 5 and 4 stars",
    text: (course) =>
      `with candidates as ((select id, created_at from course_comments where course_id = ${course} and grade = 5 order by created_at desc, id desc limit 10) union all (select id, created_at from course_comments where course_id = ${course} and grade = 4 order by created_at desc, id desc limit 10)) select id from candidates order by created_at desc, id desc limit 10`,
  },
  { title: "comment page, total", text: (course) => `select sum(total) from course_comment_grades where course_id = ${course} and grade in (5, 4)` },
  { title: "course list, default order", text: () => `select id from courses where status = 'on' order by recommended desc, sales_count desc, id limit 12` },
  { title: "ledger of one member", text: () => `select id from ledger_entries where user_id = (select max(user_id) from wallet_accounts) and currency = 'balance' order by created_at desc limit 10` },
]

export const queryPlans = async (db: Db, course: number): Promise<string[]> => {
  const lines: string[] = []
  for (const query of QUERIES) {
    const result = (await db.execute(sql.raw(`explain (analyze, costs off, timing off, summary on) ${query.text(course)}`))) as unknown as {
      rows: Array<{ "QUERY PLAN": string }>
    }
    lines.push(`plan: ${query.title}`, ...result.rows.map((r) => `    ${r["QUERY PLAN"]}`))
  }
  return lines
}
