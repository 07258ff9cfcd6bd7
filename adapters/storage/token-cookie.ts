/**
 * The session token lives in a cookie: with remember-me it expires after one
 * day, otherwise it is a session cookie that ends with the browser. The
 * password is never stored.
 */
const TOKEN_COOKIE = "portal_token"

const readCookie = (name: string): string | null => {
  for (const part of document.cookie.split(";")) {
    const [key, ...rest] = part.trim().split("=")
    if (key === name) return decodeURIComponent(rest.join("="))
  }
  return null
}

export const tokenCookie = {
  read: (): string | null => readCookie(TOKEN_COOKIE),
  write(token: string, remember: boolean, days = 1): void {
    const expiry = remember ? `; expires=${new Date(Date.now() + days * 86_400_000).toUTCString()}` : ""
    const secure = location.protocol === "https:" ? "; secure" : ""
    document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/; samesite=lax${expiry}${secure}`
  },
  clear(): void {
    document.cookie = `${TOKEN_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; samesite=lax`
  },
}
