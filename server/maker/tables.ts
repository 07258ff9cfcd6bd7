import { sql } from "drizzle-orm"
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core"
import { users } from "../session/tables/users.ts"
import { centsColumn } from "../core/db/cents-column.ts"
import { referenceTo } from "../core/db/reference-column.ts"

/**
 * Applications to become a maker (domain/maker/rules.ts): state unpaid -> reviewing (deposit
 * paid) -> approved or rejected; an approved maker may leave (left). The deposit comes back
 * through the ledger once (deposit_refunded_at, and the ledger's idempotency key).
 */
export const makerApplications = pgTable(
  "maker_applications",
  {
    id: serial("id").primaryKey(),
    userId: referenceTo("user_id", () => users.id, { onDelete: "cascade" }),
    displayName: text("display_name").notNull(),
    field: text("field").notNull(),
    intro: text("intro").notNull(),
    sample: text("sample").notNull(),
    depositCents: centsColumn("deposit_cents").notNull(),
    state: text("state").notNull().default("unpaid"),
    reason: text("reason").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    depositRefundedAt: timestamp("deposit_refunded_at", { withTimezone: true }),
  },
  (t) => [
    index("maker_applications_state").on(t.state, t.createdAt),
    // One open application (unpaid, reviewing or approved) per member.
    uniqueIndex("maker_applications_open").on(t.userId).where(sql`${t.state} in ('unpaid', 'reviewing', 'approved')`),
    check("maker_applications_deposit_positive", sql`${t.depositCents} > 0`),
  ],
)

/** A maker's public profile, written when the application is approved. */
export const makers = pgTable("makers", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  applicationId: referenceTo("application_id", () => makerApplications.id),
  displayName: text("display_name").notNull(),
  field: text("field").notNull(),
  intro: text("intro").notNull(),
  joinedAt: timestamp("joined_at", { withTimezone: true }).notNull(),
})

/** Short videos (works). Counters are kept beside the rows they count, in the same transaction. */
export const shortVideos = pgTable(
  "short_videos",
  {
    id: serial("id").primaryKey(),
    makerId: referenceTo("maker_id", () => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    category: text("category").notNull(),
    tags: text("tags").array().notNull().default([]),
    video: text("video").notNull(),
    cover: text("cover").notNull(),
    /** reviewing, published, rejected, hidden. */
    state: text("state").notNull().default("reviewing"),
    reason: text("reason").notNull().default(""),
    likes: integer("likes").notNull().default(0),
    comments: integer("comments").notNull().default(0),
    views: integer("views").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [index("short_videos_maker").on(t.makerId, t.createdAt), index("short_videos_state").on(t.state, t.category, t.publishedAt)],
)

export const shortVideoLikes = pgTable(
  "short_video_likes",
  {
    videoId: referenceTo("video_id", () => shortVideos.id, { onDelete: "cascade" }),
    userId: referenceTo("user_id", () => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.userId] }), index("short_video_likes_user").on(t.userId, t.createdAt)],
)

export const shortVideoComments = pgTable(
  "short_video_comments",
  {
    id: serial("id").primaryKey(),
    videoId: referenceTo("video_id", () => shortVideos.id, { onDelete: "cascade" }),
    userId: referenceTo("user_id", () => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    hidden: boolean("hidden").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("short_video_comments_video").on(t.videoId, t.createdAt)],
)

/** One row per video, viewer and China day: a view counts once a day per member (or visitor address). */
export const shortVideoViews = pgTable(
  "short_video_views",
  {
    videoId: referenceTo("video_id", () => shortVideos.id, { onDelete: "cascade" }),
    /** `u:<userId>` for members, `a:<address>` for visitors. */
    viewer: text("viewer").notNull(),
    day: text("day").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.viewer, t.day] }), index("short_video_views_day").on(t.day)],
)

export const makerFollows = pgTable(
  "maker_follows",
  {
    makerId: referenceTo("maker_id", () => users.id, { onDelete: "cascade" }),
    followerId: referenceTo("follower_id", () => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.makerId, t.followerId] }), index("maker_follows_follower").on(t.followerId)],
)
