import { generateKeyPairSync } from "node:crypto"
import forge from "node-forge"
import type { Db } from "../../core/db/client.ts"
import { loadOrCreateSecret } from "../../core/secrets.ts"
import { badRequest } from "../../../domain/core/errors.ts"

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
 * The RSA key pair for passwords the browser encrypts (jsencrypt, PKCS#1 v1.5).
 * It is generated on first start and kept in the database, so every server
 * process on one database decrypts the same way. Decryption uses node-forge,
 * since Node 20 refuses PKCS#1 v1.5 in crypto.privateDecrypt; every failure is
 * the same DecryptError, so callers answer one generic message.
 */
export class RsaKeys {
  private constructor(
    readonly publicKeyPem: string,
    private readonly privateKey: forge.pki.rsa.PrivateKey,
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
    return new RsaKeys(publicKey, forge.pki.privateKeyFromPem(privateKey))
  }

  /** The text behind a base64 ciphertext, or DecryptError. */
  decrypt(base64: string): string {
    try {
      if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw new DecryptError()
      const bytes = forge.util.decode64(base64)
      const plain = this.privateKey.decrypt(bytes, "RSAES-PKCS1-V1_5")
      return forge.util.decodeUtf8(plain)
    } catch {
      throw new DecryptError()
    }
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
    const key = forge.pki.publicKeyFromPem(this.publicKeyPem)
    return forge.util.encode64(key.encrypt(forge.util.encodeUtf8(text), "RSAES-PKCS1-V1_5"))
  }
}
