import { describe, expect, it } from "vitest"
import { dynamicRoutes, isMenuOnlyPath } from "../../domain/session/menus.ts"
import { ADMIN_ROLE, menusFor } from "../../domain/session/role-menu.ts"
import { pages } from "../app/page-registry.ts"
import { resolvePage } from "../app/resolve-page.ts"

const listed = (roles: ReadonlyArray<string>, production: boolean) => dynamicRoutes(menusFor(roles, { production })).map((r) => r.path)

describe("who opens /dev/flows", () => {
  it("is a registered page", () => {
    expect(pages["/dev/flows"]).toBeDefined()
    expect(isMenuOnlyPath("/dev/flows")).toBe(true)
  })

  it("opens for everyone in a development build", () => {
    expect(resolvePage("/dev/flows", false).kind).toBe("page")
  })

  it("in production opens only through an administrator's menu", () => {
    expect(resolvePage("/dev/flows", true).kind).toBe("notFound")
    expect(listed([ADMIN_ROLE], true)).toContain("/dev/flows")
    expect(listed(["ROLE_MEMBER"], true)).not.toContain("/dev/flows")
    expect(listed([], true)).not.toContain("/dev/flows")
  })

  it("leaves the SMS outbox to development", () => {
    expect(menusFor([ADMIN_ROLE], { production: true }).map((m) => m.path)).not.toContain("/dev/outbox")
  })
})
