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
  /** The partner page the layout embeds as its hidden cross-site login frame; none when absent. */
  readonly ssoFrameUrl: string | undefined
  /** The built browser app. */
  readonly clientDir: string
  /** Folder of the course lesson files (served only through signed addresses, never as public files). */
  readonly courseMediaDir: string
  readonly logRequests: boolean
  readonly seedDemoData: boolean
  /** The sandbox payment provider (recharges confirmed on the portal's own page /sandbox/pay/:id); off by default in production. */
  readonly paymentSandbox: boolean
}

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

  const production = text("NODE_ENV") === "production"
  const captcha = flag("AUTH_CAPTCHA", true)
  if (production && !captcha) problems.push("AUTH_CAPTCHA: the captcha cannot be turned off when NODE_ENV=production")
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
    ssoFrameUrl: url("SSO_FRAME_URL", ["http:", "https:"]),
    seedDemoData: flag("SEED_DEMO_DATA", true),
    paymentSandbox: flag("PAYMENT_SANDBOX", !production),
  }
  if (problems.length > 0) throw new ConfigError(problems)
  return config
}
