import { randomBytes } from "node:crypto"
import { eq, inArray } from "drizzle-orm"
import { Arbitrary, Effect, Schema } from "effect"
import type { PgTable } from "drizzle-orm/pg-core"
import type { Endpoint } from "../../domain/core/endpoint.ts"
import { endpoints } from "../../domain/api/endpoints.ts"
import type { RunningServer } from "../../server/core/server.ts"
import { insertUser, type NewUser, type UserRow } from "../../server/core/db/factories/users.ts"
import { addresses, feedback, invoiceTitles, realNameRequests } from "../../server/member/tables.ts"
import { chatMessages, friendships, quickReplies } from "../../server/chat/tables.ts"
import { walletAccounts } from "../../server/wallet/tables.ts"
import { walletMember } from "./wallet.ts"
import { fieldsOf } from "./schema-fields.ts"

/**
 * The authorization run, generated from the endpoint table: every endpoint called as a visitor,
 * a member, a maker, a merchant and an administrator, each time with the ids of another member's
 * private records in its path, its query and the id fields of its body. It holds when
 *
 * - the access rule answers as it says: 401 to a visitor where a member is needed, 403 to a
 *   member without the role, and no 401 to a caller the rule lets in;
 * - no answer to anyone but the owner and an administrator holds the owner's private text (phone,
 *   e-mail, address, invoice title, identity card, feedback, quick replies, chat);
 * - no call by anyone but the owner and an administrator changes the owner's private records.
 *
 * A new endpoint of the table is called without a line of its own.
 */
export interface AuthorizationReport {
  readonly calls: number
  /** Answers holding another member's private text, and changes to their records. */
  readonly leaks: readonly string[]
  /** Answers that broke the endpoint's access rule, and answers of 500 or more. */
  readonly violations: readonly string[]
}

export interface AuthorizationOptions {
  /** How many of the owner's ids each endpoint is called with (all when Infinity). */
  readonly idsPerEndpoint: number
  readonly seed?: number
}

type CallerKind = "visitor" | "member" | "maker" | "merchant" | "admin"

const CALLER_USERS: Readonly<Record<Exclude<CallerKind, "visitor">, NewUser>> = {
  member: {},
  maker: { isMaker: true },
  merchant: { type: "merchant" },
  admin: { roles: ["ROLE_ADMIN"] },
}

/** The owner's private records, the text that must stay theirs, and their ids. */
interface Owner {
  readonly user: UserRow
  readonly canaries: readonly string[]
  readonly ids: readonly number[]
  snapshot(): Promise<string>
}

const makeOwner = async (server: RunningServer): Promise<Owner> => {
  const db = server.deps.db
  const tag = randomBytes(5).toString("hex")
  const mark = (label: string) => `${label}${tag}`
  const email = `owner.${tag}@example.cn`
  const owner = await walletMember(server, { cents: 880_000, points: 500, withdrawAccount: true, email, nickName: `主人${tag.slice(0, 4)}` })
  const userId = owner.user.id
  const friend = await insertUser(db, {})
  const [address] = await db
    .insert(addresses)
    .values({ userId, name: "李静怡", region: '["110000","110100","110105"]', regionText: "北京市 市辖区 朝阳区", detail: mark("建国路私宅"), phone: owner.phone })
    .returning({ id: addresses.id })
  const [title] = await db
    .insert(invoiceTitles)
    .values({ userId, type: "company", title: mark("私有抬头"), taxNo: `91110000${tag.toUpperCase()}`, email })
    .returning({ id: invoiceTitles.id })
  const idCard = `11010519900307${String(parseInt(tag.slice(0, 4), 16) % 10_000).padStart(4, "0")}`
  const [realName] = await db
    .insert(realNameRequests)
    .values({ userId, realName: "李静怡", idCard, submittedAt: new Date() })
    .returning({ id: realNameRequests.id })
  const [note] = await db.insert(feedback).values({ userId, type: "建议", content: mark("私下反馈"), contact: owner.phone }).returning({ id: feedback.id })
  const [reply] = await db.insert(quickReplies).values({ userId, title: "常用语", content: mark("私人快捷回复") }).returning({ id: quickReplies.id })
  const [low, high] = userId < friend.id ? [userId, friend.id] : [friend.id, userId]
  const [friendship] = await db.insert(friendships).values({ userLow: low, userHigh: high }).returning({ id: friendships.id })
  const [message] = await db.insert(chatMessages).values({ senderId: userId, receiverId: friend.id, text: mark("悄悄话") }).returning({ id: chatMessages.id })
  const ids = [userId, address?.id, title?.id, realName?.id, note?.id, reply?.id, friendship?.id, message?.id].filter((id): id is number => typeof id === "number")

  const rows = async (table: PgTable, column: Parameters<typeof eq>[0], values: number[]) =>
    JSON.stringify(await db.select().from(table).where(values.length === 1 ? eq(column, values[0]) : inArray(column, values)))
  const snapshot = async () =>
    [
      await rows(addresses, addresses.userId, [userId]),
      await rows(invoiceTitles, invoiceTitles.userId, [userId]),
      await rows(realNameRequests, realNameRequests.userId, [userId]),
      await rows(feedback, feedback.userId, [userId]),
      await rows(quickReplies, quickReplies.userId, [userId]),
      await rows(chatMessages, chatMessages.senderId, [userId]),
      await rows(friendships, friendships.id, friendship ? [friendship.id] : [0]),
      await rows(walletAccounts, walletAccounts.userId, [userId]),
    ].join("\n")
  return {
    user: owner.user,
    canaries: [owner.phone, email, idCard, mark("建国路私宅"), mark("私有抬头"), mark("私下反馈"), mark("私人快捷回复"), mark("悄悄话"), "13912345678"],
    ids,
    snapshot,
  }
}

const ID_FIELD = /(?:^id|Id)s?$/

/** A body the schema accepts (where one can be drawn from it), with every id field set to `id`. */
const bodyWith = (schema: Endpoint["body"], id: number, seed: number): unknown => {
  let base: Record<string, unknown> = {}
  if (schema) {
    try {
      const [value] = Effect.runSync(Arbitrary.sampleEffect(Arbitrary.schema(schema), { count: 1, seed }))
      const encoded = Schema.encodeUnknownSync(schema)(value)
      if (encoded && typeof encoded === "object" && !Array.isArray(encoded)) base = { ...(encoded as Record<string, unknown>) }
    } catch {
      // A schema the derivation cannot draw from: the id fields alone.
    }
  }
  for (const field of fieldsOf(schema)) if (ID_FIELD.test(field)) base[field] = field.endsWith("s") ? [id] : id
  return base
}

const isAllowed = (access: Endpoint["access"], kind: CallerKind): boolean => {
  if (access === "public" || access === "optional") return true
  if (kind === "visitor") return false
  if (access === "member") return true
  if (access === "makerCentre") return kind === "maker" || kind === "merchant"
  // The administrator of this run is a super administrator (ROLE_ADMIN): every permission.
  return kind === "admin"
}

export const checkAuthorization = async (server: RunningServer, options: AuthorizationOptions): Promise<AuthorizationReport> => {
  const db = server.deps.db
  const owner = await makeOwner(server)
  const before = await owner.snapshot()
  const leaks: string[] = []
  const violations: string[] = []
  let calls = 0
  const seed = options.seed ?? 20_240_601
  const perEndpoint = Math.min(owner.ids.length, Math.max(1, options.idsPerEndpoint))
  /** The owner's ids for the e-th endpoint: a window that moves on, so every id is used across the table. */
  const idsFor = (e: number) => Array.from({ length: perEndpoint }, (_, j) => owner.ids[(e * perEndpoint + j) % owner.ids.length] as number)

  const users = new Map<CallerKind, UserRow>()
  /** A token of a live caller of that kind: an endpoint may have closed the last one's account or session. */
  const tokenOf = async (kind: CallerKind): Promise<string | null> => {
    if (kind === "visitor") return null
    const existing = users.get(kind)
    if (existing) {
      const { token } = await server.deps.tokens.issue(existing.id)
      if (await server.deps.tokens.verify(token)) return token
    }
    const user = await insertUser(db, CALLER_USERS[kind])
    users.set(kind, user)
    return (await server.deps.tokens.issue(user.id)).token
  }

  // The administrator last: what an administrator may change is not checked against the owner's records.
  const kinds: CallerKind[] = ["visitor", "member", "maker", "merchant", "admin"]
  for (const kind of kinds) {
    if (kind === "admin") {
      const after = await owner.snapshot()
      if (after !== before) leaks.push("the owner's private records changed by calls of other members")
    }
    for (const [e, [name, endpoint]] of (Object.entries(endpoints) as [string, Endpoint][]).entries()) {
      const queryFields = fieldsOf(endpoint.query)
      for (const [n, id] of idsFor(e).entries()) {
        // A token of its own for each call: logout ends the session it is called with.
        const token = await tokenOf(kind)
        const path = endpoint.path.replace(/\{(\w+)\}/g, () => String(id))
        const query = queryFields.filter((field) => ID_FIELD.test(field)).map((field) => `${field}=${id}`).join("&")
        const url = `${server.url}${path}${query ? `?${query}` : ""}`
        const headers: Record<string, string> = { "content-type": endpoint.bodyType === "text" ? "text/plain" : "application/json" }
        if (token) headers.authorization = `Bearer ${token}`
        const body = endpoint.method === "GET" ? undefined : endpoint.bodyType === "text" ? String(id) : JSON.stringify(bodyWith(endpoint.body, id, seed + n))
        const response = await fetch(url, { method: endpoint.method, headers, body })
        const text = await response.text()
        calls++
        const label = `${name} ${endpoint.method} ${path} as ${kind}`
        const allowed = isAllowed(endpoint.access, kind)
        if (response.status >= 500 && !endpoint.errors.includes(response.status)) violations.push(`${label} -> ${response.status}`)
        if (!allowed && kind === "visitor" && response.status !== 401) violations.push(`${label} -> ${response.status}, the rule asks 401`)
        if (!allowed && kind !== "visitor" && response.status !== 403) violations.push(`${label} -> ${response.status}, the rule asks 403`)
        if (allowed && token && response.status === 401) violations.push(`${label} -> 401 to a caller the rule lets in`)
        if (kind !== "admin") {
          const leaked = owner.canaries.filter((canary) => text.includes(canary))
          if (leaked.length > 0) leaks.push(`${label} -> ${response.status} holds ${leaked.join(", ")}`)
        }
      }
    }
  }
  return { calls, leaks, violations }
}
