import { randomBytes, timingSafeEqual } from "node:crypto"
import { scryptOnThread as scryptAsync } from "../../core/crypto-threads.ts"

/** The work factors of an scrypt hash. */
export interface ScryptCost {
  readonly N: number
  readonly r: number
  readonly p: number
}

/** Sign-in passwords: about 50 ms of one core and 16 MB each. */
export const PASSWORD_COST: ScryptCost = { N: 16384, r: 8, p: 1 }

const KEY_LENGTH = 32

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64. */
export const hashPassword = async (password: string, cost: ScryptCost = PASSWORD_COST): Promise<string> => {
  const salt = randomBytes(16)
  const key = await scryptAsync(password, salt, KEY_LENGTH, cost)
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64"), key.toString("base64")].join("$")
}

/** Whether a stored hash was made with these work factors (else it is due for a new hash). */
export const hashedWith = (stored: string, cost: ScryptCost): boolean => {
  const [scheme, n, r, p] = stored.split("$")
  return scheme === "scrypt" && Number(n) === cost.N && Number(r) === cost.r && Number(p) === cost.p
}

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, n, r, p, salt, hash] = stored.split("$")
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !hash) return false
  const expected = Buffer.from(hash, "base64")
  const key = await scryptAsync(password, Buffer.from(salt, "base64"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  })
  return key.length === expected.length && timingSafeEqual(key, expected)
}
