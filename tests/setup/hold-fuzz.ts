import fc from "fast-check"
import type { Endpoint } from "../../domain/core/endpoint.ts"
import { endpoints } from "../../domain/api/endpoints.ts"
import type { RunningServer } from "../../server/core/server.ts"
import { signedInUser } from "./auth.ts"
import { fieldsOf } from "./schema-fields.ts"

/**
 * Fuzzing generated from the endpoint table: every endpoint, called with values drawn by
 * fast-check for each field its path, query and body schemas name, plus hostile values (NUL,
 * lone surrogates, broken UTF-8 in the path, the query and the body, numbers past the int4 columns, wrong types, broken JSON,
 * bodies of 10 MB). Each answer must be below 500, and every error a JSON body with a Chinese
 * message and a code. A new endpoint of the table is fuzzed without a line of its own.
 */
export interface FuzzReport {
  readonly requests: number
  readonly serverErrors: number
  /** One line per answer that broke the rule: method, path, status and what was wrong. */
  readonly failures: readonly string[]
}

const CHINESE = /[\u4e00-\u9fff]/

const HOSTILE_TEXT = ["\u0000", "a\u0000b", "\uD800", "\u202Egpj.exe", "\u200B", "%00", "' or 1=1 --", "<script>alert(1)</script>", "ａ".repeat(5000), ""]
const HOSTILE_NUMBERS = [2 ** 31, 2 ** 40, -(2 ** 31) - 1, 1e308, -1, 0, 0.5, Number.MAX_SAFE_INTEGER]
const HOSTILE_PATH = ["0", "-1", "2147483648", "99999999999999999999999", "1e400", "%00", "%ED%A0%80", "%FF%FE", "abc", "1.5", "NaN"]
const HOSTILE_WRONG_TYPES: unknown[] = [null, true, [], {}, [1, 2], { nested: { deep: "\u0000" } }]

/** Percent-encodes text; a lone surrogate (which cannot be encoded) goes as the bytes of one, broken UTF-8. */
const encode = (text: string): string => {
  try {
    return encodeURIComponent(text)
  } catch {
    return "%ED%A0%80"
  }
}

/** A JSON body whose every field holds bytes that are not UTF-8 (a lone continuation byte, a cut sequence). */
const brokenUtf8 = (fields: readonly string[]): Blob => {
  const parts = (fields.length > 0 ? fields : ["text"]).map((field) => Buffer.concat([Buffer.from(`"${field}":"a`), Buffer.from([0xc3, 0x28, 0xff, 0xe2, 0x82]), Buffer.from('"')]))
  return new Blob([Buffer.concat([Buffer.from("{"), ...parts.flatMap((part, i) => (i === 0 ? [part] : [Buffer.from(","), part])), Buffer.from("}")])])
}

const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constantFrom(...HOSTILE_TEXT, ...HOSTILE_NUMBERS, ...HOSTILE_WRONG_TYPES),
)

const pathValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE_PATH),
  fc.integer().map(String),
  fc.string({ minLength: 1, maxLength: 12 }).map(encode),
)

interface Caller {
  readonly token: string | null
}

const callersFor = async (server: Pick<RunningServer, "deps">, endpoint: Endpoint): Promise<Caller[]> => {
  const visitor: Caller = { token: null }
  if (endpoint.access === "public") return [visitor]
  // A fresh member each time: an endpoint that ends the session (logout) must not spoil the next.
  // An administrator's call: a super administrator, who holds every permission.
  const roles = typeof endpoint.access === "object" ? ["ROLE_ADMIN"] : []
  const member = await signedInUser(server, roles.length > 0 ? { roles } : endpoint.access === "makerCentre" ? { type: "merchant" } : {})
  return [visitor, { token: member.token }]
}

const checkAnswer = async (response: Response, label: string, failures: string[], declared: readonly number[] = []): Promise<boolean> => {
  const text = await response.text()
  // A 5xx the endpoint declares (503: an outside service not configured) is an answer, not a failure.
  if (response.status >= 500 && !declared.includes(response.status)) {
    failures.push(`${label} -> ${response.status} ${text.slice(0, 200)}`)
    return true
  }
  if (response.status < 400) return false
  try {
    const body = JSON.parse(text) as { message?: unknown; code?: unknown }
    if (typeof body.message !== "string" || !CHINESE.test(body.message)) failures.push(`${label} -> ${response.status} message not Chinese: ${text.slice(0, 120)}`)
    else if (typeof body.code !== "string") failures.push(`${label} -> ${response.status} without a code: ${text.slice(0, 120)}`)
  } catch {
    failures.push(`${label} -> ${response.status} not JSON: ${text.slice(0, 120)}`)
  }
  return false
}

export interface FuzzOptions {
  /** Random requests per endpoint and caller, besides the fixed hostile ones. */
  readonly samples: number
  /** How many endpoints with a body also get a 10 MB body (all when Infinity). */
  readonly hugeBodies: number
  readonly seed?: number
}

export const fuzzEndpoints = async (server: RunningServer, options: FuzzOptions): Promise<FuzzReport> => {
  const failures: string[] = []
  let requests = 0
  let serverErrors = 0
  let hugeLeft = options.hugeBodies
  const huge = JSON.stringify({ text: "汉".repeat(10 * 1024 * 1024 / 3) })
  const seed = options.seed ?? 20_240_601

  for (const [name, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
    if (endpoint.method === "GET" && endpoint.path === "/api/dev/outbox") continue
    const queryFields = fieldsOf(endpoint.query)
    const bodyFields = fieldsOf(endpoint.body)
    const samples = fc.sample(
      fc.record({
        params: fc.array(pathValue, { minLength: 4, maxLength: 4 }),
        query: fc.array(fc.oneof(fc.string(), fc.constantFrom(...HOSTILE_TEXT.slice(0, 7)), fc.integer().map(String), fc.constant("2147483648")), {
          minLength: queryFields.length,
          maxLength: queryFields.length,
        }),
        body: fc.oneof(
          fc.array(anyValue, { minLength: bodyFields.length, maxLength: bodyFields.length }).map((values) => Object.fromEntries(bodyFields.map((f, i) => [f, values[i]]))),
          anyValue,
        ),
      }),
      { numRuns: options.samples, seed: seed + name.length },
    )
    // Fixed hostile inputs: every field NUL, every field past int4, broken JSON, bytes that are not UTF-8.
    const fixed = [
      { params: ["%00", "%00", "%00", "%00"], query: queryFields.map(() => "%00"), body: Object.fromEntries(bodyFields.map((f) => [f, "a\u0000b"])) },
      { params: ["2147483648", "2147483648", "2147483648", "2147483648"], query: queryFields.map(() => "2147483648"), body: Object.fromEntries(bodyFields.map((f) => [f, 2 ** 40])) },
      { params: ["%ED%A0%80", "1", "1", "1"], query: queryFields.map(() => "%ED%A0%80"), body: "{\"broken" as unknown },
      { params: ["%C3%28", "%FF", "%FF", "%FF"], query: queryFields.map(() => "%C3%28"), body: brokenUtf8(bodyFields) as unknown },
    ]
    for (const caller of await callersFor(server, endpoint)) {
      for (const input of [...fixed, ...samples]) {
        let i = 0
        const path = endpoint.path.replace(/\{(\w+)\}/g, () => {
          const raw = String(input.params[i++ % input.params.length] ?? "1")
          return raw.includes("%") ? raw : encode(raw)
        })
        const query = queryFields
          .map((field, j) => {
            const value = String(input.query[j] ?? "")
            return `${encode(field)}=${value.startsWith("%") ? value : encode(value)}`
          })
          .join("&")
        const url = `${server.url}${path}${query ? `?${query}` : ""}`
        const headers: Record<string, string> = { "content-type": endpoint.bodyType === "text" ? "text/plain" : "application/json" }
        if (caller.token) headers.authorization = `Bearer ${caller.token}`
        const body =
          endpoint.method === "GET"
            ? undefined
            : typeof input.body === "string" || input.body instanceof Blob
              ? input.body
              : JSON.stringify(input.body ?? null)
        const response = await fetch(url, { method: endpoint.method, headers, body }).catch((error: Error) => error)
        requests++
        const label = `${name} ${endpoint.method} ${path}${caller.token ? " (member)" : ""}`
        if (response instanceof Error) {
          failures.push(`${label} -> connection failed: ${response.message}`)
          continue
        }
        if (await checkAnswer(response, label, failures, endpoint.errors)) serverErrors++
      }
      if (endpoint.method !== "GET" && hugeLeft > 0) {
        hugeLeft--
        const path = endpoint.path.replace(/\{(\w+)\}/g, "1")
        const headers: Record<string, string> = { "content-type": "application/json" }
        if (caller.token) headers.authorization = `Bearer ${caller.token}`
        const response = await fetch(`${server.url}${path}`, { method: endpoint.method, headers, body: huge }).catch((error: Error) => error)
        requests++
        if (response instanceof Error) {
          // The server may answer 413 and close before the whole body is sent; that is a refusal.
          continue
        }
        if (await checkAnswer(response, `${name} 10 MB body`, failures, endpoint.errors)) serverErrors++
      }
    }
  }
  return { requests, serverErrors, failures }
}
