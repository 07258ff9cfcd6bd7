import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core"
import { centsColumn } from "../../core/db/cents-column.ts"
import { cents } from "../../../domain/core/money.ts"
import { referenceTo } from "../../core/db/reference-column.ts"

/**
 * Members, merchants, official accounts and administrators. `type` is member,
 * merchant or sys (spec 1 §3); `roles` holds role names (none means ROLE_SYSTEM_DEFAULT).
 */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull().unique(),
    phone: text("phone").unique(),
    email: text("email"),
    nickName: text("nick_name").notNull(),
    avatarPath: text("avatar_path").notNull().default(""),
    headerImage: text("header_image").notNull().default(""),
    gender: text("gender").notNull().default("男"),
    type: text("type").notNull().default("member"),
    roles: text("roles").array().notNull().default([]),
    passwordHash: text("password_hash").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    /** not_certified, auth_examine, auth_fail or certified. */
    authState: text("auth_state").notNull().default("not_certified"),
    /** Grade label shown beside the name (spec: Grade.grade). */
    grade: text("grade").notNull().default("普通会员"),
    /** What the current VIP membership cost, in cents; 0 when never VIP. */
    vipAmount: centsColumn("vip_amount").notNull().default(cents(0)),
    vipExpiresAt: timestamp("vip_expires_at", { withTimezone: true }),
    /** Maker member (spec: Grade.isShop). */
    isMaker: boolean("is_maker").notNull().default(false),
    inviteCode: text("invite_code").unique(),
    invitedBy: integer("invited_by"),
    /** Last change of the password or the bound phone; closing the account waits 30 days after it. */
    credentialsChangedAt: timestamp("credentials_changed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("users_invited_by").on(t.invitedBy)],
)

/**
 * Every issued session token, by its id (jti). A token is valid while its row
 * is not revoked and not expired: logout and a password change revoke at once.
 */
export const sessions = pgTable(
  "sessions",
  {
    jti: text("jti").primaryKey(),
    userId: referenceTo("user_id", () => users.id, { onDelete: "cascade" }),
    client: text("client").notNull().default("pc-web"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("sessions_user").on(t.userId)],
)
