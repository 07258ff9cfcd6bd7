import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core"
import { users } from "../session/tables/users.ts"
import { referenceTo } from "../core/db/reference-column.ts"

/** 网站公告 and 质量公告 (domain/notices/announcement.ts); content is sanitized html. */
export const announcements = pgTable(
  "announcements",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    category: text("category").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    content: text("content").notNull(),
    /** Quality notices: the brand concerned. */
    brand: text("brand").notNull().default(""),
    /** Quality notices: the products concerned. */
    productIds: integer("product_ids").array().notNull().default([]),
    pinned: boolean("pinned").notNull().default(false),
    views: integer("views").notNull().default(0),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("announcements_list").on(t.kind, t.pinned, t.publishedAt)],
)

/** 活动 (domain/notices/activity.ts); content is sanitized html, join_href a page of the portal. */
export const activities = pgTable(
  "activities",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    cover: text("cover").notNull(),
    content: text("content").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    joinHref: text("join_href").notNull().default(""),
    joinLabel: text("join_label").notNull().default(""),
    views: integer("views").notNull().default(0),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("activities_list").on(t.startsAt)],
)

/** 公告通知 of the maker centre (domain/notices/centre-notice.ts); content is sanitized html. */
export const centreNotices = pgTable(
  "centre_notices",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    /** makers, merchants or both. */
    audience: text("audience").notNull(),
    published: boolean("published").notNull().default(false),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    /** Set when first published; a draft never published has none. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("centre_notices_list").on(t.published, t.audience, t.publishedAt)],
)

/** One row per member and maker-centre notice it has opened. */
export const centreNoticeReads = pgTable(
  "centre_notice_reads",
  {
    noticeId: referenceTo("notice_id", () => centreNotices.id, { onDelete: "cascade" }),
    userId: referenceTo("user_id", () => users.id, { onDelete: "cascade" }),
    readAt: timestamp("read_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] }), index("centre_notice_reads_user").on(t.userId)],
)
