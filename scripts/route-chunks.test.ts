import { readFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import type { Rollup } from "vite"
import { pages } from "../ui/app/page-registry.ts"
import { areaSources, firstCallSources, pageSources, routeChunks } from "./route-chunks.ts"

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

  it("lists the endpoint table and the area module of each first call of a page", () => {
    const areas = areaSources(readFileSync("adapters/api/endpoint-areas.ts", "utf8"))
    expect(areas.get("site")).toBe("domain/shell/site-endpoints.ts")
    expect(areas.get("products")).toBe("domain/mall/product-endpoints.ts")
    const sources = firstCallSources(["/product/detail/:spuId", "/video/detail", "/account/wechat"], areas)
    // The product page's first calls (its detail and its SKUs) are of the products area; every page asks the site's and the shell's.
    expect(sources.get("/product/detail/:spuId")).toEqual(["adapters/api/endpoint-table.ts", "domain/shell/site-endpoints.ts", "domain/shell/endpoints.ts", "domain/mall/product-endpoints.ts"])
    expect(sources.get("/video/detail")).toContain("domain/courses/endpoints.ts")
    expect(sources.get("/account/wechat")).toEqual(["adapters/api/endpoint-table.ts", "domain/shell/site-endpoints.ts", "domain/shell/endpoints.ts"])
  })

  it("adds the chunks of a page's first calls and what they import", () => {
    const bundle = Object.fromEntries(
      [
        chunk("assets/index.js", [], { isEntry: true }),
        chunk("assets/page.js", [], { isDynamicEntry: true, facadeModuleId: path.join(root, "ui/page.tsx") }),
        chunk("assets/endpoint-table.js", [], { isDynamicEntry: true, facadeModuleId: path.join(root, "adapters/api/endpoint-table.ts") }),
        chunk("assets/product-endpoints.js", ["assets/product.js"], { isDynamicEntry: true, facadeModuleId: path.join(root, "domain/mall/product-endpoints.ts") }),
        chunk("assets/product.js", []),
      ].map((c) => [c.fileName, c]),
    )
    const firstCalls = new Map([["/p", ["adapters/api/endpoint-table.ts", "domain/mall/product-endpoints.ts", "domain/gone.ts"]]])
    expect(routeChunks(bundle, root, new Map([["/p", "ui/page.tsx"]]), firstCalls)).toEqual({
      // product.js is what every endpoint module imports here: listed among the shared ones.
      "/p": ["/assets/page.js", "/assets/product.js", "/assets/endpoint-table.js", "/assets/product-endpoints.js"],
    })
  })
})
