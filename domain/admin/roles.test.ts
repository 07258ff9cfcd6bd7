import { describe, expect, it } from "vitest"
import { ROLE_GRANT_MESSAGES, roleGrantProblem, rolesAfterGrant } from "./roles.ts"

describe("granting the administrators' roles", () => {
  it("sets the administrators' roles in display order and keeps the others", () => {
    expect(rolesAfterGrant(["ROLE_SYSTEM_DEFAULT", "ROLE_FINANCE"], ["ROLE_OPERATOR", "ROLE_ADMIN"])).toEqual(["ROLE_SYSTEM_DEFAULT", "ROLE_ADMIN", "ROLE_OPERATOR"])
    expect(rolesAfterGrant(["ROLE_SYSTEM_DEFAULT", "ROLE_FINANCE"], [])).toEqual(["ROLE_SYSTEM_DEFAULT"])
  })

  it("refuses unknown roles and one's own super-administrator role taken away", () => {
    expect(roleGrantProblem({ actorId: 1, accountId: 2, current: [], granted: ["ROLE_GOD"] })).toBe(ROLE_GRANT_MESSAGES.unknownRole)
    expect(roleGrantProblem({ actorId: 1, accountId: 1, current: ["ROLE_ADMIN"], granted: ["ROLE_FINANCE"] })).toBe(ROLE_GRANT_MESSAGES.ownSuperAdmin)
    expect(roleGrantProblem({ actorId: 1, accountId: 2, current: ["ROLE_ADMIN"], granted: [] })).toBeNull()
    expect(roleGrantProblem({ actorId: 1, accountId: 1, current: ["ROLE_ADMIN"], granted: ["ROLE_ADMIN", "ROLE_FINANCE"] })).toBeNull()
  })
})
