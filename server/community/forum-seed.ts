import { inArray } from "drizzle-orm"
import type { Tx } from "../core/db/client.ts"
import { users } from "../session/tables/users.ts"
import type { SeedSet } from "../seed/seed-sets.ts"
import { FORUM_BOARDS, FORUM_TOPICS } from "./forum-seed-data.ts"
import { saveBoard } from "./services/forum-boards.ts"
import { createReply, setReplyLike } from "./services/forum-replies.ts"
import { createTopic, moderateTopic, setTopicLike, topicFor } from "./services/forum-topics.ts"
import { HOUR } from "../../domain/core/durations.ts"

/**
 * The forum's five boards with their moderators, and topics with replies, quotes and likes by
 * the demo members, written through the members' own services (the notices of the replies
 * included); the moderators pin and feature through the moderators' service. Demo content,
 * after the accounts and the courses (whose learners write here).
 */
export const forumDemoSeed: SeedSet = {
  name: "forum-demo",
  demo: true,
  async apply(tx: Tx) {
    const names = new Set<string>()
    for (const b of FORUM_BOARDS) for (const m of b.moderators) names.add(m)
    for (const t of FORUM_TOPICS) {
      names.add(t.author)
      for (const n of t.likedBy ?? []) names.add(n)
      for (const r of t.replies) {
        names.add(r.author)
        for (const n of r.likedBy ?? []) names.add(n)
      }
    }
    const rows = await tx
      .select({ id: users.id, username: users.username, nickName: users.nickName, roles: users.roles, authState: users.authState })
      .from(users)
      .where(inArray(users.username, [...names]))
    const byName = new Map(rows.map((r) => [r.username, r]))
    const boardIds = new Map<string, number>()
    for (const [sort, board] of FORUM_BOARDS.entries()) {
      const moderatorIds = board.moderators.flatMap((name) => {
        const user = byName.get(name)
        return user ? [user.id] : []
      })
      boardIds.set(board.slug, await saveBoard(tx, { slug: board.slug, name: board.name, description: board.description, sort, moderatorIds }))
    }
    const now = Date.now()
    // Oldest first, so that ids follow the order of writing.
    for (const topic of [...FORUM_TOPICS].sort((a, b) => b.hoursAgo - a.hoursAgo)) {
      const author = byName.get(topic.author)
      const boardId = boardIds.get(topic.board)
      if (!author || boardId === undefined) continue
      const written = now - topic.hoursAgo * HOUR
      const { id } = await createTopic(tx, author, { boardId, title: topic.title, bodyHtml: topic.html }, written)
      const moderator = byName.get(FORUM_BOARDS.find((b) => b.slug === topic.board)?.moderators[0] ?? "")
      if (moderator && (topic.pinned || topic.featured)) {
        await moderateTopic(tx, moderator, id, { pinned: topic.pinned === true, featured: topic.featured === true })
      }
      // Everyone who likes or answers it has read it first (a view each).
      const readers = new Set([...(topic.likedBy ?? []), ...topic.replies.map((r) => r.author)])
      for (const name of readers) {
        const reader = byName.get(name)
        if (reader && reader.id !== author.id) await topicFor(tx, id, reader)
      }
      for (const name of topic.likedBy ?? []) {
        const liker = byName.get(name)
        if (liker && liker.id !== author.id) await setTopicLike(tx, liker.id, id, true)
      }
      const replyIds: number[] = []
      for (const [index, reply] of topic.replies.entries()) {
        const writer = byName.get(reply.author)
        if (!writer) continue
        // Replies follow the topic at growing intervals, all before now.
        const at = written + Math.round(((index + 1) / (topic.replies.length + 1)) * Math.min(topic.hoursAgo, 24) * HOUR)
        const quoted = typeof reply.quote === "number" ? replyIds[reply.quote] : undefined
        const { reply: stored } = await createReply(
          tx,
          writer,
          id,
          { bodyHtml: reply.html, quote: reply.quote === "topic" ? "topic" : quoted !== undefined ? "reply" : null, quoteReplyId: quoted ?? null },
          at,
        )
        replyIds.push(stored.id)
        for (const name of reply.likedBy ?? []) {
          const liker = byName.get(name)
          if (liker && liker.id !== writer.id) await setReplyLike(tx, liker.id, stored.id, true)
        }
      }
    }
  },
}
