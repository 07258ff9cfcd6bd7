import { describe, expect, it } from "vitest"
import { ACTIVITY_MESSAGES, type ActivityInput } from "../../domain/notices/activity.ts"
import { signedInUser } from "../setup/auth.ts"
import { databaseKinds } from "../setup/databases.ts"
import { useSignedInUser, useTestServer } from "../setup/server-suite.ts"

const DAY = 86_400_000

const activity = (over: Partial<ActivityInput> = {}): ActivityInput => ({
  title: "春季养生公开课",
  summary: "三位讲师在线讲解春季养生。",
  cover: "/activities/winter-skincare.svg",
  content: "<p>报名后按课程表观看。</p>",
  startTime: new Date(Date.now() + DAY).toISOString(),
  endTime: new Date(Date.now() + 8 * DAY).toISOString(),
  joinHref: "/video",
  joinLabel: "去看课程",
  ...over,
})

describe.each(databaseKinds())("活动 on %s", (kind) => {
  const suite = useTestServer(kind)
  const admin = useSignedInUser(suite, { roles: ["ROLE_ADMIN"] })

  it("lists the demo activities with their states and reads one, counting the view", async () => {
    const list = await suite.server.call("activityList", { query: {} })
    if (!list.ok) throw new Error("list failed")
    const titles = list.body.content.map((a) => a.title)
    expect(titles).toContain("每日签到领积分")
    expect(list.body.content.find((a) => a.title.startsWith("冬季护肤季"))?.state).toBe("ended")
    expect(list.body.content.find((a) => a.title === "积分幸运抽奖")?.state).toBe("ongoing")
    const festival = list.body.content.find((a) => a.title.startsWith("618 健康节"))
    if (!festival) throw new Error("no festival")
    const detail = await suite.server.call("activityDetail", { params: { id: festival.id } })
    expect(detail.ok && detail.body).toMatchObject({ joinHref: "/account/activity_618", views: festival.views + 1 })
    expect((await suite.server.call("activityDetail", { params: { id: 999_999 } })).status).toBe(404)
  })

  it("lets administrators publish, edit and delete; checks the entry is a page of the portal; refuses members", async () => {
    const member = await signedInUser(suite.server)
    expect((await suite.server.call("adminActivityCreate", { body: activity() }, { token: member.token })).status).toBe(403)
    const wrong = [
      [activity({ joinHref: "https://evil.example/" }), ACTIVITY_MESSAGES.joinHref],
      [activity({ joinHref: "//evil.example/" }), ACTIVITY_MESSAGES.joinHref],
      [activity({ endTime: new Date(Date.now() - DAY).toISOString() }), ACTIVITY_MESSAGES.times],
      [activity({ content: "<script>x</script>" }), ACTIVITY_MESSAGES.content],
      [activity({ cover: "https://evil.example/a.png" }), ACTIVITY_MESSAGES.cover],
      [activity({ title: "短" }), ACTIVITY_MESSAGES.title],
    ] as const
    for (const [body, message] of wrong) {
      expect(await suite.server.call("adminActivityCreate", { body }, { token: admin.token })).toMatchObject({ status: 400, body: { message } })
    }
    const created = await suite.server.call("adminActivityCreate", { body: activity({ content: '<p onclick="x()">报名<script>alert(1)</script></p>' }) }, { token: admin.token })
    if (!created.ok) throw new Error(created.body.message)
    expect(created.body).toMatchObject({ state: "upcoming", joinLabel: "去看课程" })
    expect(created.body.content).not.toMatch(/onclick|script/)
    const edited = await suite.server.call("adminActivityUpdate", { params: { id: created.body.id }, body: activity({ title: "春季养生公开课（第二期）", joinHref: "" }) }, { token: admin.token })
    expect(edited.ok && edited.body).toMatchObject({ title: "春季养生公开课（第二期）", joinHref: "", joinLabel: "" })
    expect((await suite.server.call("adminActivityDelete", { params: { id: created.body.id } }, { token: admin.token })).status).toBe(200)
    expect((await suite.server.call("activityDetail", { params: { id: created.body.id } })).status).toBe(404)
    expect((await suite.server.call("adminActivityDelete", { params: { id: created.body.id } }, { token: admin.token })).status).toBe(404)
  })
})
