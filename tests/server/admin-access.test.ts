import { beforeAll, describe, expect, it } from "vitest"
import type { Endpoint } from "../../domain/core/endpoint.ts"
import { endpoints } from "../../domain/api/endpoints.ts"
import { ADMIN_ROLES, ALL_PERMISSIONS, hasPermission } from "../../domain/admin/index.ts"
import { signedInUser, type SignedIn } from "../setup/auth.ts"
import { databaseKinds } from "../setup/databases.ts"
import { useTestServer } from "../setup/server-suite.ts"
import { type TestServer } from "../setup/test-server.ts"

/**
 * Generated from the endpoint table: every call whose access rule names a permission key is
 * refused to a visitor (401), to a member (403) and to an administrator of each role that does
 * not hold the key (403); an administrator of a role that holds it is let in (no 401 or 403).
 */
const adminCalls = (Object.entries(endpoints) as Array<[string, Endpoint]>).flatMap(([name, endpoint]) =>
  typeof endpoint.access === "object" ? [{ name, endpoint, permission: endpoint.access.permission }] : [],
)

/** A call with placeholders filled and a body of the right type where one is declared; the access rule answers before either is read. */
const request = async (server: TestServer, endpoint: Endpoint, token: string | null) => {
  const path = endpoint.path.replace(/\{\w+\}/g, "1")
  const headers: Record<string, string> = { "content-type": "application/json" }
  if (token) headers.authorization = `Bearer ${token}`
  const response = await fetch(`${server.url}${path}`, { method: endpoint.method, headers, body: endpoint.method === "GET" ? undefined : "{}" })
  await response.body?.cancel()
  return response
}

describe("the permission keys", () => {
  it("name only keys of the one list, and every key is held by some role below the super administrator", () => {
    for (const { name, permission } of adminCalls) expect(ALL_PERMISSIONS, name).toContain(permission)
    expect(adminCalls.length).toBeGreaterThan(15)
    const partial = ADMIN_ROLES.filter((role) => role.role !== "ROLE_ADMIN")
    for (const key of ALL_PERMISSIONS.filter((k) => !["roles", "audit", "dev.tools"].includes(k))) {
      expect(partial.some((role) => role.permissions.includes(key)), key).toBe(true)
    }
  })
})

describe.each(databaseKinds())("every administrator's call checks its permission on %s", (kind) => {
  const suite = useTestServer(kind)
  let member: SignedIn
  const admins = new Map<string, SignedIn>()
  beforeAll(async () => {
    member = await signedInUser(suite.server, {})
    for (const role of ADMIN_ROLES) admins.set(role.role, await signedInUser(suite.server, { roles: [role.role] }))
  })

  it.each(adminCalls.map((call) => [call.name, call] as const))("%s", async (_name, { endpoint, permission }) => {
    expect((await request(suite.server, endpoint, null)).status).toBe(401)
    expect((await request(suite.server, endpoint, member.token)).status).toBe(403)
    for (const role of ADMIN_ROLES) {
      const status = (await request(suite.server, endpoint, admins.get(role.role)!.token)).status
      if (hasPermission([role.role], permission)) expect([401, 403], `${role.role} holds ${permission}`).not.toContain(status)
      else expect(status, `${role.role} lacks ${permission}`).toBe(403)
    }
  })
})
