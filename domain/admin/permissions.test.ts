import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { ADMIN_ROLE, ADMIN_ROLES, ALL_PERMISSIONS, PERMISSIONS, hasPermission, isAdministrator, permissionsOf, rolesWith } from "./permissions.ts"
import { menusFor } from "../session/role-menu.ts"

const roleNames = ADMIN_ROLES.map((role) => role.role)

describe("roles and permission keys", () => {
  it("gives the super administrator every key and each other role its own", () => {
    expect([...permissionsOf([ADMIN_ROLE])].sort()).toEqual([...ALL_PERMISSIONS].sort())
    expect([...permissionsOf(["ROLE_CONTENT_AUDITOR"])]).toEqual([PERMISSIONS.enter, PERMISSIONS.reviewContent])
    expect(hasPermission(["ROLE_CONTENT_AUDITOR"], PERMISSIONS.money)).toBe(false)
    expect(hasPermission(["ROLE_FINANCE"], PERMISSIONS.money)).toBe(true)
    expect(rolesWith(PERMISSIONS.money)).toEqual([ADMIN_ROLE, "ROLE_FINANCE"])
  })

  it("grants nothing to members and unknown roles", () => {
    expect(isAdministrator(["ROLE_SYSTEM_DEFAULT"])).toBe(false)
    expect(permissionsOf(["ROLE_MEMBER", "ROLE_X"]).size).toBe(0)
  })

  it("holds a key for a set of roles exactly when one of them holds it", () => {
    fc.assert(
      fc.property(fc.subarray([...roleNames, "ROLE_SYSTEM_DEFAULT"]), fc.constantFrom(...ALL_PERMISSIONS), (roles, key) => {
        expect(hasPermission(roles, key)).toBe(roles.some((role) => hasPermission([role], key)))
        expect(permissionsOf(roles).has(key)).toBe(hasPermission(roles, key))
      }),
    )
  })

  it("builds each role's menu from its keys: a content auditor sees the article, report, product, maker, short-video and course queues and no money page", () => {
    const paths = menusFor(["ROLE_CONTENT_AUDITOR"], { production: true }).map((item) => item.path)
    expect(paths).toEqual(["/admin", "/admin/review", "/admin/review/news", "/admin/review/science", "/admin/review/bbs", "/admin/review/products", "/admin/review/maker", "/admin/review/micro", "/admin/review/courses"])
    expect(paths).not.toContain("/admin/withdrawals")
    expect(menusFor(["ROLE_FINANCE"], { production: true }).map((item) => item.path)).toContain("/admin/withdrawals")
    expect(menusFor(["ROLE_SYSTEM_DEFAULT"], { production: false })).toEqual([])
  })
})
