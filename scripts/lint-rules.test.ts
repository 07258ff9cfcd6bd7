import { ESLint } from "eslint"
import { describe, expect, it } from "vitest"

// The import rules of eslint.config.js, tried on snippets placed at real paths of the tree (the
// imported files exist, so the boundaries plugin classifies them as it does in `npm run lint`).
const eslint = new ESLint({ cwd: process.cwd(), cache: false })

/** The rules that refuse `source` when it sits at `file`. */
const refusals = async (file: string, source: string): Promise<string[]> => {
  const [result] = await eslint.lintText(source, { filePath: file })
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => m.ruleId ?? m.message)
}

const IMPORT_RULES = ["boundaries/dependencies", "no-restricted-imports", "no-restricted-globals"]
const importRules = (rules: string[]) => rules.filter((r) => IMPORT_RULES.includes(r))

const refused = async (file: string, source: string, rule = "boundaries/dependencies") =>
  expect(importRules(await refusals(file, source))).toContain(rule)
const allowed = async (file: string, source: string) => expect(importRules(await refusals(file, source))).toEqual([])

describe("import rules", { timeout: 60_000 }, () => {
  it("keeps domain free of frameworks and of the other layers", async () => {
    await allowed("domain/core/money.ts", `import { Schema } from "effect"\nimport { x } from "./paging.ts"\nexport const y = [Schema, x]`)
    await refused("domain/core/money.ts", `import { useState } from "react"\nexport const y = useState`)
    await refused("domain/core/money.ts", `import { setup } from "xstate"\nexport const y = setup`)
    await refused("domain/core/money.ts", `import { ofetch } from "ofetch"\nexport const y = ofetch`)
    await refused("domain/core/money.ts", `import { loginMachine } from "../../machines/session/login.machine.ts"\nexport const y = loginMachine`)
    await refused("domain/core/money.ts", `export const y = () => import("../../adapters/api/client.ts")`)
    await refused("domain/core/money.ts", `export * from "../../server/core/config.ts"`)
    await refused("domain/core/money.ts", `import type { Hono } from "hono"\nexport type Y = Hono`)
  })

  it("lets machines use xstate, domain and machines only", async () => {
    await allowed("machines/session/login.machine.ts", `import { setup } from "xstate"\nimport { x } from "../../domain/core/money.ts"\nimport { m } from "../core/call.machine.ts"\nexport const y = [setup, x, m]`)
    await refused("machines/session/login.machine.ts", `import { useState } from "react"\nexport const y = useState`)
    await refused("machines/session/login.machine.ts", `import { api } from "../../adapters/api/client.ts"\nexport const y = api`)
    await refused("machines/session/login.machine.ts", `import { App } from "../../ui/app/app.tsx"\nexport const y = App`)
  })

  it("keeps adapters away from views and machines", async () => {
    await allowed("adapters/api/client.ts", `import { ofetch } from "ofetch"\nimport { x } from "../../domain/core/money.ts"\nexport const y = [ofetch, x]`)
    await refused("adapters/api/client.ts", `import { createActor } from "xstate"\nexport const y = createActor`)
    await refused("adapters/api/client.ts", `import { loginMachine } from "../../machines/session/login.machine.ts"\nexport const y = loginMachine`)
    await refused("adapters/api/client.ts", `import { App } from "../../ui/app/app.tsx"\nexport const y = App`)
  })

  it("keeps the server on the domain and away from the browser", async () => {
    await allowed("server/core/app.ts", `import { Hono } from "hono"\nimport { x } from "../../domain/core/money.ts"\nimport { readFileSync } from "node:fs"\nexport const y = [Hono, x, readFileSync]`)
    await refused("server/core/app.ts", `import { App } from "../../ui/app/app.tsx"\nexport const y = App`)
    await refused("server/core/app.ts", `import { loginMachine } from "../../machines/session/login.machine.ts"\nexport const y = loginMachine`)
    await refused("server/core/app.ts", `import { api } from "../../adapters/api/client.ts"\nexport const y = api`)
    for (const pkg of ["react", "xstate", "@xstate/react", "wouter", "ofetch", "jsencrypt", "video.js", "@ark-ui/react"]) {
      await refused("server/core/app.ts", `import * as p from "${pkg}"\nexport const y = p`)
    }
  })

  it("wires adapters only at the composition root and keeps view areas apart", async () => {
    await allowed("ui/app/services.ts", `import { api } from "../../adapters/api/client.ts"\nexport const y = api`)
    await refused("ui/home/home-page.tsx", `import { api } from "../../adapters/api/client.ts"\nexport const y = api`)
    await refused("ui/components/balance-pay.tsx", `import { api } from "../../adapters/api/client.ts"\nexport const y = api`)
    await refused("ui/home/home-page.tsx", `import { LoginPage } from "../session/login-page.tsx"\nexport const y = LoginPage`)
    await refused("ui/home/home-page.tsx", `export const y = () => import("../courses/video-page.tsx")`)
    await allowed("ui/home/home-page.tsx", `import { useSession } from "../session/index.ts"\nimport { x } from "./channel-grid.tsx"\nexport const y = [useSession, x]`)
    await allowed("ui/app/router.tsx", `export const y = () => import("../home/home-page.tsx")`)
    await refused("ui/app/app.tsx", `import { createApp } from "../../server/core/app.ts"\nexport const y = createApp`)
  })

  it("has views start actors through the app's inspected hooks", async () => {
    await refused("ui/home/home-page.tsx", `import { useMachine } from "@xstate/react"\nexport const y = useMachine`, "no-restricted-imports")
    await refused("ui/components/balance-pay.tsx", `import { useSelector, useActorRef as ref } from "@xstate/react"\nexport const y = [useSelector, ref]`, "no-restricted-imports")
    await allowed("ui/home/home-page.tsx", `import { useSelector } from "@xstate/react"\nexport const y = useSelector`)
    await allowed("ui/app/flow-hooks.ts", `import { useMachine as m } from "@xstate/react"\nexport const y = m`)
  })

  it("keeps machines in machines/ and has them branch on codes, not on message words", async () => {
    await refused("ui/home/home-page.tsx", `import { setup } from "xstate"\nexport const y = setup({}).createMachine({})`, "no-restricted-imports")
    await refused("ui/components/balance-pay.tsx", `import { assign, createMachine } from "xstate"\nexport const y = [assign, createMachine]`, "no-restricted-imports")
    await allowed("ui/home/home-page.tsx", `import { fromPromise } from "xstate"\nexport const y = fromPromise(async () => 1)`)
    const byWords = async (source: string) => expect(await refusals("machines/wallet/recharge.machine.ts", source)).toContain("no-restricted-syntax")
    await byWords(`export const y = (message: string) => message === "余额不足"`)
    await byWords(`export const y = (message: string) => message.includes("支付密码")`)
    expect(await refusals("machines/wallet/recharge.machine.ts", `export const y = (code: string) => code === "insufficient_balance" ? "余额不足" : null`)).not.toContain("no-restricted-syntax")
  })

  it("keeps files under 400 lines, seed data aside, and the machine registry under 150", async () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `export const v${i} = ${i}`).join("\n")
    expect(await refusals("ui/member/prize-page.tsx", lines(401))).toContain("max-lines")
    expect(await refusals("ui/member/prize-page.tsx", lines(400))).not.toContain("max-lines")
    expect(await refusals("server/seed/member.ts", lines(600))).not.toContain("max-lines")
    expect(await refusals("machines/index.ts", lines(151))).toContain("max-lines")
    expect(await refusals("machines/index.ts", lines(150))).not.toContain("max-lines")
  })

  it("keeps browser and network globals out of domain, machines and server", async () => {
    await refused("domain/core/money.ts", `export const y = document.title`, "no-restricted-globals")
    await refused("machines/session/login.machine.ts", `export const y = () => fetch("/api")`, "no-restricted-globals")
    await refused("server/core/app.ts", `export const y = () => localStorage.getItem("k")`, "no-restricted-globals")
    await allowed("domain/core/money.ts", `// document.title in a comment\nexport const s = "window.open()"\nexport const prefetch = (x: number) => x`)
  })

  it("keeps HTTP out of the areas' services and queries out of their routes", async () => {
    await refused("server/wallet/services/ledger.ts", `import { bearerToken } from "../../core/http/register.ts"\nexport const y = bearerToken`, "no-restricted-imports")
    await refused("server/wallet/services/ledger.ts", `import type { Context } from "hono"\nexport type Y = Context`, "no-restricted-imports")
    await allowed("server/wallet/services/ledger.ts", `import { eq } from "drizzle-orm"\nimport { walletOrders } from "../tables.ts"\nexport const y = [eq, walletOrders]`)
    await refused("server/wallet/routes/account.ts", `import { eq } from "drizzle-orm"\nexport const y = eq`, "no-restricted-imports")
    await refused("server/wallet/routes/account.ts", `import { walletOrders } from "../tables.ts"\nexport const y = walletOrders`, "no-restricted-imports")
    await allowed("server/wallet/routes/account.ts", `import type { AreaHandlers } from "../../core/http/handler.ts"\nimport { MAX_ACCOUNT_VALUE } from "../services/ledger.ts"\nexport const y: AreaHandlers = {}\nexport const z = MAX_ACCOUNT_VALUE`)
  })

  it("lets tests use the runner, property testing and the test set-up besides their layer's imports", async () => {
    await allowed("domain/core/money.test.ts", `import { it } from "vitest"\nimport fc from "fast-check"\nimport { readFileSync } from "node:fs"\nexport const y = [it, fc, readFileSync]`)
    await allowed("server/wallet/services/ledger.test.ts", `import { createTestDatabase } from "../../../tests/setup/databases.ts"\nexport const y = createTestDatabase`)
    await refused("server/wallet/services/ledger.ts", `import { createTestDatabase } from "../../../tests/setup/databases.ts"\nexport const y = createTestDatabase`)
    await refused("domain/core/money.test.ts", `import { setup } from "xstate"\nexport const y = setup`)
  })
})
