import { isIP } from "node:net"
import path from "node:path"

/**
 * Configuration, read once from the environment at start-up. Every value has a
 * default that makes `npm start` work on a fresh machine; a bad value stops the
 * server with the list of the keys that are wrong.
 */
export interface Config {
  readonly port: number
  readonly host: string
  readonly dataDir: string
  /** PostgreSQL connection string; when absent the embedded PGlite database in dataDir is used. */
  readonly databaseUrl: string | undefined
  readonly redisUrl: string | undefined
  /** Redis pub/sub channel of chat and push; portals sharing one Redis use different names. */
  readonly redisChannel: string
  readonly production: boolean
  /** Captcha on login; only tests turn it off, never production. */
  readonly captcha: boolean
  /** Secret for signing session tokens; when absent one is generated and kept in dataDir. */
  readonly jwtSecret: string | undefined
  /** Where a phone is sent when set (spec: the mobile web site). */
  readonly mobileSiteUrl: string | undefined
  /** Origins allowed to embed the single-sign-on page /iframe. */
  readonly ssoFrameAncestors: string
  /**
   * The page the layout embeds as its hidden cross-site login frame: the portal's own /iframe
   * by default, a partner's http(s) page when set, none with SSO_FRAME_URL=off.
   */
  readonly ssoFrameUrl: string | undefined
  /** The built browser app. */
  readonly clientDir: string
  /** Folder of the course lesson files (served only through signed addresses, never as public files). */
  readonly courseMediaDir: string
  readonly logRequests: boolean
  /** How long visitors share one copy of an answer marked `sharedRead` (0: every read asks the database). */
  readonly sharedReadMs: number
  readonly seedDemoData: boolean
  /** The sandbox payment provider (recharges confirmed on the portal's own page /sandbox/pay/:id); refused in production. */
  readonly paymentSandbox: boolean
  /**
   * Addresses of the reverse proxies whose `X-Forwarded-For` is believed (TRUSTED_PROXIES). The
   * client address of a request is the last address of that header not in this list; without
   * it (the default) the address of the connection, and the header is ignored.
   */
  readonly trustedProxies: readonly string[]
}

/** The portal's own single-sign-on page, the login frame when SSO_FRAME_URL is not set. */
export const SSO_FRAME_DEFAULT = "/iframe"

/** How long, by default, visitors share one copy of a catalogue read: a change made elsewhere shows within it. */
export const SHARED_READ_MS = 2_000

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`invalid configuration:\n  ${problems.join("\n  ")}`)
  }
}

type Env = Readonly<Record<string, string | undefined>>

export const readConfig = (env: Env = process.env, cwd = process.cwd()): Config => {
  const problems: string[] = []
  const text = (key: string): string | undefined => {
    const value = env[key]?.trim()
    return value ? value : undefined
  }
  const int = (key: string, fallback: number, min: number, max: number): number => {
    const raw = text(key)
    if (raw === undefined) return fallback
    const value = Number(raw)
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${key}: expected a whole number from ${min} to ${max}, got "${raw}"`)
      return fallback
    }
    return value
  }
  const flag = (key: string, fallback: boolean): boolean => {
    const raw = text(key)?.toLowerCase()
    if (raw === undefined) return fallback
    if (["1", "on", "true", "yes"].includes(raw)) return true
    if (["0", "off", "false", "no"].includes(raw)) return false
    problems.push(`${key}: expected on or off, got "${raw}"`)
    return fallback
  }
  const url = (key: string, protocols: readonly string[]): string | undefined => {
    const raw = text(key)
    if (raw === undefined) return undefined
    try {
      const parsed = new URL(raw)
      if (!protocols.includes(parsed.protocol)) throw new Error()
      return raw
    } catch {
      problems.push(`${key}: expected a ${protocols.join(" or ")} URL`)
      return undefined
    }
  }

  /** The layout's login frame: the portal's own /iframe unless set; `off` for none. */
  const ssoFrameUrl = (): string | undefined => {
    const raw = text("SSO_FRAME_URL")
    if (raw === undefined) return SSO_FRAME_DEFAULT
    if (raw === "off") return undefined
    if (raw.startsWith("/") && !raw.startsWith("//")) return raw
    return url("SSO_FRAME_URL", ["http:", "https:"])
  }

  const production = text("NODE_ENV") === "production"
  const captcha = flag("AUTH_CAPTCHA", true)
  if (production && !captcha) problems.push("AUTH_CAPTCHA: the captcha cannot be turned off when NODE_ENV=production")
  const paymentSandbox = flag("PAYMENT_SANDBOX", !production)
  if (production && paymentSandbox) problems.push("PAYMENT_SANDBOX: the sandbox payment provider cannot run when NODE_ENV=production")
  const trustedProxies = (text("TRUSTED_PROXIES") ?? "").split(",").map((a) => a.trim()).filter((a) => a !== "")
  for (const address of trustedProxies) {
    if (isIP(address) === 0) problems.push(`TRUSTED_PROXIES: "${address}" is not an IP address`)
  }
  const jwtSecret = text("JWT_SECRET")
  if (jwtSecret !== undefined && jwtSecret.length < 32) problems.push("JWT_SECRET: needs at least 32 characters")

  const config: Config = {
    port: int("PORT", 8080, 0, 65535),
    host: text("HOST") ?? "0.0.0.0",
    dataDir: path.resolve(cwd, text("DATA_DIR") ?? "data"),
    databaseUrl: url("DATABASE_URL", ["postgres:", "postgresql:"]),
    redisUrl: url("REDIS_URL", ["redis:", "rediss:"]),
    redisChannel: text("REDIS_CHANNEL") ?? "portal:events",
    production,
    captcha,
    jwtSecret,
    mobileSiteUrl: url("MOBILE_SITE_URL", ["http:", "https:"]),
    ssoFrameAncestors: text("SSO_FRAME_ANCESTORS") ?? "'self'",
    clientDir: path.resolve(cwd, text("CLIENT_DIR") ?? "dist/client"),
    courseMediaDir: path.resolve(cwd, text("COURSE_MEDIA_DIR") ?? "media/courses"),
    logRequests: flag("LOG_REQUESTS", true),
    sharedReadMs: int("SHARED_READ_MS", SHARED_READ_MS, 0, 60_000),
    ssoFrameUrl: ssoFrameUrl(),
    seedDemoData: flag("SEED_DEMO_DATA", true),
    paymentSandbox,
    trustedProxies,
  }
  if (problems.length > 0) throw new ConfigError(problems)
  return config
}

/**
 * The conveniences for development and tests that are on, for the start log: each one is
 * something an operator must know is running before the portal faces the public.
 */
export const conveniencesOn = (config: Config): readonly string[] => [
  ...(config.production ? [] : ["development mode (NODE_ENV is not production): SMS and mail outboxes for administrators at /dev/outbox"]),
  ...(config.captcha ? [] : ["login captcha off (AUTH_CAPTCHA=off)"]),
  ...(config.paymentSandbox ? ["sandbox payment provider: recharges are confirmed on /sandbox/pay/:id without real money (PAYMENT_SANDBOX)"] : []),
  ...(config.seedDemoData ? ["demo accounts with published passwords (SEED_DEMO_DATA)"] : []),
  ...(config.jwtSecret ? [] : ["token secret generated and kept in the database (JWT_SECRET unset)"]),
]
