import { spawn, type ChildProcess } from "node:child_process"
import { constants, publicEncrypt } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

/**
 * The crash run: the portal (`server/core/main.ts`, embedded database) in a child process on a
 * data folder of its own, killed with SIGKILL while members write, started again on the same
 * folder. Every write the server acknowledged (answered 200) before the kill must be there after
 * the restart. The restart also proves the stale lock file of the killed process is taken over.
 */
export interface CrashReport {
  readonly cycles: number
  /** Writes answered 200 before a kill. */
  readonly acknowledged: number
  /** Acknowledged writes missing after the restart. */
  readonly lost: number
  readonly problems: readonly string[]
}

export interface CrashOptions {
  readonly cycles: number
  /** Writes in flight at once during the load. */
  readonly concurrency?: number
  /** How long each load runs before the kill, at most. */
  readonly loadMs?: number
}

interface Child {
  readonly url: string
  readonly process: ChildProcess
  readonly exited: Promise<void>
}

const startPortal = (dataDir: string): Promise<Child> => {
  const child = spawn(process.execPath, ["--import", "tsx", "server/core/main.ts"], {
    cwd: process.cwd(),
    // The embedded database: the data folder is what survives the kill.
    env: { ...process.env, DATABASE_URL: "", PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_REQUESTS: "off", AUTH_CAPTCHA: "off", NODE_ENV: "development" },
    stdio: ["ignore", "pipe", "pipe"],
  })
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()))
  return new Promise((resolve, reject) => {
    let output = ""
    const timer = setTimeout(() => {
      child.kill("SIGKILL")
      reject(new Error(`portal did not start within 180 s:\n${output.slice(-2000)}`))
    }, 180_000)
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString()
      const match = /running at (http:\/\/\S+)/.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve({ url: match[1], process: child, exited })
      }
    })
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.once("exit", (code) => {
      clearTimeout(timer)
      reject(new Error(`portal exited with ${code}:\n${output.slice(-2000)}`))
    })
  })
}

/** Signs in as the demo member through the login endpoint (password encrypted with the server's key). */
const signIn = async (url: string): Promise<string> => {
  const key = (await (await fetch(`${url}/auth/publicKey`)).json()) as { publicKey: string }
  const pem = key.publicKey.includes("BEGIN") ? key.publicKey : `-----BEGIN PUBLIC KEY-----\n${key.publicKey}\n-----END PUBLIC KEY-----`
  const password = publicEncrypt({ key: pem, padding: constants.RSA_PKCS1_PADDING }, Buffer.from("Member_2024")).toString("base64")
  const response = await fetch(`${url}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "lin_xiaoyu", password, code: "", uuid: "", rememberMe: true }),
  })
  const body = (await response.json()) as { token?: string; message?: string }
  if (!body.token) throw new Error(`demo member could not sign in: ${response.status} ${body.message ?? ""}`)
  return body.token
}

export const crashCycles = async (options: CrashOptions): Promise<CrashReport> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "portal-crash-"))
  const concurrency = options.concurrency ?? 8
  const loadMs = options.loadMs ?? 1_500
  const acknowledged = new Set<string>()
  const problems: string[] = []
  let lost = 0
  let child: Child | null = null
  try {
    child = await startPortal(dataDir)
    let token = await signIn(child.url)
    for (let cycle = 0; cycle < options.cycles; cycle++) {
      const running = child
      const stopAt = Date.now() + loadMs / 2 + Math.random() * (loadMs / 2)
      let n = 0
      const writer = async () => {
        while (Date.now() < stopAt) {
          const title = `c${cycle}w${n++}`
          try {
            const response = await fetch(`${running.url}/api/chat/quick-replies`, {
              method: "POST",
              headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
              body: JSON.stringify({ title, content: "崩溃测试时写入的一条快捷回复" }),
            })
            if (response.status === 200) acknowledged.add(title)
            else problems.push(`write ${title} answered ${response.status}`)
            await response.body?.cancel()
          } catch {
            return
          }
        }
      }
      // Writers run on; the kill lands among them, mid-request for several.
      const writers = Array.from({ length: concurrency }, writer)
      await new Promise((resolve) => setTimeout(resolve, stopAt - Date.now()))
      running.process.kill("SIGKILL")
      await running.exited
      await Promise.all(writers)

      child = await startPortal(dataDir)
      const list = await fetch(`${child.url}/api/chat/quick-replies`, { headers: { authorization: `Bearer ${token}` } })
      if (list.status === 401) {
        token = await signIn(child.url)
        problems.push(`cycle ${cycle}: the session did not survive the restart`)
        continue
      }
      const stored = new Set(((await list.json()) as { title: string }[]).map((row) => row.title))
      const missing = [...acknowledged].filter((title) => !stored.has(title))
      lost += missing.length
      if (missing.length > 0) problems.push(`cycle ${cycle}: ${missing.length} acknowledged writes lost (${missing.slice(0, 5).join(", ")})`)
      for (const title of missing) acknowledged.delete(title)
    }
  } finally {
    if (child && child.process.exitCode === null) {
      child.process.kill("SIGTERM")
      await child.exited
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  return { cycles: options.cycles, acknowledged: acknowledged.size + lost, lost, problems }
}
