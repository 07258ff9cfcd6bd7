import { desc, eq } from "drizzle-orm"
import { mailOutbox } from "../../server/member/tables.ts"
import type { RunningServer } from "../../server/core/server.ts"
import type { TestServer } from "./test-server.ts"

/** A complete address in 北京市 市辖区 东城区, valid for the form rules. */
export const beijingAddress = (overrides: Partial<{ name: string; detail: string; phone: string; defaulted: boolean }> = {}) => ({
  name: overrides.name ?? "王小明",
  region: JSON.stringify(["110000", "110100", "110101"]),
  detail: overrides.detail ?? "东华门街道南河沿大街12号院3号楼",
  phone: overrides.phone ?? "13912345678",
  telephone: "",
  ...(overrides.defaulted === undefined ? {} : { defaulted: overrides.defaulted }),
})

/** Saves an address through the API and answers its id. */
export const saveAddress = async (server: TestServer, token: string, overrides: Parameters<typeof beijingAddress>[0] = {}) => {
  const answer = await server.call("addressCreate", { body: beijingAddress(overrides) }, { token })
  if (!answer.ok) throw new Error(`address not saved: ${answer.body.message}`)
  return answer.body.id
}

/** The latest code the local mail provider sent to an address. */
export const latestEmailCode = async (server: Pick<RunningServer, "deps">, email: string): Promise<string> => {
  const [row] = await server.deps.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1)
  const code = /验证码为(\d{6})/.exec(row?.text ?? "")?.[1]
  if (!code) throw new Error(`no e-mail code sent to ${email}`)
  return code
}

/** A valid identity card number: region, birth date and sequence with its check character. */
export { idCardCheckChar } from "../../domain/core/validation/id-card.ts"
