import { spawn } from "node:child_process"

/** A bench server running in a child process: its URL, and a stop that waits for it to exit. */
export interface ChildServer {
  readonly url: string
  /** What the server printed up to READY (bench/serve.ts prints a member's token for `portal`). */
  readonly printed: string
  stop(): Promise<void>
}

/**
 * Starts a bench server script (bench/serve.ts unless `script` names another) in a child process
 * and resolves with its URL once it prints `READY <url>`. `stop` sends SIGTERM and SIGKILL after 5 s.
 */
export const startChildServer = (
  args: readonly string[],
  options: { readonly script?: string; readonly env?: NodeJS.ProcessEnv } = {},
): Promise<ChildServer> =>
  new Promise((resolve, reject) => {
    const script = options.script ?? "bench/serve.ts"
    const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, ...options.env },
    })
    let buffer = ""
    child.stdout.on("data", (chunk: Buffer) => {
      buffer += chunk.toString()
      const match = /READY (\S+)/.exec(buffer)
      if (!match?.[1]) return
      resolve({
        url: match[1],
        printed: buffer,
        stop: () =>
          new Promise<void>((done) => {
            const force = setTimeout(() => child.kill("SIGKILL"), 5000)
            child.once("exit", () => {
              clearTimeout(force)
              done()
            })
            child.kill("SIGTERM")
          }),
      })
    })
    child.once("exit", (code) => reject(new Error(`bench server ${script} exited with ${code}`)))
  })
