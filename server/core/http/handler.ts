import type { Context } from "hono"
import type { Endpoint, Input, Output } from "../../../domain/core/endpoint.ts"
import type { EndpointName, Endpoints } from "../../../domain/api/endpoints.ts"
import type { AppDeps } from "../deps.ts"
import type { SessionUser } from "../../session/services/tokens.ts"

/** What every handler gets besides its decoded input. */
export interface RequestContext<U extends SessionUser | null = SessionUser | null> {
  readonly deps: AppDeps
  readonly user: U
  /** The raw token of the request, when one was sent and is valid. */
  readonly token: string | null
  /** The client's address, for rate limits. */
  readonly ip: string
  readonly hono: Context
}

type UserFor<E extends Endpoint> = E["access"] extends "public" | "optional" ? SessionUser | null : SessionUser

export type Handler<E extends Endpoint> = (
  input: Input<E>,
  ctx: RequestContext<UserFor<E>>,
) => Promise<Output<E> | Response>

/** A handler for every endpoint of the table; a missing one is a type error. */
export type HandlerTable = { readonly [K in EndpointName]: Handler<Endpoints[K]> }

/** The handlers of one area: `export const siteHandlers = { ... } satisfies AreaHandlers`. */
export type AreaHandlers = Partial<HandlerTable>
