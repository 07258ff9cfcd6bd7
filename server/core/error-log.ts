/**
 * What the log says about an unexpected failure. A failed database query carries its SQL and
 * its parameters (names, phones, hashes, message texts) in its message; the log gets the
 * database's error code, constraint and table instead, and the stack without the message.
 */
export const describeFailure = (error: unknown): string => {
  if (!(error instanceof Error)) return `non-error thrown: ${typeof error}`
  const query = queryFailure(error)
  if (query) return query
  return error.stack ?? `${error.name}: ${error.message}`
}

interface DatabaseCause {
  readonly code?: unknown
  readonly constraint?: unknown
  readonly table?: unknown
  readonly severity?: unknown
}

const queryFailure = (error: Error): string | null => {
  const isQuery = "query" in error && "params" in error
  const cause = (error as { cause?: unknown }).cause
  if (!isQuery && !(error.message.startsWith("Failed query:") || /\bparams:/.test(error.message))) return null
  const c = (typeof cause === "object" && cause !== null ? cause : {}) as DatabaseCause
  const parts = [
    "database query failed",
    typeof c.code === "string" ? `code ${c.code}` : null,
    typeof c.constraint === "string" ? `constraint ${c.constraint}` : null,
    typeof c.table === "string" ? `table ${c.table}` : null,
  ].filter((p) => p !== null)
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line)).slice(0, 8)
  return [parts.join(", "), ...frames].join("\n")
}
