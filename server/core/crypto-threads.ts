import { availableParallelism } from "node:os"
import { Worker } from "node:worker_threads"
import type { KeyObject, ScryptOptions } from "node:crypto"

/**
 * The slow cryptography of a request (scrypt password hashes, RSA decryption of the passwords
 * the browser encrypts) runs on threads of its own, one fewer than the machine has cores, so a
 * burst of sign-ins or payments never takes the core the event loop runs on. Node's own scrypt
 * would run on libuv's pool of four threads, which files and DNS need too, and RSA on the loop
 * itself, which every request and every database statement waits for.
 *
 * The threads start on the first job. A thread keeps the process alive while it holds a job and
 * not once it is idle, so that a script that hashed passwords (the seeds) ends when its work
 * does. Node refs a worker's port again when a `message` listener is added, so the thread is
 * unreferenced after its listeners.
 */
export const CRYPTO_THREADS = Math.max(1, availableParallelism() - 1)

// Plain JavaScript, so the thread needs no TypeScript loader whatever runs the server.
const THREAD_SOURCE = `
const { parentPort } = require("node:worker_threads")
const { constants, privateDecrypt, scryptSync } = require("node:crypto")
const run = (job) => {
  if (job.op === "scrypt") return scryptSync(job.password, job.salt, job.keylen, job.options)
  if (job.op === "rsaRaw") return privateDecrypt({ key: job.key, padding: constants.RSA_NO_PADDING }, job.cipher)
  throw new Error("unknown job " + job.op)
}
parentPort.on("message", (job) => {
  try {
    parentPort.postMessage({ id: job.id, result: run(job) })
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) })
  }
})
`

type Job = { readonly op: "scrypt"; readonly password: string; readonly salt: Buffer; readonly keylen: number; readonly options: ScryptOptions } | { readonly op: "rsaRaw"; readonly key: KeyObject; readonly cipher: Buffer }

interface Waiting {
  readonly resolve: (result: Buffer) => void
  readonly reject: (error: Error) => void
}

interface CryptoThread {
  readonly worker: Worker
  readonly waiting: Map<number, Waiting>
}

let threads: CryptoThread[] = []
let nextId = 0

const startThread = (): CryptoThread => {
  const worker = new Worker(THREAD_SOURCE, { eval: true })
  const thread: CryptoThread = { worker, waiting: new Map() }
  worker.on("message", (message: { id: number; result?: Uint8Array; error?: string }) => {
    const waiting = thread.waiting.get(message.id)
    if (!waiting) return
    thread.waiting.delete(message.id)
    if (thread.waiting.size === 0) worker.unref()
    if (message.result) waiting.resolve(Buffer.from(message.result.buffer, message.result.byteOffset, message.result.byteLength))
    else waiting.reject(new Error(message.error ?? "crypto job failed"))
  })
  // A thread that stops fails what it held; the next job starts a new one in its place.
  const fail = (error: Error) => {
    threads = threads.filter((t) => t !== thread)
    for (const waiting of thread.waiting.values()) waiting.reject(error)
    thread.waiting.clear()
  }
  worker.on("error", fail)
  worker.on("exit", (code) => fail(new Error(`crypto thread exited with code ${code}`)))
  worker.unref()
  return thread
}

const runOnThread = (job: Job): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    while (threads.length < CRYPTO_THREADS) threads.push(startThread())
    const thread = threads.reduce((best, t) => (t.waiting.size < best.waiting.size ? t : best))
    const id = nextId++
    if (thread.waiting.size === 0) thread.worker.ref()
    thread.waiting.set(id, { resolve, reject })
    thread.worker.postMessage({ id, ...job })
  })

/** scrypt of `password` with `salt`. */
export const scryptOnThread = (password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> =>
  runOnThread({ op: "scrypt", password, salt, keylen, options })

/** The RSA block under `cipher`, decrypted without removing its padding. */
export const rsaRawDecryptOnThread = (key: KeyObject, cipher: Buffer): Promise<Buffer> => runOnThread({ op: "rsaRaw", key, cipher })
