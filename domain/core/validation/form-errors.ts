/**
 * Form-level results: a map from field name to its messages. Only fields with at least one
 * message appear, so an empty object means the form is valid. The same map is produced in the
 * browser form and by the server, which answers 400 with the first message.
 */
import { lengthBetween, textOf, type FieldValue } from "./text.ts"

export type FormErrors<F extends string> = { readonly [K in F]?: ReadonlyArray<string> }

/** Builds a form result, leaving out fields without messages. */
export function formErrors<F extends string>(
  fields: { readonly [K in F]: ReadonlyArray<string> },
): FormErrors<F> {
  const out: { [K in F]?: ReadonlyArray<string> } = {}
  for (const key of Object.keys(fields) as Array<F>) {
    const messages = fields[key]
    if (messages.length > 0) out[key] = messages
  }
  return out
}

export function isFormValid<F extends string>(errors: FormErrors<F>): boolean {
  return Object.keys(errors).length === 0
}

/** The first message of the form in field order, or `undefined` when the form is valid. */
export function firstFormError<F extends string>(errors: FormErrors<F>): string | undefined {
  for (const messages of Object.values<ReadonlyArray<string> | undefined>(errors)) {
    const first = messages?.[0]
    if (first !== undefined) return first
  }
  return undefined
}

/** Collects messages of checks that fail: `when(cond, msg)` pairs, in order. */
export function messagesOf(...checks: ReadonlyArray<readonly [boolean, string]>): ReadonlyArray<string> {
  return checks.filter(([failed]) => failed).map(([, message]) => message)
}

/**
 * The messages of a required text of `min` to `max` characters (counted once trimmed): `required`
 * when it is empty, `length` when it is too short or too long.
 */
export function requiredTextErrors(
  text: string,
  min: number,
  max: number,
  messages: { readonly required: string; readonly length: string },
): ReadonlyArray<string> {
  const trimmed = text.trim()
  if (trimmed === "") return [messages.required]
  return lengthBetween(trimmed, min, max) ? [] : [messages.length]
}

/** The texts of a form of a required title and a required content, each with its own lengths. */
export interface TitledTextInput {
  readonly title?: FieldValue
  readonly content?: FieldValue
}

/**
 * A required title and a required content, each trimmed and checked against its lengths, with
 * the form's own messages (course and product questions, chat quick replies).
 */
export function titledTextErrors(
  input: TitledTextInput,
  lengths: { readonly title: readonly [number, number]; readonly content: readonly [number, number] },
  m: { readonly titleRequired: string; readonly titleLength: string; readonly contentRequired: string; readonly contentLength: string },
): FormErrors<"title" | "content"> {
  return formErrors<"title" | "content">({
    title: requiredTextErrors(textOf(input.title), ...lengths.title, { required: m.titleRequired, length: m.titleLength }),
    content: requiredTextErrors(textOf(input.content), ...lengths.content, { required: m.contentRequired, length: m.contentLength }),
  })
}
