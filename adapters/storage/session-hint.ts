/**
 * The session token lives in an HttpOnly cookie that the server sets at sign-in and clears at
 * logout; page scripts never see it. Beside it the server sets the readable `portal_session`
 * cookie, which holds no secret: it only tells the page that there is a session to restore by
 * asking the server (/auth/info), so that a visitor's page asks nothing.
 */
const SESSION_HINT_COOKIE = "portal_session"

export const hasSessionHint = (cookies: string = typeof document === "undefined" ? "" : document.cookie): boolean =>
  cookies.split(";").some((part) => part.trim().split("=")[0] === SESSION_HINT_COOKIE)
