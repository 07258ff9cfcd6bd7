import { describe, expect, it } from "vitest"
import { endpoints } from "../../domain/api/endpoints.ts"
import { AREA_CALLS, ENDPOINT_AREAS, loadArea } from "./endpoint-areas.ts"
import { endpointOf, hasEndpoint } from "./endpoint-table.ts"

describe("the endpoint table loaded by area", () => {
  it("lists for each area exactly the calls its module declares", async () => {
    for (const area of ENDPOINT_AREAS) {
      const declared = Object.keys(await loadArea(area)).sort()
      expect([...AREA_CALLS[area]].sort(), area).toEqual(declared)
    }
  })

  it("covers the whole table, each call once, with the table's own entries", async () => {
    const listed = ENDPOINT_AREAS.flatMap((area) => AREA_CALLS[area])
    expect(new Set(listed).size).toBe(listed.length)
    expect([...listed].sort()).toEqual(Object.keys(endpoints).sort())
    for (const name of Object.keys(endpoints) as Array<keyof typeof endpoints>) {
      expect(await endpointOf(name), name).toBe(endpoints[name])
    }
  })

  it("knows the names it holds and refuses others", async () => {
    expect(hasEndpoint("systemConfig")).toBe(true)
    expect(hasEndpoint("noSuchCall")).toBe(false)
    await expect(endpointOf("noSuchCall" as never)).rejects.toThrow(/no endpoint noSuchCall/)
  })
})
