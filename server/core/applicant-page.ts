import { count, eq, type SQL } from "drizzle-orm"
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core"
import { users } from "../session/tables/users.ts"
import type { Tx } from "./db/client.ts"
import { readSelectPage, type PageQuery, type PageRows } from "./db/read-page.ts"

/** A member's request as the back office lists it: the stored row and who asked, by username and nickname. */
export interface ApplicantRow<T> {
  readonly row: T
  readonly username: string
  readonly nickName: string
}

/**
 * One page of the requests members make to the administrators (real names, shop openings, maker
 * applications, withdrawals) that match `where`, read in `order`, each with its applicant, the
 * account `applicant` refers to; counted by the same filter.
 */
export const readApplicantPage = async <T extends PgTable>(
  db: Tx,
  query: PageQuery,
  defaultSize: number,
  order: ReadonlyArray<SQL | AnyPgColumn>,
  table: T,
  applicant: AnyPgColumn,
  where: SQL | undefined,
): Promise<PageRows<ApplicantRow<T["$inferSelect"]>>> => {
  const requests = table as PgTable
  const page = await readSelectPage(
    query,
    defaultSize,
    order,
    db.select({ row: requests, username: users.username, nickName: users.nickName }).from(requests).innerJoin(users, eq(users.id, applicant)).where(where).$dynamic(),
    () => db.select({ n: count() }).from(requests).where(where),
  )
  return page as PageRows<ApplicantRow<T["$inferSelect"]>>
}
