import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, or, sql, count, type SQL, type SQLWrapper } from "drizzle-orm"
import type { ChatMessageRecord, ChatPeer } from "../../../domain/chat/protocol.ts"
import { mayMessage } from "../../../domain/chat/rules.ts"
import type { Db, Tx } from "../../core/db/client.ts"
import { chatMessages, friendRequests, friendships } from "../tables.ts"
import { users } from "../../session/tables/users.ts"

/** Queries of friends and chat shared by the handlers, the websocket and the seed. */

export type Gender = "男" | "女"
export type PeerType = "member" | "sys" | "merchant"

export const genderOf = (value: string): Gender => (value === "女" ? "女" : "男")
export const peerTypeOf = (value: string): PeerType => (value === "sys" || value === "merchant" ? value : "member")

/** Friendships store the lower user id first. */
export const pairOf = (a: number, b: number): { userLow: number; userHigh: number } =>
  a < b ? { userLow: a, userHigh: b } : { userLow: b, userHigh: a }

export const publicUserColumns = {
  id: users.id,
  username: users.username,
  nickName: users.nickName,
  avatarPath: users.avatarPath,
  headerImage: users.headerImage,
  gender: users.gender,
  type: users.type,
}

export type PublicUser = {
  id: number
  username: string
  nickName: string
  avatarPath: string
  headerImage: string
  gender: string
  type: string
}

export const findUser = async (tx: Tx, where: { id: number } | { username: string }): Promise<PublicUser | undefined> => {
  const condition = "id" in where ? eq(users.id, where.id) : eq(users.username, where.username)
  const [row] = await tx
    .select(publicUserColumns)
    .from(users)
    .where(and(condition, eq(users.enabled, true)))
  return row
}

/**
 * The official customer-service account that `official_authority` reaches: the enabled
 * account of type sys with the lowest id (the one the accounts seed makes first).
 */
export const findOfficialAccount = async (tx: Tx): Promise<PublicUser | undefined> => {
  const [row] = await tx
    .select(publicUserColumns)
    .from(users)
    .where(and(eq(users.type, "sys"), eq(users.enabled, true)))
    .orderBy(asc(users.id))
    .limit(1)
  return row
}

export const friendshipBetween = async (tx: Tx, a: number, b: number) => {
  const pair = pairOf(a, b)
  const [row] = await tx
    .select()
    .from(friendships)
    .where(and(eq(friendships.userLow, pair.userLow), eq(friendships.userHigh, pair.userHigh)))
  return row
}

export const pendingRequest = async (tx: Tx, from: number, to: number) => {
  const [row] = await tx
    .select()
    .from(friendRequests)
    .where(and(eq(friendRequests.fromUserId, from), eq(friendRequests.toUserId, to), eq(friendRequests.status, "pending")))
  return row
}

/** Makes two users friends (once); answers the friendship's row. */
export const befriend = async (tx: Tx, a: number, b: number) => {
  const pair = pairOf(a, b)
  await tx.insert(friendships).values(pair).onConflictDoNothing()
  const row = await friendshipBetween(tx, a, b)
  if (!row) throw new Error("friendship not stored")
  return row
}

/** Whether `peer` has ever written to `me`. */
export const hasWrittenTo = async (tx: Tx, from: number, to: number): Promise<boolean> => {
  const [row] = await tx
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.senderId, from), eq(chatMessages.receiverId, to)))
    .limit(1)
  return row !== undefined
}

/** A recipient and whether the sender is their friend (one row of `findRecipient`). */
type RecipientRow = PublicUser & { friendsId: number | null }

const recipientOf = (row: RecipientRow | undefined): (PublicUser & { friends: boolean }) | undefined => {
  if (!row) return undefined
  const { friendsId, ...user } = row
  return { ...user, friends: friendsId !== null }
}

/** The friendship of `users.id` with the sender, stored lower id first. */
const friendshipWith = (senderId: SQLWrapper) =>
  and(eq(friendships.userLow, sql`least(${users.id}, ${senderId}::integer)`), eq(friendships.userHigh, sql`greatest(${users.id}, ${senderId}::integer)`))

const recipientQuery = (tx: Tx, senderId: SQLWrapper, condition: SQL | undefined) =>
  tx
    .select({ ...publicUserColumns, friendsId: friendships.id })
    .from(users)
    .leftJoin(friendships, friendshipWith(senderId))
    .where(and(condition, eq(users.enabled, true)))
    .orderBy(asc(users.id))
    .limit(1)

/**
 * The user `sender` writes to, with whether they are friends, in one query (the send path
 * runs this for every message).
 */
export const findRecipient = async (
  tx: Tx,
  senderId: number,
  where: { id: number } | { official: true },
): Promise<(PublicUser & { friends: boolean }) | undefined> => {
  const condition = "id" in where ? eq(users.id, where.id) : eq(users.type, "sys")
  const [row] = await recipientQuery(tx, sql`${senderId}`, condition)
  return recipientOf(row)
}

const prepareSend = (db: Db) => {
  const recipient = recipientQuery(db, sql.placeholder("sender"), eq(users.id, sql.placeholder("id"))).prepare("chat_recipient")
  const insert = db
    .insert(chatMessages)
    .values({ senderId: sql.placeholder("from"), receiverId: sql.placeholder("to"), text: sql.placeholder("text"), createdAt: sql.placeholder("at") })
    .returning()
    .prepare("chat_message_insert")
  return {
    recipient: async (senderId: number, id: number) => recipientOf((await recipient.execute({ sender: senderId, id }))[0]),
    insert: async (from: number, to: number, text: string, at: Date): Promise<ChatMessageRecord> => storedRecord(await insert.execute({ from, to, text, at })),
  }
}

const sendStatements = new WeakMap<Db, ReturnType<typeof prepareSend>>()

/**
 * The two statements of every chat message (its recipient, its row), prepared once per
 * database: the database plans them once, not at each message.
 */
export const chatSendStatements = (db: Db): ReturnType<typeof prepareSend> => {
  let statements = sendStatements.get(db)
  if (statements === undefined) {
    statements = prepareSend(db)
    sendStatements.set(db, statements)
  }
  return statements
}

/** Whether `sender` may write to `target` now (friends, or an official or merchant side). */
export const mayWrite = async (tx: Tx, sender: { id: number; type: string }, target: { id: number; type: string; friends?: boolean }) => {
  if (sender.id === target.id) return false
  const friends = target.friends ?? (await friendshipBetween(tx, sender.id, target.id)) !== undefined
  const needsHistory = !friends && target.type === "member" && sender.type !== "member"
  return mayMessage({
    senderType: sender.type,
    targetType: target.type,
    friends,
    targetWroteFirst: needsHistory ? await hasWrittenTo(tx, target.id, sender.id) : false,
  })
}

export const peerView = async (tx: Tx, me: { id: number; type: string }, other: PublicUser): Promise<ChatPeer> => {
  const self = me.id === other.id
  const friendship = self ? undefined : await friendshipBetween(tx, me.id, other.id)
  return {
    userId: other.id,
    userName: other.username,
    nickName: other.nickName,
    avatarPath: other.avatarPath,
    gender: genderOf(other.gender),
    type: peerTypeOf(other.type),
    relation: self ? "oneself" : friendship ? "friend" : "nofriend",
    friendsId: friendship?.id ?? null,
    canMessage: self ? false : await mayWrite(tx, me, { id: other.id, type: other.type }),
  }
}

type MessageRow = typeof chatMessages.$inferSelect

export const messageRecord = (row: Pick<MessageRow, "id" | "senderId" | "receiverId" | "text" | "createdAt">): ChatMessageRecord => ({
  id: row.id,
  from: row.senderId,
  to: row.receiverId,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
})

/** The record of the row an insert returned. */
const storedRecord = ([row]: readonly MessageRow[]): ChatMessageRecord => {
  if (!row) throw new Error("message not stored")
  return messageRecord(row)
}

export const insertMessage = async (tx: Tx, from: number, to: number, text: string, createdAt?: Date): Promise<ChatMessageRecord> =>
  storedRecord(
    await tx
      .insert(chatMessages)
      .values({ senderId: from, receiverId: to, text, ...(createdAt ? { createdAt } : {}) })
      .returning(),
  )

const between = (a: number, b: number) =>
  or(
    and(eq(chatMessages.senderId, a), eq(chatMessages.receiverId, b)),
    and(eq(chatMessages.senderId, b), eq(chatMessages.receiverId, a)),
  )

/** A page of the conversation of `me` with `peer`, older than `before`; oldest first. */
export const historyPage = async (tx: Tx, me: number, peer: number, before: number | undefined, size: number) => {
  const rows = await tx
    .select()
    .from(chatMessages)
    .where(before === undefined ? between(me, peer) : and(between(me, peer), lt(chatMessages.id, before)))
    .orderBy(desc(chatMessages.id))
    .limit(size + 1)
  const more = rows.length > size
  return { messages: rows.slice(0, size).reverse().map(messageRecord), more }
}

/** Every message to or from `me` stored after `after`, oldest first, at most `limit`. */
export const messagesAfter = async (tx: Tx, me: number, after: number, limit: number) => {
  const rows = await tx
    .select()
    .from(chatMessages)
    .where(and(gt(chatMessages.id, after), or(eq(chatMessages.receiverId, me), eq(chatMessages.senderId, me))))
    .orderBy(asc(chatMessages.id))
    .limit(limit + 1)
  return { messages: rows.slice(0, limit).map(messageRecord), more: rows.length > limit }
}

/** Everyone who has written to `me`. */
export const sendersTo = async (tx: Tx, me: number): Promise<Set<number>> => {
  const rows = await tx.selectDistinct({ sender: chatMessages.senderId }).from(chatMessages).where(eq(chatMessages.receiverId, me))
  return new Set(rows.map((r) => r.sender))
}

/** The id of the newest message to or from `me`, 0 when none. */
export const newestMessageId = async (tx: Tx, me: number): Promise<number> => {
  const [row] = await tx
    .select({ id: sql<number | null>`max(${chatMessages.id})` })
    .from(chatMessages)
    .where(or(eq(chatMessages.receiverId, me), eq(chatMessages.senderId, me)))
  return Number(row?.id ?? 0)
}

/** Unread messages to `me`, by sender. */
export const unreadBySender = async (tx: Tx, me: number): Promise<Map<number, number>> => {
  const rows = await tx
    .select({ sender: chatMessages.senderId, n: count() })
    .from(chatMessages)
    .where(and(eq(chatMessages.receiverId, me), isNull(chatMessages.readAt)))
    .groupBy(chatMessages.senderId)
  return new Map(rows.map((r) => [r.sender, r.n]))
}

export const markRead = async (tx: Tx, me: number, peer: number, upTo: number, at: Date): Promise<number> => {
  const rows = await tx
    .update(chatMessages)
    .set({ readAt: at })
    .where(
      and(eq(chatMessages.receiverId, me), eq(chatMessages.senderId, peer), lte(chatMessages.id, upTo), isNull(chatMessages.readAt)),
    )
    .returning({ id: chatMessages.id })
  return rows.length
}

/** The last message of each conversation of `me`, by the other side's id. */
export const lastMessages = async (tx: Tx, me: number): Promise<Map<number, ChatMessageRecord>> => {
  // The newest message of each direction, then the newer of the two directions per peer.
  const latest = await tx
    .select({ id: sql<number>`max(${chatMessages.id})`.mapWith(Number) })
    .from(chatMessages)
    .where(or(eq(chatMessages.senderId, me), eq(chatMessages.receiverId, me)))
    .groupBy(chatMessages.senderId, chatMessages.receiverId)
  const ids = latest.map((r) => r.id)
  const rows = ids.length === 0 ? [] : await tx.select().from(chatMessages).where(inArray(chatMessages.id, ids))
  const out = new Map<number, ChatMessageRecord>()
  for (const row of rows.sort((a, b) => a.id - b.id)) {
    out.set(row.senderId === me ? row.receiverId : row.senderId, messageRecord(row))
  }
  return out
}

/** The member's friends with the friendship id and date. */
export const friendsOf = async (tx: Tx, me: number) => {
  const other = sql<number>`case when ${friendships.userLow} = ${me} then ${friendships.userHigh} else ${friendships.userLow} end`
  return tx
    .select({ friendsId: friendships.id, since: friendships.createdAt, ...publicUserColumns })
    .from(friendships)
    .innerJoin(users, eq(users.id, other))
    .where(or(eq(friendships.userLow, me), eq(friendships.userHigh, me)))
    .orderBy(asc(friendships.id))
}

export const usersByIds = async (tx: Tx, ids: readonly number[]): Promise<PublicUser[]> =>
  ids.length === 0 ? [] : tx.select(publicUserColumns).from(users).where(inArray(users.id, [...ids]))
