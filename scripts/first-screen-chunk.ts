import path from "node:path"

/**
 * Chunks for what a visitor's first page needs. Left to itself the bundler splits modules by
 * which later pages share them, into many small files; a phone on a slow line fetches those over
 * six connections, a round trip per handful, before anything shows.
 *
 * - `app`: every module the app's document loads at once. The single-sign-on frame's own
 *   document (iframe.html) keeps its small chunks: modules it reaches are left out.
 * - `first-calls`: what every page's first calls load after the app: the client's endpoint table,
 *   the areas of the site's settings and of the client's configuration (the page's frame asks
 *   both on every page), and the domain's shared core that two or more areas' endpoint modules
 *   import. Each was a file of its own, a dozen before a page could decode its first answer.
 * - `products`: the products area's endpoint module and the mall's domain modules (its schemas
 *   and rules) that it or the product page reaches, which the product list and the product page
 *   both load: one file instead of some ten.
 * - `catalogue`: the modules two or more of the catalogue's list and detail pages share (the
 *   pages a visitor most often opens first after the home page), so each of them fetches a few
 *   files after the entry rather than a score. Nothing the documents load at once goes there,
 *   nor anything the home page needs: it stays as light as it is. What only the list pages share
 *   (the pager, the category cascader's popover) goes to `catalogue-lists`, so that a detail
 *   page does not fetch it.
 * - `mall`: the mall area's own parts and machines that the product page reaches (and the wiring
 *   of its machines), which the cart and order pages share too. Other areas' endpoint modules and
 *   what they import stay out: every page calling such an area would fetch the whole chunk.
 *
 * None of the groups after `app` takes what the home page imports itself: its chunk would then
 * wait for theirs (for `first-calls`, the schema library with it) before it could run.
 */

interface ModuleGraph {
  getModuleInfo(id: string): {
    readonly importedIds: readonly string[]
    readonly importers: readonly string[]
    readonly dynamicallyImportedIds?: readonly string[]
  } | null
}

/** The catalogue's list and detail pages (ui/app/page-registry.ts), from the project root. */
export const CATALOGUE_PAGES: readonly string[] = ["ui/courses/video-page.tsx", "ui/courses/detail-page.tsx", "ui/mall/index-page.tsx", "ui/mall/detail-page.tsx"]

/** The catalogue pages that are lists (the others are a course's and a product's page). */
export const LIST_PAGES: readonly string[] = ["ui/courses/video-page.tsx", "ui/mall/index-page.tsx"]

/** The home page (ui/app/page-registry.ts), from the project root. */
export const HOME_PAGE = "ui/home/home-page.tsx"

/** The product page (ui/app/page-registry.ts), from the project root. */
export const PRODUCT_PAGE = "ui/mall/detail-page.tsx"

/** The module that loads each area's endpoint module when a call first needs it. */
export const ENDPOINT_LOADER = "adapters/api/endpoint-areas.ts"

/**
 * The modules every page's first calls load, from the project root: the client's endpoint table
 * and the endpoint modules of the site's settings and of the client's configuration.
 */
export const FIRST_CALL_MODULES: readonly string[] = ["adapters/api/endpoint-table.ts", "domain/shell/site-endpoints.ts", "domain/shell/endpoints.ts"]

/** The products area's endpoint module, from the project root. */
export const PRODUCTS_AREA = "domain/mall/product-endpoints.ts"

/** The domain's shared core, from the project root. */
const SHARED_CORE = /^domain\/core\//

/** The mall's domain modules (schemas and rules), from the project root. */
const MALL_DOMAIN = /^domain\/mall\//

/** The mall area's parts and machines and their wiring, from the project root (its domain modules go to `products`). */
const MALL_MODULE = /^(ui\/mall|machines\/mall)\/|^ui\/app\/mall-wiring\.ts$/

/** A document, or the module a document names: they stay the entries, each loading what it needs. */
const isEntryModule = (id: string, graph: ModuleGraph): boolean =>
  id.endsWith(".html") || (graph.getModuleInfo(id)?.importers ?? []).some((importer) => importer.endsWith(".html"))

/** The modules `from` imports statically, directly or through others (for a document: what the bundler adds to it too). */
const reachedFrom = (from: string, graph: ModuleGraph): Set<string> => {
  const reached = new Set<string>()
  const next = [from]
  for (let id = next.pop(); id !== undefined; id = next.pop()) {
    if (reached.has(id)) continue
    reached.add(id)
    next.push(...(graph.getModuleInfo(id)?.importedIds ?? []))
  }
  return reached
}

interface Options {
  readonly root?: string
  readonly appDocument?: string
  readonly frameDocument?: string
  readonly cataloguePages?: readonly string[]
  readonly listPages?: readonly string[]
  readonly homePage?: string
  readonly productPage?: string
  readonly endpointLoader?: string
  readonly firstCallModules?: readonly string[]
  readonly productsArea?: string
}

/** The `output.codeSplitting` groups, `app` first. */
export const firstScreenChunks = (options: Options = {}) => {
  const root = options.root ?? process.cwd()
  const appDocument = path.resolve(root, options.appDocument ?? "index.html")
  const frameDocument = path.resolve(root, options.frameDocument ?? "iframe.html")
  const pages = (options.cataloguePages ?? CATALOGUE_PAGES).map((page) => path.resolve(root, page))
  const lists = new Set((options.listPages ?? LIST_PAGES).map((page) => path.resolve(root, page)))
  const homePage = path.resolve(root, options.homePage ?? HOME_PAGE)
  const productPage = path.resolve(root, options.productPage ?? PRODUCT_PAGE)
  const endpointLoader = path.resolve(root, options.endpointLoader ?? ENDPOINT_LOADER)
  const firstCallModules = (options.firstCallModules ?? FIRST_CALL_MODULES).map((module) => path.resolve(root, module))
  const productsArea = path.resolve(root, options.productsArea ?? PRODUCTS_AREA)
  /** A module's path from the project root, with forward slashes. */
  const fromRoot = (id: string) => path.relative(root, id).split(path.sep).join("/")
  let areaReaches: Set<string>[] | undefined
  /** What each area's endpoint module reaches (the endpoint loader imports one when a call first needs it). */
  const areaReachesOf = (graph: ModuleGraph) =>
    (areaReaches ??= (graph.getModuleInfo(endpointLoader)?.dynamicallyImportedIds ?? []).map((area) => reachedFrom(area, graph)))
  let frame: Set<string> | undefined
  let catalogue: Map<string, "catalogue" | "catalogue-lists"> | undefined
  const frameOf = (graph: ModuleGraph) => (frame ??= reachedFrom(frameDocument, graph))
  let firstLoad: Set<string> | undefined
  /** What the documents load at once and what the home page needs: no later group takes it. */
  const firstLoadOf = (graph: ModuleGraph) => (firstLoad ??= new Set([...reachedFrom(appDocument, graph), ...frameOf(graph), ...reachedFrom(homePage, graph)]))
  const catalogueOf = (graph: ModuleGraph) => {
    if (catalogue) return catalogue
    const elsewhere = firstLoadOf(graph)
    const reachers = new Map<string, string[]>()
    for (const page of pages) for (const id of reachedFrom(page, graph)) if (!elsewhere.has(id)) reachers.set(id, [...(reachers.get(id) ?? []), page])
    catalogue = new Map(
      [...reachers].filter(([, by]) => by.length >= 2).map(([id, by]) => [id, by.every((page) => lists.has(page)) ? "catalogue-lists" : "catalogue"] as const),
    )
    return catalogue
  }
  let firstCalls: Set<string> | undefined
  const firstCallsOf = (graph: ModuleGraph) => {
    if (firstCalls) return firstCalls
    const elsewhere = firstLoadOf(graph)
    const areaCount = new Map<string, number>()
    for (const reach of areaReachesOf(graph)) for (const id of reach) if (SHARED_CORE.test(fromRoot(id))) areaCount.set(id, (areaCount.get(id) ?? 0) + 1)
    const sharedCore = [...areaCount].filter(([, count]) => count >= 2).map(([id]) => id)
    firstCalls = new Set([...firstCallModules.flatMap((module) => [...reachedFrom(module, graph)]), ...sharedCore].filter((id) => !elsewhere.has(id)))
    return firstCalls
  }
  let products: Set<string> | undefined
  const productsOf = (graph: ModuleGraph) => {
    if (products) return products
    const elsewhere = new Set([...firstLoadOf(graph), ...firstCallsOf(graph), ...catalogueOf(graph).keys()])
    const reached = [...reachedFrom(productsArea, graph), ...reachedFrom(productPage, graph)]
    products = new Set(reached.filter((id) => MALL_DOMAIN.test(fromRoot(id)) && !elsewhere.has(id)))
    return products
  }
  let mall: Set<string> | undefined
  const mallOf = (graph: ModuleGraph) => {
    if (mall) return mall
    const elsewhere = new Set([productPage, ...firstLoadOf(graph), ...catalogueOf(graph).keys(), ...areaReachesOf(graph).flatMap((reach) => [...reach])])
    mall = new Set([...reachedFrom(productPage, graph)].filter((id) => !elsewhere.has(id) && MALL_MODULE.test(fromRoot(id))))
    return mall
  }
  return [
    {
      debugName: "first screen",
      name: (id: string, graph: ModuleGraph) => (isEntryModule(id, graph) || frameOf(graph).has(id) ? null : "app"),
      tags: ["$initial" as const],
      priority: 4,
      // The frame's modules stay out even when a module of the first screen imports them.
      includeDependenciesRecursively: false,
    },
    {
      debugName: "every page's first calls",
      name: (id: string, graph: ModuleGraph) => (firstCallsOf(graph).has(id) ? "first-calls" : null),
      priority: 3,
      includeDependenciesRecursively: false,
    },
    {
      debugName: "the catalogue's products",
      name: (id: string, graph: ModuleGraph) => (productsOf(graph).has(id) ? "products" : null),
      priority: 2,
      includeDependenciesRecursively: false,
    },
    {
      debugName: "catalogue pages",
      name: (id: string, graph: ModuleGraph) => catalogueOf(graph).get(id) ?? null,
      priority: 1,
      includeDependenciesRecursively: false,
    },
    {
      debugName: "the mall's pages",
      name: (id: string, graph: ModuleGraph) => (mallOf(graph).has(id) ? "mall" : null),
      priority: 0,
      includeDependenciesRecursively: false,
    },
  ]
}
