import { sql } from "drizzle-orm"
import type { Db } from "../server/core/db/client.ts"
import { fillSearchEntries } from "../server/search/services/search-index.ts"

/**
 * The bench's large data set, written by bulk SQL over the demo data so that it reads as if the
 * portal's services had written it: members who each recharged once through the sandbox
 * provider (a paid payment and its ledger credit) and bought courses from the balance (a paid
 * order, its ledger debit with the balance after it, the course's sales count) and commented on
 * each order once; merchants' products, each with one SKU, and their search entries.
 */
export interface ScaleSize {
  readonly members: number
  /** Paid course orders per member, each with one comment (at most the number of paid courses). */
  readonly ordersPerMember: number
  readonly products: number
}

export const FULL_SCALE: ScaleSize = { members: 100_000, ordersPerMember: 10, products: 100_000 }

const BRANDS = ["悦颜", "水漾", "初肌", "御草堂", "雪润", "植萃坊", "澄光", "玉泽", "清研", "花间集"]
const KINDS = ["补水面膜", "修护精华", "保湿乳液", "氨基酸洁面", "防晒霜", "玻尿酸原液", "烟酰胺精华", "卸妆油", "眼霜", "护手霜", "洗发水", "维生素片"]
const TRAITS = ["温和", "清爽", "滋润", "舒缓", "控油", "亮肤", "敏感肌适用", "孕妇可用"]
const COMMENTS = ["讲得很清楚，跟着练了一周有效果", "老师很专业，内容实用", "适合入门，节奏稍慢", "干货多，值得反复看", "有些地方讲得太快，希望补充资料"]

const array = (values: ReadonlyArray<string>) => sql.raw(`array[${values.map((v) => `'${v}'`).join(",")}]`)

/** The rows of a raw statement: both drivers answer `{ rows }`. */
const rowsOf = async <T>(db: Db, statement: ReturnType<typeof sql>): Promise<T[]> => ((await db.execute(statement)) as unknown as { rows: T[] }).rows

const count = async (db: Db, table: string, where = "true"): Promise<number> =>
  Number((await rowsOf<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table} where ${where}`)))[0]?.n ?? 0)

/** Writes the data set; returns how many rows of each kind the tables then hold. */
export const generateScaleData = async (db: Db, size: ScaleSize, log: (line: string) => void = () => {}): Promise<Record<string, number>> => {
  const [hashRow] = await rowsOf<{ password_hash: string }>(db, sql`select password_hash from users where type = 'member' order by id limit 1`)
  if (!hashRow) throw new Error("the demo has no member to copy a password hash from")
  const paid = await rowsOf<{ id: number }>(db, sql`select id from courses where status = 'on' and price_cents > 0 order by id`)
  const perMember = Math.min(size.ordersPerMember, paid.length)
  if (perMember === 0) throw new Error("the demo has no paid course")
  const start = Date.now()
  const step = async (label: string, statement: ReturnType<typeof sql>) => {
    const began = Date.now()
    await db.execute(statement)
    log(`${label}: ${((Date.now() - began) / 1000).toFixed(1)} s`)
  }

  await step(
    "members",
    sql`insert into users (username, phone, nick_name, password_hash, created_at)
      select 'scale_' || g, '19' || lpad(g::text, 9, '0'), '会员' || g, ${hashRow.password_hash}, now() - ((g % 700) || ' days')::interval - interval '2 hours'
      from generate_series(1, ${size.members}) g`,
  )
  await step(
    "orders planned",
    sql`create temp table scale_orders as
      with c as (select id, price_cents, title, (row_number() over (order by id)) - 1 as idx from courses where status = 'on' and price_cents > 0),
        u as (select id, created_at, row_number() over (order by id) as n from users where username like 'scale\\_%')
      select u.id as user_id, u.created_at as joined_at, k, c.id as course_id, c.price_cents, c.title,
        -- KC, the time to the second and six digits as the service writes them; the six digits differ for every order.
        'KC' || to_char(u.created_at + interval '1 hour' + k * interval '1 minute', 'YYYYMMDDHH24MISS') || lpad(((u.n * 10 + k) % 1000000)::text, 6, '0') as order_num,
        u.created_at + interval '1 hour' + k * interval '1 minute' as paid_at
      from u cross join generate_series(0, ${perMember - 1}) k join c on c.idx = (u.n + k) % ${paid.length}`,
  )
  await step(
    "recharges",
    sql`insert into payments (id, user_id, purpose, provider, subject, amount_cents, status, return_path, created_at, expires_at, settled_at)
      select 'PS' || md5(user_id::text), user_id, 'recharge', 'sandbox', '悦享健康美丽网账户余额充值', sum(price_cents) + 10000, 'paid',
        '/account/recharge/member/success', min(joined_at) + interval '30 minutes', min(joined_at) + interval '60 minutes', min(joined_at) + interval '31 minutes'
      from scale_orders group by user_id`,
  )
  await step(
    "ledger: recharges",
    sql`insert into ledger_entries (user_id, currency, amount, balance_after, kind, bill_type, title, ref, idempotency_key, created_at)
      select user_id, 'balance', amount_cents, amount_cents, 'recharge', 'recharge', '余额充值', id, 'payment-' || id, settled_at
      from payments where id like 'PS%'`,
  )
  await step(
    "course orders",
    sql`insert into course_orders (order_num, user_id, course_id, price_cents, amount_cents, status, created_at, paid_at)
      select order_num, user_id, course_id, price_cents, price_cents, 'paid', paid_at - interval '20 seconds', paid_at from scale_orders`,
  )
  await step(
    "ledger: course payments",
    sql`insert into ledger_entries (user_id, currency, amount, balance_after, kind, bill_type, title, ref, created_at)
      select o.user_id, 'balance', -o.price_cents,
        p.amount_cents - sum(o.price_cents) over (partition by o.user_id order by o.k rows unbounded preceding),
        'course', 'consume', '购买课程：' || o.title, o.order_num, o.paid_at
      from scale_orders o join payments p on p.id = 'PS' || md5(o.user_id::text)`,
  )
  await step(
    "wallets",
    sql`insert into wallet_accounts (user_id, balance_cents, points, updated_at)
      select user_id, sum(amount), 0, max(created_at) from ledger_entries where user_id in (select id from users where username like 'scale\\_%') group by user_id`,
  )
  await step("course sales", sql`update courses set sales_count = sales_count + n from (select course_id, count(*)::int as n from scale_orders group by course_id) s where s.course_id = courses.id`)
  // The per-grade counters' trigger would update the same few rows once per comment, each update
  // behind all the row versions this statement has written: the time grows with the square of the
  // comments. A bulk import counts them once instead, in the same transaction.
  await db.transaction(async (tx) => {
    const began = Date.now()
    await tx.execute(sql`alter table course_comments disable trigger course_comment_grades_count`)
    await tx.execute(sql`insert into course_comments (course_id, user_id, order_num, grade, content, created_at)
      select course_id, user_id, order_num, case when (user_id + k) % 10 < 6 then 5 when (user_id + k) % 10 < 8 then 4 else 1 + (user_id + k) % 3 end,
        (${array(COMMENTS)})[1 + (user_id + k) % ${COMMENTS.length}], paid_at + interval '1 day'
      from scale_orders`)
    await tx.execute(sql`alter table course_comments enable trigger course_comment_grades_count`)
    await tx.execute(sql`insert into course_comment_grades (course_id, grade, total)
      select course_id, grade, count(*)::int from course_comments group by course_id, grade
      on conflict (course_id, grade) do update set total = excluded.total`)
    log(`comments: ${((Date.now() - began) / 1000).toFixed(1)} s`)
  })
  await db.execute(sql`drop table scale_orders`)
  // Each product's pieces are written by its own statement of the products' trigger, and each such
  // statement adds to the counts of its pieces: one statement of 100,000 products would update
  // 面膜's count row some 9,000 times behind its own row versions. As with the comments' counters,
  // the bulk insert counts them once after.
  await db.transaction(async (tx) => {
    const began = Date.now()
    await tx.execute(sql`alter table product_grams disable trigger product_gram_counts_add`)
    await tx.execute(
      sql`insert into products (merchant_id, category_id, title, subtitle, brand, cover, images, price_cents, original_price_cents, stock, status, sort, created_at)
        with leaf as (select cat_id, row_number() over (order by cat_id) - 1 as idx from product_categories c where not exists (select 1 from product_categories d where d.parent_cid = c.cat_id)),
          seed as (select merchant_id, cover, row_number() over (order by spu_id) - 1 as idx from products),
          n as (select count(*) as leaves from leaf), m as (select count(*) as seeds from seed)
        select s.merchant_id, leaf.cat_id,
          (${array(BRANDS)})[1 + g % ${BRANDS.length}] || ' ' || (${array(TRAITS)})[1 + (g / 7) % ${TRAITS.length}] || (${array(KINDS)})[1 + (g / 3) % ${KINDS.length}] || ' ' || (30 + g % 10 * 10) || 'ml 第' || g || '款',
          (${array(TRAITS)})[1 + g % ${TRAITS.length}] || '配方，日常护理',
          (${array(BRANDS)})[1 + g % ${BRANDS.length}], s.cover, array[s.cover], 1990 + (g % 200) * 100, 2990 + (g % 200) * 100, 100, 'on', 0, now() - (g % 365) * interval '1 day'
        from generate_series(1, ${size.products}) g cross join n cross join m
        join leaf on leaf.idx = g % n.leaves join seed s on s.idx = g % m.seeds`,
    )
    await tx.execute(sql`alter table product_grams enable trigger product_gram_counts_add`)
    await tx.execute(sql`insert into product_gram_counts (gram, products) select gram, count(*)::int from product_grams group by gram
      on conflict (gram) do update set products = excluded.products`)
    log(`products: ${((Date.now() - began) / 1000).toFixed(1)} s`)
  })
  await step(
    "skus",
    sql`insert into product_skus (spu_id, code, attrs, price_cents, original_price_cents, stock, picture)
      select spu_id, 'SC' || spu_id, array['默认'], price_cents, original_price_cents, stock, cover from products p
      where not exists (select 1 from product_skus k where k.spu_id = p.spu_id)`,
  )
  const began = Date.now()
  const entries = await db.transaction((tx) => fillSearchEntries(tx))
  log(`search entries (${entries} segmented by jieba): ${((Date.now() - began) / 1000).toFixed(1)} s`)
  // What autovacuum does on PostgreSQL after a bulk load, and the nightly housekeeping on PGlite
  // (server/core/db/maintenance.ts): the pages marked all-visible, the statistics gathered.
  await step("vacuum", sql`vacuum (analyze)`)
  log(`written in ${((Date.now() - start) / 1000).toFixed(0)} s`)
  return {
    members: await count(db, "users"),
    products: await count(db, "products"),
    comments: await count(db, "course_comments"),
    "ledger rows": await count(db, "ledger_entries"),
    "course orders": await count(db, "course_orders"),
  }
}

/** Members whose wallet differs from the sum of their ledger, courses whose sales count is below their paid orders, and product pieces whose count differs from their rows: all 0 when consistent. */
export const scaleInconsistencies = async (db: Db): Promise<{ wallets: number; courses: number; pieces: number }> => {
  const wallets = await count(
    db,
    "wallet_accounts w",
    "w.balance_cents <> coalesce((select sum(amount) from ledger_entries l where l.user_id = w.user_id and l.currency = 'balance'), 0)",
  )
  const courses = await count(db, "courses c", "c.sales_count < (select count(*) from course_orders o where o.course_id = c.id and o.status = 'paid')")
  const pieces = await count(
    db,
    "product_gram_counts c full join (select gram, count(*)::int as n from product_grams group by gram) g on g.gram = c.gram",
    "coalesce(c.products, 0) <> coalesce(g.n, 0)",
  )
  return { wallets, courses, pieces }
}
