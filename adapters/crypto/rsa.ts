import { JSEncrypt } from "jsencrypt"

/**
 * Encrypts a secret (password, payment password) with the server's public RSA
 * key, PKCS#1 v1.5 as jsencrypt does; the answer is base64. The server
 * decrypts with its private key; the secret never travels in clear.
 */
export const rsaEncrypt = (publicKeyPem: string, text: string): string => {
  const encryptor = new JSEncrypt()
  encryptor.setPublicKey(publicKeyPem)
  const encrypted = encryptor.encrypt(text)
  if (encrypted === false) throw new Error("加密失败，请刷新页面后重试")
  return encrypted
}
