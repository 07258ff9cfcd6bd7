import type { KeyValueStorage } from "./search-history-store.ts"

/** What the browser keeps while the visitor is at the social-login provider's page. */
export interface SocialLoginStart {
  /** Random, sent to the provider and checked when it sends the visitor back. */
  readonly state: string
  /** Where to go after the login (a path of this site). */
  readonly redirect: string
}

export const SOCIAL_LOGIN_KEY = "portal_social_login"

const isStart = (value: unknown): value is SocialLoginStart =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as SocialLoginStart).state === "string" &&
  (value as SocialLoginStart).state !== "" &&
  typeof (value as SocialLoginStart).redirect === "string"

/**
 * The started social login of this tab (session storage): a link coming back from the provider
 * is used only with the state this tab made, so nobody can sign the visitor into another account
 * with a link of their own. Storage errors read as nothing started.
 */
export function socialLoginStore(storage: KeyValueStorage | null, randomId: () => string) {
  return {
    begin(redirect: string): string {
      const state = randomId()
      try {
        storage?.setItem(SOCIAL_LOGIN_KEY, JSON.stringify({ state, redirect } satisfies SocialLoginStart))
      } catch {
        // Without storage the return cannot be checked and is refused: the visitor signs in another way.
      }
      return state
    },
    read(): SocialLoginStart | null {
      try {
        const raw = storage?.getItem(SOCIAL_LOGIN_KEY) ?? null
        const value: unknown = raw === null ? null : JSON.parse(raw)
        return isStart(value) ? value : null
      } catch {
        return null
      }
    },
    clear(): void {
      try {
        storage?.removeItem(SOCIAL_LOGIN_KEY)
      } catch {
        // Nothing kept.
      }
    },
  }
}
