import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { Schema } from "effect"
import { encodeQuery } from "../../domain/core/endpoint-query.ts"
import { fillPath, type Endpoint, type Input, type Output } from "../../domain/core/endpoint.ts"
import { endpoints, type EndpointName, type Endpoints } from "../../domain/api/endpoints.ts"
import { readConfig, type Config } from "../../server/core/config.ts"
import { startServer, type RunningServer } from "../../server/core/server.ts"
import { createTestDatabase, type DatabaseKind } from "./databases.ts"

export interface TestServer extends RunningServer {
  readonly kind: DatabaseKind
  /** Calls an endpoint of the table; on success the body is checked against its response schema. */
  call<K extends EndpointName>(name: K, input?: Input<Endpoints[K]>, options?: { token?: string | null }): Promise<TestAnswer<K>>
  close(): Promise<void>
}

export type TestAnswer<K extends EndpointName> =
  | { readonly ok: true; readonly status: number; readonly body: Output<Endpoints[K]>; readonly headers: Headers }
  | { readonly ok: false; readonly status: number; readonly body: { status: number; message: string }; readonly headers: Headers }

/** The answer of a successful call; a refusal fails the test with what came back. */
export const ok = <T extends { ok: boolean }>(answer: T): Extract<T, { ok: true }> => {
  if (!answer.ok) throw new Error(`call failed: ${JSON.stringify(answer)}`)
  return answer as Extract<T, { ok: true }>
}

/** Starts the real app on a free port over a fresh database of the given kind. */
export const startTestServer = async (kind: DatabaseKind, env: Record<string, string> = {}): Promise<TestServer> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "portal-test-"))
  const config: Config = readConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    AUTH_CAPTCHA: "off",
    LOG_REQUESTS: "off",
    ...env,
  })
  const testDb = await createTestDatabase(kind, { seeded: true })
  const running = await startServer(config, { database: testDb.database })
  const base = running.url

  const call = async <K extends EndpointName>(name: K, input?: Input<Endpoints[K]>, options: { token?: string | null } = {}) => {
    const endpoint: Endpoint = (endpoints as Readonly<Record<EndpointName, Endpoint>>)[name]
    const values = ((input as unknown) ?? {}) as { params?: Record<string, unknown>; query?: unknown; body?: unknown }
    const url = new URL(fillPath(endpoint.path, values.params), base)
    for (const [key, value] of Object.entries(encodeQuery(endpoint, values.query) ?? {})) {
      for (const v of typeof value === "string" ? [value] : value) url.searchParams.append(key, v)
    }
    const text = endpoint.bodyType === "text"
    const headers: Record<string, string> = { "content-type": text ? "text/plain" : "application/json", session_client: "pc-web" }
    if (options.token) headers.authorization = `Bearer ${options.token}`
    const response = await fetch(url, {
      method: endpoint.method,
      headers,
      body: values.body === undefined ? undefined : text ? String(values.body) : JSON.stringify(values.body),
    })
    const body: unknown = await response.json()
    if (response.ok) {
      const decoded = Schema.decodeUnknownSync(endpoint.response)(body)
      return { ok: true, status: response.status, body: decoded, headers: response.headers } as TestAnswer<K>
    }
    return { ok: false, status: response.status, body, headers: response.headers } as TestAnswer<K>
  }

  return {
    ...running,
    kind,
    call,
    close: async () => {
      await running.stop()
      await testDb.dispose()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
