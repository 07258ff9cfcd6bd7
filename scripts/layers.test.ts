import { describe, expect, it } from "vitest"
import { bypassesFlowHooks, checkImport, checkLayers, impureGlobal, importsOf } from "./layers.ts"

describe("layer rules", () => {
  it("reads static, type-only, re-export and dynamic imports", () => {
    const source = `import { a } from "./a.ts"\nimport type { B } from "../b.ts"\nexport * from "./c.ts"\nconst d = import("./d.tsx")\nimport "./e.css"`
    expect(importsOf(source)).toEqual(["./a.ts", "../b.ts", "./c.ts", "./d.tsx", "./e.css"])
  })

  it("keeps domain free of frameworks", () => {
    expect(checkImport("domain/core/money.ts", "effect")).toBeNull()
    expect(checkImport("domain/core/money.ts", "./numbers.ts")).toBeNull()
    expect(checkImport("domain/core/money.ts", "react")).not.toBeNull()
    expect(checkImport("domain/core/money.ts", "xstate")).not.toBeNull()
    expect(checkImport("domain/core/money.ts", "ofetch")).not.toBeNull()
    expect(checkImport("domain/core/money.ts", "../../machines/core/a.machine.ts")).not.toBeNull()
  })

  it("lets machines use xstate and domain only", () => {
    expect(checkImport("machines/session/login.machine.ts", "xstate")).toBeNull()
    expect(checkImport("machines/session/login.machine.ts", "../../domain/session/messages.ts")).toBeNull()
    expect(checkImport("machines/session/login.machine.ts", "react")).not.toBeNull()
    expect(checkImport("machines/session/login.machine.ts", "../../adapters/api/client.ts")).not.toBeNull()
  })

  it("keeps the server away from the browser", () => {
    expect(checkImport("server/core/app.ts", "hono")).toBeNull()
    expect(checkImport("server/core/app.ts", "../../domain/core/api-messages.ts")).toBeNull()
    expect(checkImport("server/core/app.ts", "../../ui/app/app.tsx")).not.toBeNull()
    expect(checkImport("server/wallet/routes.ts", "../../machines/wallet/a.machine.ts")).not.toBeNull()
    expect(checkImport("server/wallet/routes.ts", "react")).not.toBeNull()
  })

  it("wires adapters only at the composition root and keeps page areas apart", () => {
    expect(checkImport("ui/app/services.ts", "../../adapters/api/client.ts")).toBeNull()
    expect(checkImport("ui/home/home-page.tsx", "../../adapters/api/client.ts")).not.toBeNull()
    expect(checkImport("ui/home/home-page.tsx", "../login/login-page.tsx")).not.toBeNull()
    expect(checkImport("ui/home/home-page.tsx", "../session/index.ts")).toBeNull()
    expect(checkImport("ui/home/home-page.tsx", "../components/site-footer.tsx")).toBeNull()
    expect(checkImport("ui/app/app.tsx", "../../server/core/app.ts")).not.toBeNull()
  })

  it("spots browser and network globals in pure code, not in comments or strings", () => {
    expect(impureGlobal("const a = document.title")).toBe("document.")
    expect(impureGlobal("await fetch(url)")).toBe("fetch(")
    expect(impureGlobal("localStorage.getItem('k')")).toBe("localStorage.")
    expect(impureGlobal("// document.title in a comment\nconst s = 'window.open()'")).toBeNull()
    expect(impureGlobal("const prefetch = (x: number) => x")).toBeNull()
  })

  it("has views start actors through the app's inspected hooks", () => {
    expect(bypassesFlowHooks("ui/pages/a/a-page.tsx", `import { useMachine } from "@xstate/react"`)).toBe(true)
    expect(bypassesFlowHooks("ui/components/b.tsx", `import { useSelector, useActorRef as ref } from "@xstate/react"`)).toBe(true)
    expect(bypassesFlowHooks("ui/pages/a/a-page.tsx", `import { useSelector } from "@xstate/react"\nimport { useMachine } from "../../app/flow-hooks.ts"`)).toBe(false)
    expect(bypassesFlowHooks("ui/app/flow-hooks.ts", `import { useMachine as m } from "@xstate/react"`)).toBe(false)
    expect(bypassesFlowHooks("machines/a.machine.test.ts", `import { useMachine } from "@xstate/react"`)).toBe(false)
  })

  it("finds no forbidden import in the project", () => {
    expect(checkLayers(process.cwd())).toEqual([])
  })
})
