/** Shared steps of the maker tests: an application with its sample picture, and its deposit paid. */
import { squarePng } from "./images.ts"
import { uploadAs } from "./maker-courses.ts"
import type { TestServer } from "./test-server.ts"
import { newKey, walletMember, type WalletMember } from "./wallet.ts"

export interface MakerApplicant {
  readonly member: WalletMember
  readonly applicationId: number
}

/** A certified member with ¥1,000 who uploaded a sample picture and applied (护肤美妆); the deposit is not paid yet. */
export const makerApplicant = async (server: TestServer): Promise<MakerApplicant> => {
  const member = await walletMember(server, { cents: 100_000, authState: "certified" })
  const sample = await uploadAs(server, member.token, "pictures", squarePng(), "作品.png")
  const applied = await server.call(
    "makerApply",
    { body: { displayName: `创客${member.user.id}`, field: "护肤美妆", intro: "分享十年护肤经验，专注敏感肌修护。", sample } },
    { token: member.token },
  )
  if (!applied.ok) throw new Error(applied.body.message)
  return { member, applicationId: applied.body.id }
}

/** Pays the application's deposit from the member's balance with the payment password. */
export const payMakerDeposit = (server: TestServer, { member, applicationId }: MakerApplicant, idempotencyKey = newKey()) =>
  server.call("makerDepositPay", { body: { applicationId, payPass: server.deps.rsa.encrypt(member.payPassword), idempotencyKey } }, { token: member.token })
