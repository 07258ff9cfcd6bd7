import { describe, expect, it } from "vitest"
import { eq } from "drizzle-orm"
import { users } from "../../server/session/tables/users.ts"
import { signedInUser, type SignedIn } from "../setup/auth.ts"
import { databaseKinds } from "../setup/databases.ts"
import { useSignedInUser, useTestServer } from "../setup/server-suite.ts"

describe.each(databaseKinds())("the super administrator grants the administrators' roles on %s", (kind) => {
  const suite = useTestServer(kind)
  const admin = useSignedInUser(suite, { roles: ["ROLE_ADMIN"], nickName: "超管甲" })
  const member = useSignedInUser(suite, { nickName: "小运营", roles: ["ROLE_SYSTEM_DEFAULT"] })

  const token = () => ({ token: admin.token })
  const menuPaths = async (who: SignedIn) => {
    const menus = await suite.server.call("menusBuild", undefined, { token: who.token })
    return menus.ok ? menus.body.map((item) => item.path) : []
  }

  it("finds accounts by name and lists the administrators without a keyword", async () => {
    const found = await suite.server.call("adminRoleAccounts", { query: { keyword: "小运营" } }, token())
    expect(found.ok && found.body.map((a) => a.id)).toEqual([member.user.id])
    const admins = await suite.server.call("adminRoleAccounts", { query: {} }, token())
    expect(admins.ok && admins.body.map((a) => a.id)).toContain(admin.user.id)
    expect(admins.ok && admins.body.map((a) => a.id)).not.toContain(member.user.id)
  })

  it("grants a role: the member's menus and calls follow at their next call; revoking closes them again", async () => {
    expect((await suite.server.call("adminDicts", undefined, { token: member.token })).status).toBe(403)
    expect(await menuPaths(member)).not.toContain("/admin/dicts")

    const granted = await suite.server.call("adminRoleGrant", { params: { id: member.user.id }, body: { roles: ["ROLE_OPERATOR"] } }, token())
    expect(granted.ok && granted.body.adminRoles).toEqual(["ROLE_OPERATOR"])
    expect((await suite.server.call("adminDicts", undefined, { token: member.token })).ok).toBe(true)
    expect(await menuPaths(member)).toEqual(expect.arrayContaining(["/admin", "/admin/dicts", "/admin/site"]))
    expect(await menuPaths(member)).not.toContain("/admin/roles")
    // The member's other roles stay.
    const [row] = await suite.server.deps.db.select({ roles: users.roles }).from(users).where(eq(users.id, member.user.id))
    expect(row?.roles).toEqual(["ROLE_SYSTEM_DEFAULT", "ROLE_OPERATOR"])

    const revoked = await suite.server.call("adminRoleGrant", { params: { id: member.user.id }, body: { roles: [] } }, token())
    expect(revoked.ok && revoked.body.adminRoles).toEqual([])
    expect((await suite.server.call("adminDicts", undefined, { token: member.token })).status).toBe(403)
    expect(await menuPaths(member)).not.toContain("/admin")
  })

  it("refuses to take away one's own super-administrator role, an unknown role and an unknown account", async () => {
    const own = await suite.server.call("adminRoleGrant", { params: { id: admin.user.id }, body: { roles: ["ROLE_FINANCE"] } }, token())
    expect(own.status).toBe(409)
    expect(!own.ok && own.body.message).toBe("不能撤销自己的超级管理员角色")
    expect((await suite.server.call("adminRoleGrant", { params: { id: admin.user.id }, body: { roles: ["ROLE_ADMIN", "ROLE_FINANCE"] } }, token())).ok).toBe(true)
    expect((await suite.server.call("adminRoleGrant", { params: { id: member.user.id }, body: { roles: ["ROLE_GOD"] } }, token())).status).toBe(400)
    expect((await suite.server.call("adminRoleGrant", { params: { id: 999_999 }, body: { roles: [] } }, token())).status).toBe(404)
    // Another super administrator may take it away.
    const other = await signedInUser(suite.server, { roles: ["ROLE_ADMIN"] })
    const taken = await suite.server.call("adminRoleGrant", { params: { id: other.user.id }, body: { roles: [] } }, token())
    expect(taken.ok && taken.body.adminRoles).toEqual([])
  })

  it("records each grant with the roles before and after", async () => {
    const log = await suite.server.call("adminAudit", { query: { keyword: "小运营" } }, token())
    if (!log.ok) throw new Error("no log")
    const grants = log.body.content.filter((e) => e.action === "roles.grant")
    expect(grants.map((e) => [e.before, e.after])).toEqual([
      ["[\"ROLE_OPERATOR\"]", "[]"],
      ["[]", "[\"ROLE_OPERATOR\"]"],
    ])
    expect(grants[0]?.actorName).toContain("超管甲")
  })
})
