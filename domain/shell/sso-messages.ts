/**
 * Messages of the cross-site login frame (spec 1 §2.3) and of the single-sign-on page /iframe.
 *
 * Layout side: the layout embeds a hidden frame of a partner site. When that frame posts a
 * message named childStatus (a bare string or `{ name: "childStatus" }`), the layout answers
 * `{ name: "parentStatus", token }` to the frame, and only to the frame's own origin.
 *
 * /iframe side: once ready, /iframe tells an allowed embedding page `{ name: "ssoReady" }`. The
 * partner then posts `{ name: "loginStatus", requestId }`; when the partner's origin is allowed,
 * /iframe answers to that origin only with `{ name: "loginStatus", requestId, loggedIn, token }`.
 * Other origins get no answer.
 */

const CHILD_STATUS = "childStatus"
const PARENT_STATUS = "parentStatus"
const LOGIN_STATUS = "loginStatus"
const SSO_READY = "ssoReady"

/** What /iframe posts to an allowed embedding page once it answers requests. */
export const SSO_READY_MESSAGE = { name: SSO_READY } as const

export interface ParentStatusMessage {
  readonly name: typeof PARENT_STATUS
  readonly token: string | null
}

export interface LoginStatusAnswer {
  readonly name: typeof LOGIN_STATUS
  readonly requestId: string | null
  readonly loggedIn: boolean
  readonly token: string | null
}

const nameOf = (data: unknown): unknown => {
  if (typeof data === "string") return data
  if (typeof data === "object" && data !== null) {
    const record = data as Record<string, unknown>
    return record.name ?? record.type
  }
  return undefined
}

/** Whether a posted message is the frame's childStatus request. */
export function isChildStatusMessage(data: unknown): boolean {
  return nameOf(data) === CHILD_STATUS
}

export function parentStatusMessage(token: string | null): ParentStatusMessage {
  return { name: PARENT_STATUS, token: token === "" ? null : token }
}

/** The request id of a loginStatus request, `null` when it has none, `undefined` when the message is something else. */
export function loginStatusRequestId(data: unknown): string | null | undefined {
  if (nameOf(data) !== LOGIN_STATUS) return undefined
  if (typeof data !== "object" || data === null) return null
  const id = (data as Record<string, unknown>).requestId
  return typeof id === "string" || typeof id === "number" ? String(id) : null
}

export function loginStatusAnswer(requestId: string | null, token: string | null): LoginStatusAnswer {
  const value = token === "" ? null : token
  return { name: LOGIN_STATUS, requestId, loggedIn: value !== null, token: value }
}

/** `https://a.example.cn:8443/x` -> `https://a.example.cn:8443`; null for anything that is not an http(s) URL. */
export function originOf(url: string, base?: string): string | null {
  try {
    const parsed = base === undefined ? new URL(url) : new URL(url, base)
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.origin : null
  } catch {
    return null
  }
}

/** Whether a message's origin is one of the allowed origins (exact match; "null" origins never). */
export function isAllowedOrigin(origin: string, allowed: ReadonlyArray<string>): boolean {
  return origin !== "null" && origin !== "" && allowed.includes(origin)
}

/**
 * The meta element in which the server writes the allowed partners' origins into /iframe's
 * document, separated by spaces and read back with `originsOfSourceList`, so that the frame knows
 * them without a call (and without the endpoint table and schemas a call would load).
 */
export const SSO_ORIGINS_META = "sso-allowed-origins"

/**
 * The http(s) origins named in a CSP frame-ancestors source list (`'self' https://a.cn`).
 * Keywords and wildcards are left out: an answer carrying a token goes to exact origins only.
 */
export function originsOfSourceList(sourceList: string): ReadonlyArray<string> {
  const origins: string[] = []
  for (const source of sourceList.split(/\s+/)) {
    if (source === "" || source.startsWith("'") || source.includes("*")) continue
    const origin = originOf(source)
    if (origin !== null && !origins.includes(origin)) origins.push(origin)
  }
  return origins
}
