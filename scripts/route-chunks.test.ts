import { readFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import type { Rollup } from "vite"
import { pages } from "../ui/app/page-registry.ts"
import { pageSources, routeChunks } from "./route-chunks.ts"

const root = "/project"
const chunk = (fileName: string, imports: string[], extra: Partial<Rollup.OutputChunk> = {}) =>
  ({ type: "chunk", fileName, imports, isEntry: false, isDynamicEntry: false, facadeModuleId: null, ...extra }) as Rollup.OutputChunk

describe("the scripts of each route's page, as the build lists them", () => {
  it("reads every page of the registry with its module", () => {
    const sources = pageSources(readFileSync("ui/app/page-registry.ts", "utf8"))
    expect([...sources.keys()].sort()).toEqual(Object.keys(pages).sort())
    expect(sources.get("/")).toBe("ui/home/home-page.tsx")
    expect(sources.get("/product/detail/:spuId")).toBe("ui/mall/detail-page.tsx")
  })

  it("lists the page's chunk, what it imports and the endpoint modules' shared imports, without the entry's", () => {
    const bundle = Object.fromEntries(
      [
        chunk("assets/index.js", ["assets/react.js"], { isEntry: true }),
        chunk("assets/react.js", []),
        chunk("assets/detail-page.js", ["assets/parts.js", "assets/react.js"], { isDynamicEntry: true, facadeModuleId: path.join(root, "ui/mall/detail-page.tsx") }),
        chunk("assets/parts.js", ["assets/money.js"]),
        chunk("assets/money.js", []),
        chunk("assets/endpoints.js", ["assets/Schema.js", "assets/product.js"], { isDynamicEntry: true, facadeModuleId: path.join(root, "domain/mall/endpoints.ts") }),
        chunk("assets/site-endpoints.js", ["assets/Schema.js"], { isDynamicEntry: true, facadeModuleId: path.join(root, "domain/shell/site-endpoints.ts") }),
        chunk("assets/Schema.js", []),
        chunk("assets/product.js", []),
      ].map((c) => [c.fileName, c]),
    )
    const chunks = routeChunks(bundle, root, new Map([["/product/detail/:spuId", "ui/mall/detail-page.tsx"], ["/gone", "ui/gone-page.tsx"]]))
    expect(chunks).toEqual({
      "/product/detail/:spuId": ["/assets/detail-page.js", "/assets/parts.js", "/assets/money.js", "/assets/Schema.js"],
    })
  })
})
