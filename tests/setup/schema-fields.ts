/** The field names of an endpoint's Struct schema (its query or body), or none. */
export const fieldsOf = (schema: unknown): string[] => {
  const fields = (schema as { fields?: Record<string, unknown> } | undefined)?.fields
  return fields && typeof fields === "object" ? Object.keys(fields) : []
}
