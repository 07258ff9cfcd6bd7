import { describe, expect, it } from "vitest"
import { firstScreenChunk } from "./first-screen-chunk.ts"

/** A module graph in miniature: the app's document and the frame's, sharing the API client. */
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
}
const graph = {
  getModuleInfo: (id: string) =>
    id in imports ? { importedIds: imports[id] ?? [], importers: Object.keys(imports).filter((from) => imports[from]?.includes(id)) } : null,
}

describe("the first screen's chunk", () => {
  const group = firstScreenChunk("/p/iframe.html")
  const chunkOf = (id: string) => group.name(id, graph)

  it("takes the app's first modules and libraries", () => {
    expect(chunkOf("/p/ui/app.tsx")).toBe("app")
    expect(chunkOf("/p/node_modules/react.js")).toBe("app")
  })

  it("leaves the documents and the modules they name as the entries", () => {
    expect(chunkOf("/p/index.html")).toBeNull()
    expect(chunkOf("/p/ui/main.tsx")).toBeNull()
  })

  it("leaves out everything the frame's document reaches, even through a module it shares with the app", () => {
    expect(chunkOf("/p/ui/services.ts")).toBeNull()
    expect(chunkOf("/p/domain/client.ts")).toBeNull()
    expect(chunkOf("/p/polyfill.js")).toBeNull()
    expect(group.includeDependenciesRecursively).toBe(false)
  })
})
