import { describe, expect, it } from "vitest"
import { signedInUser, type SignedIn } from "../setup/auth.ts"
import { openSocket } from "../setup/chat-socket.ts"
import { databaseKinds } from "../setup/databases.ts"
import { useSignedInUser, useTestServer } from "../setup/server-suite.ts"

describe.each(databaseKinds())("friends on %s", (kind) => {
  const suite = useTestServer(kind)
  const alice = useSignedInUser(suite, { username: "alice_f", nickName: "爱丽丝", gender: "女" })
  const bob = useSignedInUser(suite, { username: "bob_f", nickName: "鲍勃" })

  const card = async (viewer: SignedIn | null, userName: string) => {
    const answer = await suite.server.call("userCard", { params: { userName } }, { token: viewer?.token ?? null })
    if (!answer.ok) throw new Error(answer.body.message)
    return answer.body
  }

  it("shows the card to visitors as nofriend and to oneself as oneself", async () => {
    expect(await card(null, "alice_f")).toMatchObject({ nickName: "爱丽丝", gender: "女", relation: "nofriend", type: "member", newsCount: 0, bbsCount: 0, friendsId: null })
    expect((await card(alice, "alice_f")).relation).toBe("oneself")
    const missing = await suite.server.call("userCard", { params: { userName: "nobody_here" } })
    expect(missing.status).toBe(404)
    const byId = await suite.server.call("friendsFind", { params: { id: bob.user.id } }, { token: alice.token })
    expect(byId.ok && byId.body.userName).toBe("bob_f")
  })

  it("needs a login to add, refuses oneself, unknown names and official accounts", async () => {
    expect((await suite.server.call("friendsAdd", { body: { userName: "bob_f" } })).status).toBe(401)
    const self = await suite.server.call("friendsAdd", { body: { userName: "alice_f" } }, { token: alice.token })
    expect(self).toMatchObject({ status: 400, body: { message: "不能添加自己为好友" } })
    const unknown = await suite.server.call("friendsAdd", { body: { userName: "ghost_user" } }, { token: alice.token })
    expect(unknown).toMatchObject({ status: 404, body: { message: "用户不存在" } })
    const official = await signedInUser(suite.server, { type: "sys", nickName: "官方客服" })
    const toOfficial = await suite.server.call("friendsAdd", { body: { userName: official.user.username } }, { token: alice.token })
    expect(toOfficial.status).toBe(400)
    const bad = await suite.server.call("friendsAdd", { body: { userName: "" } }, { token: alice.token })
    expect(bad.status).toBe(400)
  })

  it("walks a request: applied, listed for the other side, accepted, friends both ways, deleted", async () => {
    const bobSocket = await openSocket(suite.server.url, bob.token)
    await bobSocket.next("ready")
    const sent = await suite.server.call("friendsAdd", { body: { userName: "bob_f" } }, { token: alice.token })
    if (!sent.ok) throw new Error(sent.body.message)
    expect(sent.body.relation).toBe("applied")
    // Bob's page learns of it at once, with a notice.
    await bobSocket.next("friends", (f) => f.event === "request" && f.userId === alice.user.id)
    const notice = await bobSocket.next("push")
    expect(notice.notice).toMatchObject({ msgType: "INFO", msg: "爱丽丝（alice_f）请求添加您为好友" })

    expect((await card(alice, "bob_f")).relation).toBe("applied")
    const again = await suite.server.call("friendsAdd", { body: { userName: "bob_f" } }, { token: alice.token })
    expect(again).toMatchObject({ status: 409, body: { message: "已发送过好友请求，请等待对方确认" } })
    const initiated = await suite.server.call("friendsInitiate", { params: { id: bob.user.id } }, { token: alice.token })
    expect(initiated.ok && initiated.body.request).toMatchObject({ id: sent.body.requestId, status: "pending", toUserId: bob.user.id })

    const incoming = await suite.server.call("friendRequests", undefined, { token: bob.token })
    if (!incoming.ok) throw new Error(incoming.body.message)
    expect(incoming.body.map((r) => r.from.userName)).toEqual(["alice_f"])
    // Only the receiver may answer.
    const stolen = await suite.server.call("friendRequestAccept", { params: { id: sent.body.requestId } }, { token: alice.token })
    expect(stolen.status).toBe(404)
    const accepted = await suite.server.call("friendRequestAccept", { params: { id: sent.body.requestId } }, { token: bob.token })
    if (!accepted.ok) throw new Error(accepted.body.message)
    expect(accepted.body.userName).toBe("alice_f")
    const twice = await suite.server.call("friendRequestAccept", { params: { id: sent.body.requestId } }, { token: bob.token })
    expect(twice.status).toBe(404)

    const aliceCard = await card(alice, "bob_f")
    expect(aliceCard.relation).toBe("friend")
    expect(aliceCard.friendsId).toBe(accepted.body.friendsId)
    expect((await card(bob, "alice_f")).relation).toBe("friend")
    const list = await suite.server.call("friendsList", undefined, { token: alice.token })
    expect(list.ok && list.body.map((f) => f.userName)).toEqual(["bob_f"])
    const info = await suite.server.call("friendsInfo", { params: { id: accepted.body.friendsId } }, { token: bob.token })
    expect(info.ok && info.body.userName).toBe("alice_f")
    const already = await suite.server.call("friendsAdd", { body: { userName: "bob_f" } }, { token: alice.token })
    expect(already.status).toBe(409)

    // A stranger cannot read or delete the friendship.
    const carol = await signedInUser(suite.server)
    expect((await suite.server.call("friendsInfo", { params: { id: accepted.body.friendsId } }, { token: carol.token })).status).toBe(404)
    const carolDelete = await suite.server.call("friendsDelete", { body: [accepted.body.friendsId] }, { token: carol.token })
    expect(carolDelete.ok && carolDelete.body.deleted).toBe(0)

    const deleted = await suite.server.call("friendsDelete", { body: [accepted.body.friendsId] }, { token: bob.token })
    expect(deleted.ok && deleted.body.deleted).toBe(1)
    expect((await card(alice, "bob_f")).relation).toBe("nofriend")
    expect((await suite.server.call("friendsDelete", { body: [] }, { token: bob.token })).status).toBe(400)
    await bobSocket.close()
  })

  it("declines a request, and two crossing requests make friends", async () => {
    const dan = await signedInUser(suite.server, { nickName: "小丹" })
    const eve = await signedInUser(suite.server, { nickName: "小伊" })
    const first = await suite.server.call("friendsAdd", { body: { userName: eve.user.username } }, { token: dan.token })
    if (!first.ok) throw new Error(first.body.message)
    const declined = await suite.server.call("friendRequestDecline", { params: { id: first.body.requestId } }, { token: eve.token })
    expect(declined.ok && declined.body.status).toBe("declined")
    expect((await card(dan, eve.user.username)).relation).toBe("nofriend")

    const again = await suite.server.call("friendsAdd", { body: { userName: eve.user.username } }, { token: dan.token })
    expect(again.ok && again.body.relation).toBe("applied")
    const crossing = await suite.server.call("friendsAdd", { body: { userName: dan.user.username } }, { token: eve.token })
    expect(crossing.ok && crossing.body.relation).toBe("friend")
    expect((await card(dan, eve.user.username)).relation).toBe("friend")
  })

  it("answers bad ids with 400, never 500", async () => {
    const res = await fetch(`${suite.server.url}/api/friends/abc`, { headers: { authorization: `Bearer ${alice.token}` } })
    expect(res.status).toBe(400)
    const neg = await fetch(`${suite.server.url}/api/friends/find/-1`)
    expect(neg.status).toBe(400)
    const body = await fetch(`${suite.server.url}/api/friends`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${alice.token}`, "content-type": "application/json" },
      body: "{not json",
    })
    expect(body.status).toBe(400)
  })
})
