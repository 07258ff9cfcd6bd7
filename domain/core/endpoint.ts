import type { Schema } from "effect"

/**
 * The shape of one call of the portal's API. The endpoint table is built from
 * these; the browser client and the server's handlers are both typed from it.
 */

export type Method = "GET" | "POST" | "PUT" | "DELETE"

/**
 * Who may call: anyone, anyone (with the member when a token is sent), a member, a member who may
 * enter the maker centre (a merchant or a maker member, domain/shell/maker-centre-access.ts), or an
 * administrator whose roles hold the permission key (domain/admin/permissions.ts).
 */
export type Access = "public" | "optional" | "member" | "makerCentre" | { readonly permission: string }

// Codecs that need no services to decode or encode.
export type AnyCodec = Schema.Codec<unknown, unknown, never, never>

export interface Endpoint {
  readonly method: Method
  /** Path with `{name}` placeholders, e.g. `/api/friends/{id}`. */
  readonly path: string
  readonly access: Access
  readonly params?: AnyCodec
  /** Query string; fields are encoded as strings (repeated keys for arrays). */
  readonly query?: AnyCodec
  readonly body?: AnyCodec
  /** How the body travels; json unless stated. */
  readonly bodyType?: "json" | "text"
  readonly response: AnyCodec
  /** The error statuses this call may answer besides 401 and 403 from its access rule. */
  readonly errors: readonly number[]
  /**
   * An administrator's change whose service writes its own audit record (with the record before
   * and after, in the change's transaction). Every other administrator's change is recorded by
   * the HTTP layer after it succeeded, with its path and what was sent.
   */
  readonly auditedByService?: true
  /**
   * A GET that only the portal's own pages may send with the session cookie: it changes state
   * (a draw, a closed account, a sent code) or hands out the token. A POST, PUT or DELETE sent
   * with the cookie is held to the same rule always (server/core/http/session-cookie.ts).
   */
  readonly ownPagesOnly?: true
  /**
   * A GET whose answer to a visitor depends only on its address (a catalogue list, a course's
   * page before sign-in): the server may answer every visitor from one copy a few seconds old.
   * Any change made through the API in that process empties the copies (server/core/http/register.ts).
   */
  readonly sharedRead?: true
  /**
   * A member's change that no shared read shows (a chat message, a footprint, a lesson's
   * progress): it leaves the visitors' copies as they are. Every other change empties them.
   */
  readonly keepsSharedReads?: true
}

export const endpoint = <const E extends Endpoint>(e: E): E => e

type TypeOf<S> = S extends Schema.Codec<infer T, infer _E, never, never> ? T : never
type EncodedOf<S> = S extends Schema.Codec<infer _T, infer E, never, never> ? E : never

type Field<E, K extends "params" | "query" | "body", Out> = E extends { readonly [P in K]: infer S }
  ? { readonly [P in K]: Out extends "type" ? TypeOf<S> : EncodedOf<S> }
  : { readonly [P in K]?: undefined }

/**
 * What a caller sends, as decoded types. Distributed over the endpoint first, so that a union of
 * endpoints gives one object per endpoint rather than the cross product of their fields.
 */
export type Input<E extends Endpoint> = E extends Endpoint ? Field<E, "params", "type"> & Field<E, "query", "type"> & Field<E, "body", "type"> : never

/** What the call answers. */
export type Output<E extends Endpoint> = TypeOf<E["response"]>

/** Fills `{name}` placeholders of a path. */
export const fillPath = (path: string, params: Readonly<Record<string, unknown>> | undefined): string =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name]
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name} for ${path}`)
    return encodeURIComponent(String(value))
  })

/** The JSON body of every error answer: the status, a stable code to branch on, the Chinese message. */
export interface ApiErrorBody {
  readonly status: number
  readonly code: string
  readonly message: string
}
