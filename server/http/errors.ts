import { API_MESSAGES } from "../../domain/api/messages.ts"

/** An answer with a status and a Chinese message for the person using the portal. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = "ApiError"
  }
}

export const badRequest = (message: string = API_MESSAGES.badRequest) => new ApiError(400, message)
export const unauthorized = (message: string = API_MESSAGES.notLoggedIn) => new ApiError(401, message)
export const forbidden = (message: string = API_MESSAGES.forbidden) => new ApiError(403, message)
export const notFound = (message: string = API_MESSAGES.notFound) => new ApiError(404, message)
export const conflict = (message: string) => new ApiError(409, message)
export const tooManyRequests = (message: string = API_MESSAGES.tooMany) => new ApiError(429, message)
