/**
 * Demo content kept as JSON beside a seed: decoded once with the schema of its rows, so
 * that a mistyped field fails at load instead of writing a wrong row.
 */
import { Schema } from "effect"

export function decodeSeedList<T>(item: Schema.Codec<T, unknown>, data: unknown): ReadonlyArray<T> {
  return Schema.decodeUnknownSync(Schema.Array(item))(data)
}
