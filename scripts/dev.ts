import { spawn } from "node:child_process"

/** The API server (restarting on change) and the Vite dev server, which proxies to it. */
const children = [
  spawn("npx", ["tsx", "watch", "server/core/main.ts"], { stdio: "inherit", env: { ...process.env, PORT: process.env.PORT ?? "8080" } }),
  spawn("npx", ["vite"], { stdio: "inherit" }),
]
const stop = () => {
  for (const child of children) child.kill("SIGTERM")
}
process.once("SIGINT", stop)
process.once("SIGTERM", stop)
for (const child of children) child.on("exit", (code) => {
  if (code) {
    stop()
    process.exitCode = code
  }
})
