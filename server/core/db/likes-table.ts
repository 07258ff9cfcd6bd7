import { pgTable, primaryKey, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core"
import { users } from "../../session/tables/users.ts"
import { referenceTo } from "./reference-column.ts"

/**
 * A table of members' likes of rows of another table: one row a member and target,
 * keyed by both, each going with the row it refers to, and the moment of the like.
 * `likesTable("forum_topic_likes", "topicId", "topic_id", () => forumTopics.id)` declares
 * topic_id, user_id and created_at, with the primary key (topic_id, user_id).
 */
export const likesTable = <TName extends string, TKey extends string>(name: TName, key: TKey, column: string, target: () => AnyPgColumn) => {
  // A computed key widens to a string index in TypeScript; the object has exactly the one key.
  const targetColumn = { [key]: referenceTo(column, target, { onDelete: "cascade" }) } as Record<TKey, ReturnType<typeof referenceTo>>
  return pgTable(
    name,
    {
      ...targetColumn,
      userId: referenceTo("user_id", () => users.id, { onDelete: "cascade" }),
      createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [primaryKey({ columns: [t[key], t.userId] })],
  )
}
