import type { Config } from "./config.ts"
import type { Database, Db } from "./db/client.ts"
import { RsaKeys } from "../session/services/rsa.ts"
import type { SocialLoginProvider } from "../session/services/social.ts"
import { TokenService } from "../session/services/tokens.ts"
import type { PaymentProvider } from "../wallet/services/payments/provider.ts"
import { NoPaymentProvider, SandboxPaymentProvider } from "../wallet/services/payments/sandbox-provider.ts"
import { createBus } from "./bus/create-bus.ts"
import { ChatHub } from "../chat/services/hub.ts"
import { CourseMedia } from "../courses/services/media.ts"
import { LocalSmsProvider } from "../session/services/sms/local-provider.ts"
import { SmsCodes } from "../session/services/sms/sms-codes.ts"
import { ReadCache } from "./read-cache.ts"
import { EmailCodes } from "../member/services/mail/email-codes.ts"
import { LocalMailProvider } from "../member/services/mail/local-provider.ts"
import { FileStore } from "../member/services/file-store.ts"
import path from "node:path"

/** What a service needs of the file host to check that a picture or video is the member's own upload. */
export type FileOwnership = Pick<FileStore, "owns">

/** The services one server process shares between requests. */
export interface AppDeps {
  readonly config: Config
  readonly database: Database
  readonly db: Db
  readonly tokens: TokenService
  /** Websockets of this process, chat delivery and account notices over the bus (Redis or in-process). */
  readonly chat: ChatHub
  /** SMS verification codes (issue, verify) over the configured SMS provider. */
  readonly sms: SmsCodes
  /** The RSA key pair for passwords encrypted in the browser (shared through the database). */
  readonly rsa: RsaKeys
  /** The social-login provider (WeChat), or null when none is configured. */
  readonly social: SocialLoginProvider | null
  readonly now: () => number
  /** Where recharges are paid (server/wallet/services/payments/provider.ts). */
  readonly payments: PaymentProvider
  /** Site-wide reads (settings, category tree), kept a few seconds. */
  readonly siteCache: ReadCache
  /**
   * One copy of each `sharedRead` answer for every visitor (server/core/http/register.ts), kept
   * config.sharedReadMs; null when that is 0.
   */
  readonly sharedReads: ReadCache | null
  /** Signed addresses of course lesson files (server/courses/services/media.ts). */
  readonly courseMedia: CourseMedia
  /** E-mail verification codes over the configured mail provider (local outbox without one). */
  readonly mail: EmailCodes
  /** Uploaded files under DATA_DIR/uploads (the file host). */
  readonly files: FileStore
}

/** How long site-wide reads are kept before they are read again. */
export const SITE_CACHE_TTL_MS = 10_000

/** The most addresses whose shared answers one process keeps. */
export const SHARED_READ_ENTRIES = 5_000

export const createDeps = async (config: Config, database: Database, now: () => number = Date.now): Promise<AppDeps> => {
  const tokens = await TokenService.create(database.db, config.jwtSecret, now)
  const chat = new ChatHub(database.db, createBus({ redisUrl: config.redisUrl, channel: config.redisChannel }), now)
  await chat.bus.ready()
  tokens.onRevoke((jtis) => {
    chat.revoke(jtis).catch((error: Error) => console.error(`closing revoked sockets failed: ${error.message}`))
  })
  const sms = new SmsCodes(database.db, new LocalSmsProvider(database.db, now), now)
  const rsa = await RsaKeys.load(database.db)
  const courseMedia = await CourseMedia.load(database.db, config.courseMediaDir, path.join(config.dataDir, "course-media"), now)
  const payments = config.paymentSandbox ? new SandboxPaymentProvider() : new NoPaymentProvider()
  const mail = new EmailCodes(database.db, new LocalMailProvider(database.db, now), now)
  const files = new FileStore(path.join(config.dataDir, "uploads"), database.db, now)
  return {
    config,
    database,
    db: database.db,
    tokens,
    chat,
    sms,
    rsa,
    social: null,
    now,
    payments,
    siteCache: new ReadCache(SITE_CACHE_TTL_MS, now),
    sharedReads: config.sharedReadMs > 0 ? new ReadCache(config.sharedReadMs, now, SHARED_READ_ENTRIES) : null,
    courseMedia,
    mail,
    files,
  }
}
