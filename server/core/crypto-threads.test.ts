import { constants, generateKeyPairSync, privateDecrypt, publicEncrypt, randomBytes, scryptSync } from "node:crypto"
import { spawnSync } from "node:child_process"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { rsaRawDecryptOnThread, scryptOnThread } from "./crypto-threads.ts"

const threadsModule = fileURLToPath(new URL("./crypto-threads.ts", import.meta.url))

describe("crypto threads", () => {
  it("hash as node's own scrypt does, many at once", async () => {
    const salts = Array.from({ length: 8 }, () => randomBytes(16))
    const options = { N: 1024, r: 8, p: 1 }
    const keys = await Promise.all(salts.map((salt, i) => scryptOnThread(`密码${i}`, salt, 32, options)))
    keys.forEach((key, i) => expect(key.equals(scryptSync(`密码${i}`, salts[i]!, 32, options))).toBe(true))
  })

  it("decrypt an RSA block as privateDecrypt does", async () => {
    const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 })
    const cipher = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from("123456"))
    const block = await rsaRawDecryptOnThread(privateKey, cipher)
    expect(block.equals(privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, cipher))).toBe(true)
  })

  it("keep a process alive while they hold a job, and let it end once they are idle", () => {
    // A script that hashes and then has nothing left to do (as the seeds do) must end by itself.
    const script = `import { scryptOnThread } from ${JSON.stringify(threadsModule)}
      const key = await scryptOnThread("密码", Buffer.from("salt"), 16, { N: 1024, r: 8, p: 1 })
      console.log(key.toString("hex"))`
    const dir = mkdtempSync(path.join(tmpdir(), "crypto-threads-"))
    const file = path.join(dir, "hash.mjs")
    writeFileSync(file, script)
    // A process still running after 20 s is one the thread kept alive.
    const run = spawnSync(process.execPath, ["--import", "tsx", file], { encoding: "utf8", timeout: 20_000 })
    rmSync(dir, { recursive: true, force: true })
    expect(run.stderr).toBe("")
    expect(run.signal).toBeNull()
    expect(run.status).toBe(0)
    expect(run.stdout.trim()).toBe(scryptSync("密码", "salt", 16, { N: 1024, r: 8, p: 1 }).toString("hex"))
  }, 30_000)

  it("refuse a job that fails and keep working", async () => {
    await expect(scryptOnThread("x", randomBytes(16), 32, { N: 3, r: 8, p: 1 })).rejects.toThrow()
    expect((await scryptOnThread("x", Buffer.alloc(16), 16, { N: 16, r: 1, p: 1 })).length).toBe(16)
  })
})
