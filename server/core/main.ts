import { ConfigError, conveniencesOn, readConfig } from "./config.ts"
import { DataDirLockedError } from "./data-dir-lock.ts"
import { startServer } from "./server.ts"

const main = async () => {
  let config
  try {
    config = readConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  let running
  try {
    running = await startServer(config)
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  console.log(`健康美丽门户 is running at ${running.url} (database: ${running.deps.database.kind})`)
  const conveniences = conveniencesOn(config)
  console.log(conveniences.length === 0 ? "conveniences: none" : `conveniences on:\n  - ${conveniences.join("\n  - ")}`)

  const shutdown = (signal: string) => {
    console.log(`${signal}: closing…`)
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error("shutdown failed:", error)
        process.exit(1)
      },
    )
  }
  process.once("SIGINT", () => shutdown("SIGINT"))
  process.once("SIGTERM", () => shutdown("SIGTERM"))
}

await main()
