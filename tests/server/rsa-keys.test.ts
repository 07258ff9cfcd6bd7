import { constants, generateKeyPairSync, publicEncrypt, randomBytes } from "node:crypto"
import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { rsaEncrypt } from "../../adapters/crypto/rsa.ts"
import { DecryptError, pkcs1v15Message, RsaKeys } from "../../server/session/services/rsa.ts"

const pair = generateKeyPairSync("rsa", {
  modulusLength: 2048,
  publicKeyEncoding: { type: "spki", format: "pem" },
  privateKeyEncoding: { type: "pkcs1", format: "pem" },
})
const keys = RsaKeys.fromPem(pair.publicKey, pair.privateKey)

/** Encrypts a whole 256-byte block as it is, so that the padding under test reaches the server. */
const rawCipher = (block: Uint8Array) =>
  publicEncrypt({ key: pair.publicKey, padding: constants.RSA_NO_PADDING }, block).toString("base64")

const block = (head: number[], padding: number, message: string) => {
  const bytes = new Uint8Array(256)
  const text = Buffer.from(message, "utf8")
  bytes.set(head, 0)
  for (let i = head.length; i < head.length + padding; i++) bytes[i] = 1 + (i % 255)
  bytes[head.length + padding] = 0
  bytes.set(text, head.length + padding + 1)
  return bytes
}

describe("RSA keys of the login and payment passwords", () => {
  // jsencrypt writes each UTF-16 unit on its own, so only the basic plane travels as UTF-8.
  const basicPlane = fc.string({ unit: "grapheme", maxLength: 40 }).filter((s) => !/[\u{10000}-\u{10FFFF}]/u.test(s))

  test.prop([basicPlane], { numRuns: 40 })(
    "what the browser encrypts with jsencrypt comes back unchanged",
    (text) => {
      expect(keys.decrypt(rsaEncrypt(pair.publicKey, text))).toBe(text)
    },
  )

  test("the server's own encryption is the browser's", () => {
    expect(keys.decrypt(keys.encrypt("654321"))).toBe("654321")
  })

  test("a block with PKCS#1 v1.5 padding decrypts; any other block is refused alike", () => {
    const message = "123456"
    expect(keys.decrypt(rawCipher(block([0, 2], 256 - 3 - message.length, message)))).toBe(message)
    const refused = [
      rawCipher(block([0, 1], 256 - 3 - message.length, message)), // signature padding
      rawCipher(block([0, 2], 7, message)), // fewer than eight padding bytes
      rawCipher(new Uint8Array(256).fill(7).map((b, i) => (i === 0 ? 0 : i === 1 ? 2 : b))), // no separator
      rawCipher(block([0, 2], 256 - 3 - 2, "\xff").map((b, i) => (i >= 254 ? 0xff : b))), // not UTF-8
      keys.encrypt("123456").slice(4), // shorter than the modulus
      "not base64!",
      "",
      randomBytes(300).toString("base64"),
    ]
    for (const cipher of refused) {
      expect(() => keys.decrypt(cipher)).toThrow(DecryptError)
      expect(keys.decryptOrNull(cipher)).toBeNull()
    }
  })

  test("the padding check reads the block's rule, not its message", () => {
    expect(pkcs1v15Message(Uint8Array.from([0, 2, 1, 1, 1, 1, 1, 1, 1, 1, 0, 65]))).toEqual(Uint8Array.from([65]))
    expect(pkcs1v15Message(Uint8Array.from([0, 2, 1, 1, 1, 1, 1, 1, 1, 0, 65]))).toBeNull()
    expect(pkcs1v15Message(Uint8Array.from([0, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1]))).toBeNull()
    expect(pkcs1v15Message(Uint8Array.from([1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 0, 65]))).toBeNull()
  })
})
