import { API_MESSAGES as ERROR_MESSAGES } from "./api-messages.ts"

/**
 * Errors the portal's rules raise, with the HTTP status they answer with, a
 * stable code that machines branch on, and the Chinese message a person reads.
 * Services throw these; only the HTTP layer turns them into answers.
 */
export class DomainError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 503,
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = "DomainError"
  }
}

export const badRequest = (message: string = ERROR_MESSAGES.badRequest, code = "bad_request") => new DomainError(400, code, message)
export const unauthorized = (message: string = ERROR_MESSAGES.notLoggedIn, code = "not_logged_in") => new DomainError(401, code, message)
export const forbidden = (message: string = ERROR_MESSAGES.forbidden, code = "forbidden") => new DomainError(403, code, message)
export const notFound = (message: string = ERROR_MESSAGES.notFound, code = "not_found") => new DomainError(404, code, message)
export const conflict = (message: string, code = "conflict") => new DomainError(409, code, message)
export const tooManyRequests = (message: string = ERROR_MESSAGES.tooMany, code = "too_many_requests") => new DomainError(429, code, message)
