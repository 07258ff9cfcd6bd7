import { createApiClient } from "../../adapters/api/client.ts"
import { documentFirstAnswers } from "../../adapters/api/first-answers.ts"
import { notify } from "../notify/toast-store.ts"

/**
 * The composition root of the browser app: adapters built once and handed to
 * machines (machine.provide) and views.
 */
const REQUEST_TIMEOUT_MS = 1_200_000

export const api = createApiClient({
  baseURL: "/",
  timeout: REQUEST_TIMEOUT_MS,
  firstAnswers: documentFirstAnswers(),
  // The server clears the session cookie of a refused token itself.
  onUnauthorized: () => {
    sessionStorage.setItem("point", "401")
    const here = location.pathname + location.search
    if (location.pathname !== "/login") location.assign(`/login?redirect=${encodeURIComponent(here)}`)
  },
  onForbidden: () => location.assign("/401"),
  onError: (message) => notify.error(message),
})
