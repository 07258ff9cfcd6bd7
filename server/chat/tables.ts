import { sql } from "drizzle-orm"
import { check, index, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core"
import { users } from "../session/tables/users.ts"
import { referenceTo } from "../core/db/reference-column.ts"

/**
 * Friends and chat. A friendship is one row per pair (the lower user id first); its id is the
 * card's `friendsId`. Requests wait as `pending` until the other side accepts or declines.
 */
export const friendships = pgTable(
  "friendships",
  {
    id: serial("id").primaryKey(),
    userLow: referenceTo("user_low", () => users.id, { onDelete: "cascade" }),
    userHigh: referenceTo("user_high", () => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("friendships_pair").on(t.userLow, t.userHigh),
    index("friendships_high").on(t.userHigh),
    check("friendships_ordered", sql`${t.userLow} < ${t.userHigh}`),
  ],
)

export const friendRequests = pgTable(
  "friend_requests",
  {
    id: serial("id").primaryKey(),
    fromUserId: referenceTo("from_user_id", () => users.id, { onDelete: "cascade" }),
    toUserId: referenceTo("to_user_id", () => users.id, { onDelete: "cascade" }),
    /** pending, accepted or declined. */
    status: text("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("friend_requests_one_pending").on(t.fromUserId, t.toUserId).where(sql`status = 'pending'`),
    index("friend_requests_to").on(t.toUserId, t.status),
  ],
)

/** Chat messages, numbered in the order they were stored (catch-up asks for ids above the last held). */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: serial("id").primaryKey(),
    senderId: referenceTo("sender_id", () => users.id, { onDelete: "cascade" }),
    receiverId: referenceTo("receiver_id", () => users.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    index("chat_messages_pair").on(t.senderId, t.receiverId, t.id),
    index("chat_messages_receiver").on(t.receiverId, t.id),
    index("chat_messages_unread").on(t.receiverId, t.senderId).where(sql`read_at is null`),
  ],
)

/** A member's quick replies of the chat page (spec 2 §2). */
export const quickReplies = pgTable(
  "quick_replies",
  {
    id: serial("id").primaryKey(),
    userId: referenceTo("user_id", () => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("quick_replies_user").on(t.userId, t.id)],
)

/** Account notices pushed to a member (spec 1 §8), kept for the user centre's message list. */
export const notices = pgTable(
  "notices",
  {
    id: serial("id").primaryKey(),
    userId: referenceTo("user_id", () => users.id, { onDelete: "cascade" }),
    /** INFO, ERROR, WARNING, SUCCESS, TIPS, or null for a plain notice. */
    msgType: text("msg_type"),
    title: text("title"),
    msg: text("msg").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [index("notices_user").on(t.userId, t.id)],
)
