/** Domain errors are the API's errors: the HTTP layer answers with their status, code and message. */
export { DomainError as ApiError, DomainError, badRequest, conflict, forbidden, notFound, tooManyRequests, unauthorized } from "../../../domain/core/errors.ts"
