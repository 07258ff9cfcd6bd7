import { randomBytes } from "node:crypto"
import type { Tx } from "../client.ts"
import { users } from "../../../session/tables/users.ts"
import { hashPassword } from "../../../session/services/passwords.ts"
import { cents } from "../../../../domain/core/money.ts"

export interface NewUser {
  readonly username?: string
  readonly password?: string
  readonly nickName?: string
  readonly phone?: string | null
  readonly email?: string | null
  readonly gender?: "男" | "女"
  readonly type?: "member" | "merchant" | "sys"
  readonly roles?: readonly string[]
  readonly authState?: "not_certified" | "auth_examine" | "auth_fail" | "certified"
  readonly avatarPath?: string
  readonly invitedBy?: number | null
  readonly grade?: string
  readonly vipAmount?: number
  readonly vipExpiresAt?: Date | null
  readonly isMaker?: boolean
}

export type UserRow = typeof users.$inferSelect

/**
 * Writes one user. Used by the demo seed and by tests alike, so the demo
 * accounts and test accounts are made the same way.
 */
export const insertUser = async (tx: Tx, input: NewUser = {}): Promise<UserRow> => {
  const suffix = randomBytes(4).toString("hex")
  const [row] = await tx
    .insert(users)
    .values({
      username: input.username ?? `member_${suffix}`,
      passwordHash: await hashPassword(input.password ?? "Portal_2024"),
      nickName: input.nickName ?? `会员${suffix.slice(0, 4)}`,
      phone: input.phone ?? null,
      email: input.email ?? null,
      gender: input.gender ?? "男",
      type: input.type ?? "member",
      roles: [...(input.roles ?? [])],
      authState: input.authState ?? "not_certified",
      avatarPath: input.avatarPath ?? "",
      inviteCode: randomBytes(4).toString("hex").toUpperCase(),
      invitedBy: input.invitedBy ?? null,
      grade: input.grade ?? "普通会员",
      vipAmount: cents(input.vipAmount ?? 0),
      vipExpiresAt: input.vipExpiresAt ?? null,
      isMaker: input.isMaker ?? false,
    })
    .returning()
  if (!row) throw new Error("user not stored")
  return row
}
