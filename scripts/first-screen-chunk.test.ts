import { describe, expect, it } from "vitest"
import { firstScreenChunks } from "./first-screen-chunk.ts"

/**
 * A module graph in miniature: the app's document and the frame's sharing the API client; the
 * home page and two catalogue pages sharing a card; the catalogue pages sharing a pager, which a
 * third page imports too; the endpoint table loading three areas' endpoint modules, two of which
 * share a module of the domain's core.
 */
const imports: Record<string, string[]> = {
  "/p/index.html": ["/p/polyfill.js", "/p/ui/main.tsx"],
  "/p/ui/main.tsx": ["/p/ui/app.tsx", "/p/node_modules/react.js"],
  "/p/ui/app.tsx": ["/p/node_modules/react.js", "/p/ui/services.ts"],
  "/p/iframe.html": ["/p/polyfill.js", "/p/ui/frame-main.ts"],
  "/p/ui/frame-main.ts": ["/p/ui/services.ts"],
  "/p/ui/services.ts": ["/p/domain/client.ts"],
  "/p/domain/client.ts": [],
  "/p/polyfill.js": [],
  "/p/node_modules/react.js": [],
  "/p/ui/home.tsx": ["/p/ui/card.tsx", "/p/node_modules/react.js", "/p/domain/shell/home-banners.ts", "/p/domain/mall/home-prices.ts"],
  "/p/domain/shell/home-banners.ts": [],
  "/p/domain/mall/home-prices.ts": [],
  "/p/ui/list.tsx": ["/p/ui/card.tsx", "/p/ui/pager.tsx", "/p/ui/list-only.tsx", "/p/ui/services.ts", "/p/ui/filter.tsx"],
  "/p/ui/list-b.tsx": ["/p/ui/filter.tsx"],
  "/p/ui/filter.tsx": [],
  "/p/ui/detail.tsx": ["/p/ui/card.tsx", "/p/ui/pager.tsx", "/p/node_modules/react.js"],
  "/p/ui/orders.tsx": ["/p/ui/pager.tsx"],
  "/p/ui/card.tsx": [],
  "/p/ui/pager.tsx": [],
  "/p/ui/list-only.tsx": [],
  "/p/ui/mall/detail-page.tsx": ["/p/ui/mall/parts/buy-box.tsx", "/p/ui/card.tsx", "/p/ui/pager.tsx", "/p/ui/components/dialog.tsx"],
  "/p/ui/mall/parts/buy-box.tsx": ["/p/machines/mall/buy-box.machine.ts", "/p/domain/mall/sku.ts"],
  "/p/machines/mall/buy-box.machine.ts": ["/p/domain/mall/cart-rules.ts"],
  "/p/domain/mall/cart-rules.ts": [],
  "/p/domain/mall/sku.ts": [],
  "/p/ui/components/dialog.tsx": [],
  "/p/adapters/api/endpoint-table.ts": ["/p/adapters/api/endpoint-areas.ts", "/p/node_modules/schema.js"],
  "/p/node_modules/schema.js": [],
  "/p/adapters/api/endpoint-areas.ts": [],
  "/p/domain/shell/site-endpoints.ts": ["/p/domain/shell/site-config.ts", "/p/domain/shell/home-banners.ts"],
  "/p/domain/shell/site-config.ts": [],
  "/p/domain/mall/endpoints.ts": ["/p/domain/mall/sku.ts", "/p/domain/core/common.ts"],
  "/p/domain/mall/product-endpoints.ts": ["/p/domain/mall/product.ts", "/p/domain/core/common.ts", "/p/domain/core/rating.ts", "/p/domain/mall/home-prices.ts"],
  "/p/domain/mall/product.ts": [],
  "/p/domain/core/common.ts": [],
  "/p/domain/core/rating.ts": [],
}
const dynamicImports: Record<string, string[]> = {
  "/p/adapters/api/endpoint-areas.ts": ["/p/domain/shell/site-endpoints.ts", "/p/domain/mall/endpoints.ts", "/p/domain/mall/product-endpoints.ts"],
}
const graph = {
  getModuleInfo: (id: string) =>
    id in imports
      ? { importedIds: imports[id] ?? [], importers: Object.keys(imports).filter((from) => imports[from]?.includes(id)), dynamicallyImportedIds: dynamicImports[id] ?? [] }
      : null,
}

describe("the first screen's chunks", () => {
  const [app, firstCalls, products, catalogue, mall] = firstScreenChunks({
    root: "/p",
    cataloguePages: ["ui/list.tsx", "ui/detail.tsx", "ui/list-b.tsx"],
    listPages: ["ui/list.tsx", "ui/list-b.tsx"],
    homePage: "ui/home.tsx",
    firstCallModules: ["adapters/api/endpoint-table.ts", "domain/shell/site-endpoints.ts"],
  })
  const appOf = (id: string) => app?.name(id, graph)
  const firstCallsOf = (id: string) => firstCalls?.name(id, graph)
  const productsOf = (id: string) => products?.name(id, graph)
  const catalogueOf = (id: string) => catalogue?.name(id, graph)
  const mallOf = (id: string) => mall?.name(id, graph)
  const priority = (group: { priority?: number } | undefined) => group?.priority ?? 0

  it("puts the app's first modules and libraries in one", () => {
    expect(appOf("/p/ui/app.tsx")).toBe("app")
    expect(appOf("/p/node_modules/react.js")).toBe("app")
  })

  it("leaves the documents and the modules they name as the entries", () => {
    expect(appOf("/p/index.html")).toBeNull()
    expect(appOf("/p/ui/main.tsx")).toBeNull()
  })

  it("leaves out of it everything the frame's document reaches, even through a module it shares with the app", () => {
    expect(appOf("/p/ui/services.ts")).toBeNull()
    expect(appOf("/p/domain/client.ts")).toBeNull()
    expect(appOf("/p/polyfill.js")).toBeNull()
    expect(app?.includeDependenciesRecursively).toBe(false)
  })

  it("puts what the catalogue pages share in the other, but nothing a document loads at once or the home page needs", () => {
    expect(catalogueOf("/p/ui/pager.tsx")).toBe("catalogue")
    expect(catalogueOf("/p/ui/card.tsx")).toBeNull()
    expect(catalogueOf("/p/ui/list-only.tsx")).toBeNull()
    expect(catalogueOf("/p/ui/services.ts")).toBeNull()
    expect(catalogueOf("/p/node_modules/react.js")).toBeNull()
    expect(priority(app) > priority(catalogue)).toBe(true)
  })

  it("keeps what only the list pages share apart, so that a detail page does not fetch it", () => {
    expect(catalogueOf("/p/ui/filter.tsx")).toBe("catalogue-lists")
    expect(catalogueOf("/p/ui/pager.tsx")).toBe("catalogue")
  })

  /** Each module's chunk name from `of`, as the table names it (null: left to the bundler or another group). */
  const expectNames = (of: (id: string) => string | null | undefined, names: Record<string, string | null>) => {
    for (const [id, name] of Object.entries(names)) expect(of(id), id).toBe(name)
  }

  it("puts what every page's first calls load in one file: the endpoint table, the site's area and the core that areas share", () => {
    expectNames(firstCallsOf, {
      "/p/adapters/api/endpoint-table.ts": "first-calls",
      "/p/adapters/api/endpoint-areas.ts": "first-calls",
      "/p/node_modules/schema.js": "first-calls",
      "/p/domain/shell/site-endpoints.ts": "first-calls",
      "/p/domain/shell/site-config.ts": "first-calls",
      "/p/domain/core/common.ts": "first-calls",
      "/p/domain/core/rating.ts": null,
      "/p/domain/mall/endpoints.ts": null,
      "/p/ui/services.ts": null,
    })
    expect(priority(app) > priority(firstCalls) && priority(firstCalls) > priority(products)).toBe(true)
  })

  it("puts the products' endpoint module and the mall's schemas and rules the product page reaches in one", () => {
    expectNames(productsOf, {
      "/p/domain/mall/product-endpoints.ts": "products",
      "/p/domain/mall/product.ts": "products",
      "/p/domain/mall/sku.ts": "products",
      "/p/domain/mall/cart-rules.ts": "products",
      "/p/domain/core/rating.ts": null,
      "/p/domain/mall/endpoints.ts": null,
      "/p/ui/mall/parts/buy-box.tsx": null,
    })
    expect(priority(products) > priority(catalogue)).toBe(true)
  })

  it("leaves to the home page's own chunks what it imports itself", () => {
    expectNames(firstCallsOf, { "/p/ui/card.tsx": null, "/p/domain/shell/home-banners.ts": null })
    expectNames(productsOf, { "/p/domain/mall/home-prices.ts": null })
  })

  it("puts the mall's own parts and machines that the product page reaches in another, but not the page, another area's or an endpoint module's", () => {
    expect(mallOf("/p/ui/mall/parts/buy-box.tsx")).toBe("mall")
    expect(mallOf("/p/machines/mall/buy-box.machine.ts")).toBe("mall")
    expect(mallOf("/p/domain/mall/cart-rules.ts")).toBeNull()
    expect(mallOf("/p/ui/mall/detail-page.tsx")).toBeNull()
    expect(mallOf("/p/ui/components/dialog.tsx")).toBeNull()
    expect(mallOf("/p/domain/mall/sku.ts")).toBeNull()
    expect(mallOf("/p/ui/pager.tsx")).toBeNull()
    expect(priority(catalogue) > priority(mall)).toBe(true)
  })
})
