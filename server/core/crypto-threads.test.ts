import { constants, generateKeyPairSync, privateDecrypt, publicEncrypt, randomBytes, scryptSync } from "node:crypto"
import { describe, expect, it } from "vitest"
import { rsaRawDecryptOnThread, scryptOnThread } from "./crypto-threads.ts"

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

  it("refuse a job that fails and keep working", async () => {
    await expect(scryptOnThread("x", randomBytes(16), 32, { N: 3, r: 8, p: 1 })).rejects.toThrow()
    expect((await scryptOnThread("x", Buffer.alloc(16), 16, { N: 16, r: 1, p: 1 })).length).toBe(16)
  })
})
