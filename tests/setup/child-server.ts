import { spawn, type ChildProcess } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

/**
 * A second server process (`tsx server/core/main.ts`) on a PostgreSQL database, for tests of what
 * crosses processes. It listens on a free loopback port; `stop` ends it with SIGTERM.
 */
export interface ChildServer {
  readonly url: string
  readonly process: ChildProcess
  stop(): Promise<void>
}

export const startChildServer = (env: Record<string, string>): Promise<ChildServer> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "portal-child-"))
  const child = spawn(process.execPath, ["--import", "tsx", "server/core/main.ts"], {
    cwd: process.cwd(),
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_REQUESTS: "off", AUTH_CAPTCHA: "off", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  })
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()))
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM")
    await exited
    rmSync(dataDir, { recursive: true, force: true })
  }
  return new Promise((resolve, reject) => {
    let output = ""
    const timer = setTimeout(() => {
      void stop()
      reject(new Error(`child server did not start:\n${output}`))
    }, 60_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /running at (http:\/\/\S+)/.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve({ url: match[1], process: child, stop })
      }
    }
    child.stdout?.on("data", onData)
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.once("exit", (code) => {
      clearTimeout(timer)
      reject(new Error(`child server exited with ${code}:\n${output}`))
    })
  })
}
