import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { ROUTE_CHUNKS_FILE, routeScripts } from "./route-scripts.ts"

const dirs: string[] = []
const clientDir = (chunks?: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), "portal-route-scripts-"))
  dirs.push(dir)
  if (chunks !== undefined) {
    mkdirSync(path.join(dir, ".vite"))
    writeFileSync(path.join(dir, ROUTE_CHUNKS_FILE), chunks)
  }
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe("the scripts of a route's page", () => {
  it("reads the build's list by the route the path matches, with only the build's own scripts", () => {
    const dir = clientDir(
      JSON.stringify({
        "/product/detail/:spuId": ["/assets/detail-page-A1.js", "/assets/Schema-B2.js", "https://cdn.example/x.js", "/assets/../x.js"],
        "/": ["/assets/home-page-C3.js"],
      }),
    )
    expect(routeScripts(dir, "/product/detail/42")).toEqual(["/assets/detail-page-A1.js", "/assets/Schema-B2.js"])
    expect(routeScripts(dir, "/")).toEqual(["/assets/home-page-C3.js"])
    expect(routeScripts(dir, "/video")).toEqual([])
    expect(routeScripts(dir, "/no/such/page")).toEqual([])
  })

  it("names nothing before a build or when the list is damaged", () => {
    expect(routeScripts(clientDir(), "/")).toEqual([])
    expect(routeScripts(clientDir("{not json"), "/")).toEqual([])
    expect(routeScripts(clientDir(JSON.stringify({ "/": "one" })), "/")).toEqual([])
  })
})
