import { and, count, desc, eq, isNull } from "drizzle-orm"
import type { Conversation } from "../../../domain/chat/protocol.ts"
import { CHAT_HISTORY_PAGE_SIZE, mayMessage } from "../../../domain/chat/rules.ts"
import { firstFormError, isFormValid } from "../../../domain/core/validation/form-errors.ts"
import { validateQuickReply } from "../../../domain/chat/quick-reply-form.ts"
import { notices, quickReplies } from "../tables.ts"
import { badRequest, notFound } from "../../../domain/core/errors.ts"
import type { AreaHandlers } from "../../core/http/handler.ts"
import {
  findUser,
  genderOf,
  peerTypeOf,
  sendersTo,
  friendsOf,
  historyPage,
  lastMessages,
  markRead,
  peerView,
  unreadBySender,
  usersByIds,
} from "../services/store.ts"
import { resolvePeer } from "./friends.ts"
import { pageCount } from "../../../domain/core/paging.ts"

const checkedQuickReply = (body: { title: string; content: string }) => {
  const errors = validateQuickReply(body)
  if (!isFormValid(errors)) throw badRequest(firstFormError(errors))
  return { title: body.title.trim(), content: body.content.trim() }
}

const NOTICE_PAGE_SIZE = 10

/** Conversations, history, read marks, quick replies and account notices. */
export const chatHandlers = {
  chatConversations: async (_input, { deps, user }) => {
    const db = deps.db
    const [self, friends, last, unread, wroteToMe] = await Promise.all([
      findUser(db, { id: user.id }),
      friendsOf(db, user.id),
      lastMessages(db, user.id),
      unreadBySender(db, user.id),
      sendersTo(db, user.id),
    ])
    if (!self) throw notFound()
    const friendIds = new Map(friends.map((f) => [f.id, f.friendsId]))
    // Friends, and anyone the member has exchanged messages with (merchants, customer service).
    const people = await usersByIds(db, [...new Set([...friendIds.keys(), ...last.keys()])])
    const conversations: Conversation[] = people.map((person) => {
      const friendsId = friendIds.get(person.id) ?? null
      return {
        peer: {
          userId: person.id,
          userName: person.username,
          nickName: person.nickName,
          avatarPath: person.avatarPath,
          gender: genderOf(person.gender),
          type: peerTypeOf(person.type),
          relation: friendsId === null ? "nofriend" : "friend",
          friendsId,
          canMessage: mayMessage({ senderType: user.type, targetType: person.type, friends: friendsId !== null, targetWroteFirst: wroteToMe.has(person.id) }),
        },
        lastMessage: last.get(person.id) ?? null,
        unread: unread.get(person.id) ?? 0,
      }
    })
    // Latest conversation first; friends without messages after them, by name.
    conversations.sort((a, b) => {
      const byLast = (b.lastMessage?.id ?? 0) - (a.lastMessage?.id ?? 0)
      return byLast !== 0 ? byLast : a.peer.nickName.localeCompare(b.peer.nickName, "zh-CN")
    })
    return { me: await peerView(db, user, self), conversations }
  },

  chatPeer: async ({ params }, { deps, user }) => peerView(deps.db, user, await resolvePeer(deps.db, params.token)),

  chatHistory: async ({ query }, { deps, user }) =>
    historyPage(deps.db, user.id, query.with, query.before, query.size ?? CHAT_HISTORY_PAGE_SIZE),

  chatRead: async ({ body }, { deps, user }) => {
    const marked = await markRead(deps.db, user.id, body.with, body.upTo, new Date(deps.now()))
    // The member's other open pages clear their badge too.
    if (marked > 0) await deps.chat.send([user.id], { type: "read", peerId: body.with, upTo: body.upTo })
    return { marked }
  },

  quickReplies: async (_input, { deps, user }) =>
    deps.db
      .select({ id: quickReplies.id, title: quickReplies.title, content: quickReplies.content })
      .from(quickReplies)
      .where(eq(quickReplies.userId, user.id))
      .orderBy(quickReplies.id),

  quickReplyCreate: async ({ body }, { deps, user }) => {
    const values = checkedQuickReply(body)
    const [row] = await deps.db
      .insert(quickReplies)
      .values({ userId: user.id, ...values })
      .returning({ id: quickReplies.id, title: quickReplies.title, content: quickReplies.content })
    if (!row) throw new Error("quick reply not stored")
    return row
  },

  quickReplyUpdate: async ({ params, body }, { deps, user }) => {
    const values = checkedQuickReply(body)
    const [row] = await deps.db
      .update(quickReplies)
      .set({ ...values, updatedAt: new Date(deps.now()) })
      .where(and(eq(quickReplies.id, params.id), eq(quickReplies.userId, user.id)))
      .returning({ id: quickReplies.id, title: quickReplies.title, content: quickReplies.content })
    if (!row) throw notFound("快捷回复不存在")
    return row
  },

  quickReplyDelete: async ({ params }, { deps, user }) => {
    const [row] = await deps.db
      .delete(quickReplies)
      .where(and(eq(quickReplies.id, params.id), eq(quickReplies.userId, user.id)))
      .returning({ id: quickReplies.id })
    if (!row) throw notFound("快捷回复不存在")
    return row
  },

  notices: async ({ query }, { deps, user }) => {
    const page = query.page ?? 0
    const size = query.size ?? NOTICE_PAGE_SIZE
    const mine = eq(notices.userId, user.id)
    const [rows, [total], [unread]] = await Promise.all([
      deps.db.select().from(notices).where(mine).orderBy(desc(notices.id)).limit(size).offset(page * size),
      deps.db.select({ n: count() }).from(notices).where(mine),
      deps.db.select({ n: count() }).from(notices).where(and(mine, isNull(notices.readAt))),
    ])
    const totalElements = total?.n ?? 0
    return {
      content: rows.map((r) => ({
        id: r.id,
        msgType: r.msgType,
        title: r.title,
        msg: r.msg,
        createdAt: r.createdAt.toISOString(),
        read: r.readAt !== null,
      })),
      totalElements,
      totalPages: pageCount(totalElements, size),
      unread: unread?.n ?? 0,
    }
  },

  noticesRead: async (_input, { deps, user }) => {
    const rows = await deps.db
      .update(notices)
      .set({ readAt: new Date(deps.now()) })
      .where(and(eq(notices.userId, user.id), isNull(notices.readAt)))
      .returning({ id: notices.id })
    return { marked: rows.length }
  },
} satisfies AreaHandlers
