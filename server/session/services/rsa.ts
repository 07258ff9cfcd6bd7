import { constants, createPrivateKey, generateKeyPairSync, privateDecrypt, publicEncrypt, type KeyObject } from "node:crypto"
import type { Db } from "../../core/db/client.ts"
import { loadOrCreateSecret } from "../../core/secrets.ts"
import { badRequest } from "../../../domain/core/errors.ts"
import { rsaRawDecryptOnThread } from "../../core/crypto-threads.ts"

/** The name of the key pair in server_secrets. */
export const RSA_SECRET_NAME = "rsa-login"

/** Thrown for every value that cannot be decrypted, whatever the reason. */
export class DecryptError extends Error {
  constructor() {
    super("value could not be decrypted")
    this.name = "DecryptError"
  }
}

/**
 * The message inside a PKCS#1 v1.5 encryption block (RFC 8017, 7.2.2): 0x00 0x02, at least eight
 * non-zero padding bytes, 0x00, the message. Null when the block is not one. The whole block is
 * read whatever its content, so the time taken does not tell where a malformed block went wrong.
 */
export const pkcs1v15Message = (block: Uint8Array): Uint8Array | null => {
  let separator = 0
  for (let i = 2; i < block.length; i++) {
    if (separator === 0 && block[i] === 0) separator = i
  }
  const wellFormed = block[0] === 0 && block[1] === 2 && separator >= 10
  return wellFormed ? block.subarray(separator + 1) : null
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

/**
 * The RSA key pair for passwords the browser encrypts (jsencrypt, PKCS#1 v1.5).
 * It is generated on first start and kept in the database, so every server
 * process on one database decrypts the same way. Node refuses PKCS#1 v1.5 padding in
 * privateDecrypt, so the block is decrypted natively without padding and its padding checked
 * here (pkcs1v15Message); every failure is the same DecryptError, so callers answer one
 * generic message.
 */
export class RsaKeys {
  private constructor(
    readonly publicKeyPem: string,
    private readonly privateKey: KeyObject,
    private readonly modulusBytes: number,
  ) {}

  static async load(db: Db): Promise<RsaKeys> {
    const stored = await loadOrCreateSecret(db, RSA_SECRET_NAME, () => {
      const pair = generateKeyPairSync("rsa", {
        modulusLength: 2048,
        publicKeyEncoding: { type: "spki", format: "pem" },
        privateKeyEncoding: { type: "pkcs1", format: "pem" },
      })
      return JSON.stringify({ publicKey: pair.publicKey, privateKey: pair.privateKey })
    })
    const { publicKey, privateKey } = JSON.parse(stored) as { publicKey: string; privateKey: string }
    return RsaKeys.fromPem(publicKey, privateKey)
  }

  /** The pair from its PEM texts (public SPKI, private PKCS#1). */
  static fromPem(publicKeyPem: string, privateKeyPem: string): RsaKeys {
    const key = createPrivateKey(privateKeyPem)
    const bits = key.asymmetricKeyDetails?.modulusLength ?? 2048
    return new RsaKeys(publicKeyPem, key, Math.ceil(bits / 8))
  }

  /** The text behind a base64 ciphertext, or DecryptError. */
  decrypt(base64: string): string {
    try {
      return this.messageOf(privateDecrypt({ key: this.privateKey, padding: constants.RSA_NO_PADDING }, this.cipherOf(base64)))
    } catch {
      throw new DecryptError()
    }
  }

  /** As decryptOrNull, with the decryption on a crypto thread (server/core/crypto-threads.ts), off the event loop. */
  async decryptOffLoop(base64: string): Promise<string | null> {
    try {
      return this.messageOf(await rsaRawDecryptOnThread(this.privateKey, this.cipherOf(base64)))
    } catch {
      return null
    }
  }

  private cipherOf(base64: string): Buffer {
    if (!BASE64.test(base64)) throw new DecryptError()
    const cipher = Buffer.from(base64, "base64")
    if (cipher.length !== this.modulusBytes) throw new DecryptError()
    return cipher
  }

  private messageOf(block: Uint8Array): string {
    const message = pkcs1v15Message(block)
    if (message === null) throw new DecryptError()
    return new TextDecoder("utf-8", { fatal: true }).decode(message)
  }

  /** The text behind a ciphertext, or null when it does not decrypt (every failure alike). */
  decryptOrNull(base64: string): string | null {
    try {
      return this.decrypt(base64)
    } catch {
      return null
    }
  }

  /** The text behind a ciphertext, or a 400 with `message` when it does not decrypt. */
  decryptOrRefuse(base64: string, message: string): string {
    const plain = this.decryptOrNull(base64)
    if (plain === null) throw badRequest(message, "decrypt_failed")
    return plain
  }

  /** Encrypts as jsencrypt does (for tests and scripts). */
  encrypt(text: string): string {
    return publicEncrypt({ key: this.publicKeyPem, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(text, "utf8")).toString("base64")
  }
}
