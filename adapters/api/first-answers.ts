import { FIRST_ANSWERS_ID } from "../../domain/core/first-answers.ts"
import { hasSessionHint } from "../storage/session-hint.ts"

/** What a page's first call finds in the document: the answer's JSON, or nothing to take. */
export type TakeFirstAnswer = (key: string) => { readonly data: unknown } | null

/** The document's answers are taken within this time of the page's start; later calls ask. */
const FIRST_ANSWERS_FOR_MS = 30_000

export interface FirstAnswerSource {
  /** The text of the document's answers element, or null when there is none. */
  readonly text: () => string | null
  /** Milliseconds since the page started. */
  readonly now: () => number
  /** Whether a member's session is there: the answers were written for a visitor. */
  readonly signedIn: () => boolean
}

/**
 * Hands out the document's answers while they are fresh and for a visitor only: a call made twice
 * at the start (the login options, asked by the form and by the header) takes the same answer.
 */
export const createFirstAnswers = (source: FirstAnswerSource): TakeFirstAnswer => {
  let answers: Map<string, unknown> | undefined
  return (key) => {
    if (answers === undefined) {
      answers = new Map()
      try {
        const parsed: unknown = JSON.parse(source.text() ?? "{}")
        if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)) answers = new Map(Object.entries(parsed))
      } catch {
        // A damaged element costs the head start, never the call.
      }
    }
    if (answers.size === 0) return null
    if (source.now() > FIRST_ANSWERS_FOR_MS || source.signedIn()) {
      answers.clear()
      return null
    }
    return answers.has(key) ? { data: answers.get(key) } : null
  }
}

/** The browser's: the element is read once and removed. */
export const documentFirstAnswers = (): TakeFirstAnswer =>
  createFirstAnswers({
    text: () => {
      const element = typeof document === "undefined" ? null : document.getElementById(FIRST_ANSWERS_ID)
      element?.remove()
      return element?.textContent ?? null
    },
    now: () => performance.now(),
    signedIn: () => hasSessionHint(),
  })
