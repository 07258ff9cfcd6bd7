import type { AppDeps } from "../../core/deps.ts"
import { badRequest } from "../../../domain/core/errors.ts"
import { DecryptError } from "../../session/services/rsa.ts"

/** What a secret that cannot be decrypted answers (a stale public key, a tampered value). */
export const DECRYPT_FAILED_MESSAGE = "支付密码解密失败，请刷新页面后重试"

/**
 * The plain text of a secret the browser sent RSA-encrypted, or null when it does not
 * decrypt (every failure alike).
 */
export const decryptOrNull = (deps: AppDeps, text: string): string | null => {
  try {
    return deps.rsa.decrypt(text)
  } catch (error) {
    if (error instanceof DecryptError) return null
    throw error
  }
}

/** The plain text of an encrypted secret, or 400 when it does not decrypt. */
export const decryptSecret = (deps: AppDeps, text: string): string => {
  const plain = decryptOrNull(deps, text)
  if (plain === null) throw badRequest(DECRYPT_FAILED_MESSAGE)
  return plain
}
