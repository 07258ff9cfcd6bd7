import { describe, expect, it } from "vitest"
import { addDays, chinaDay } from "../../domain/member/china-day.ts"
import { scienceArticles } from "../../server/community/tables/science.ts"
import { signedInUser } from "../setup/auth.ts"
import { databaseKinds } from "../setup/databases.ts"
import { useSignedInUser, useTestServer } from "../setup/server-suite.ts"

describe.each(databaseKinds())("图文数据 of the maker centre on %s", (kind) => {
  const suite = useTestServer(kind)
  const maker = useSignedInUser(suite, { isMaker: true })

  const article = async (authorId: number, status: "published" | "pending") => {
    const [row] = await suite.server.deps.db
      .insert(scienceArticles)
      .values({ authorId, channel: "healthy", category: "nutrition", title: `冬季饮食调理要点${Math.random()}`, bodyHtml: "<p>多喝温水。</p>", bodyText: "多喝温水。", status, publishedAt: status === "published" ? new Date() : null })
      .returning({ id: scienceArticles.id })
    return row?.id ?? 0
  }

  it("counts today's views, likes and comments of the author's published articles; the range equals the rows and the counters", async () => {
    const to = chinaDay(Date.now())
    const from = addDays(to, -6)
    const empty = await suite.server.call("makerArticleStats", { query: { from, to } }, { token: maker.token })
    expect(empty.ok && empty.body).toMatchObject({ range: { views: 0, likes: 0, comments: 0 }, totals: { articles: 0 } })
    expect(empty.ok && empty.body.days).toHaveLength(7)

    const mine = await article(maker.user.id, "published")
    const pending = await article(maker.user.id, "pending")
    const other = await signedInUser(suite.server)
    const theirs = await article(other.user.id, "published")
    const reader = await signedInUser(suite.server, { authState: "certified" })
    for (const id of [mine, mine, mine, theirs]) expect((await suite.server.call("scienceDetail", { params: { id } })).ok).toBe(true)
    // The author reading a pending article of their own counts no view.
    expect((await suite.server.call("scienceDetail", { params: { id: pending } }, { token: maker.token })).ok).toBe(true)
    expect((await suite.server.call("scienceLike", { params: { id: mine } }, { token: reader.token })).ok).toBe(true)
    expect((await suite.server.call("scienceLike", { params: { id: theirs } }, { token: reader.token })).ok).toBe(true)
    for (const id of [mine, mine, theirs]) expect((await suite.server.call("scienceComment", { params: { id }, body: { content: "写得很实用，已经照着做了。" } }, { token: reader.token })).ok).toBe(true)

    const stats = await suite.server.call("makerArticleStats", { query: { from, to } }, { token: maker.token })
    if (!stats.ok) throw new Error(stats.body.message)
    expect(stats.body.days.find((d) => d.day === to)).toEqual({ day: to, views: 3, likes: 1, comments: 2 })
    expect(stats.body.range).toEqual({ views: 3, likes: 1, comments: 2 })
    expect(stats.body.totals).toEqual({ articles: 1, views: 3, likes: 1, comments: 2 })

    expect((await suite.server.call("makerArticleStats", { query: { from: addDays(to, -92), to } }, { token: maker.token })).status).toBe(400)
    expect((await suite.server.call("makerArticleStats", { query: { from, to } }, { token: other.token })).status).toBe(403)
    expect((await suite.server.call("makerArticleStats", { query: { from, to } })).status).toBe(401)
  })
})
