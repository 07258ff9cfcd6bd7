/**
 * The message bus between server processes. Chat delivery, account notices and token
 * revocations are published here and every process (this one included) receives them and
 * hands them to its own websocket clients. With REDIS_URL set it is Redis pub/sub, so two
 * processes on one database deliver to each other's clients; without it, in-process.
 */
export type BusEvent =
  /** A frame (JSON text of a ServerFrame) for every socket of these users. */
  | { readonly kind: "deliver"; readonly userIds: readonly number[]; readonly frame: string }
  /** These session tokens were revoked: close their sockets. */
  | { readonly kind: "revoke"; readonly jtis: readonly string[] }

export type BusListener = (event: BusEvent) => void

export interface MessageBus {
  readonly kind: "local" | "redis"
  /** Sends to every process; resolves once handed over (not once delivered). */
  publish(event: BusEvent): Promise<void>
  /** Every event published by any process, in the order this process receives them. */
  subscribe(listener: BusListener): () => void
  /** Resolves once events published from now on will be received. */
  ready(): Promise<void>
  close(): Promise<void>
}

const isNumberArray = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => typeof x === "number")
const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === "string")

/** Reads an event from the wire; null for anything else (another program on the channel). */
export const decodeBusEvent = (text: string): BusEvent | null => {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  if (typeof value !== "object" || value === null) return null
  const v = value as Record<string, unknown>
  if (v.kind === "deliver" && isNumberArray(v.userIds) && typeof v.frame === "string") {
    return { kind: "deliver", userIds: v.userIds, frame: v.frame }
  }
  if (v.kind === "revoke" && isStringArray(v.jtis)) return { kind: "revoke", jtis: v.jtis }
  return null
}
