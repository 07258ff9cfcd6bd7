import { spawn, type ChildProcess } from "node:child_process"

/** Starts bench/serve.ts in a child process and resolves with its URL. */
export const startChildServer = (args: readonly string[]): Promise<{ url: string; stop(): Promise<void> }> =>
  new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "bench/serve.ts", ...args], {
      stdio: ["ignore", "pipe", "inherit"],
    })
    let buffer = ""
    child.stdout?.on("data", (chunk: Buffer) => {
      buffer += chunk.toString()
      const match = /READY (\S+)/.exec(buffer)
      if (match?.[1]) {
        resolve({
          url: match[1],
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
      }
    })
    child.once("exit", (code) => reject(new Error(`bench server exited with ${code}`)))
  })
