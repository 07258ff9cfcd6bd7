/**
 * What a refused or failed call tells a machine: the HTTP status and stable code of a refusal
 * (null for a failure that never reached the server) and the message to show. The request
 * client's errors carry all three; anything else falls back to the caller's message.
 */
export interface Failure {
  readonly status: number | null
  readonly code: string | null
  readonly message: string
}

export const callFailure = (error: unknown, fallback: string): Failure => {
  const e = typeof error === "object" && error !== null ? (error as { status?: unknown; code?: unknown; message?: unknown }) : null
  return {
    status: typeof e?.status === "number" ? e.status : null,
    code: typeof e?.code === "string" ? e.code : null,
    message: typeof e?.message === "string" ? e.message : fallback,
  }
}

/** The message to show for a failed call. */
export const callMessage = (error: unknown, fallback: string): string => callFailure(error, fallback).message

/** The stable code of a refusal, or null. */
export const callCode = (error: unknown): string | null => callFailure(error, "").code
