import { createAddress } from "../../server/member/services/addresses.ts"
import { users } from "../../server/session/tables/users.ts"
import { eq } from "drizzle-orm"
import { squarePng } from "./images.ts"
import { ok, type TestServer } from "./test-server.ts"
import { newKey, walletMember, type WalletMember } from "./wallet.ts"

/**
 * Buyers and orders for the mall's after-sale tests (coupons, returns, reviews): members with a
 * balance and an address, completed orders made through the API, uploads as the widget sends them.
 */

/** 北京市 市辖区 东城区. */
export const BEIJING = '["110000","110100","110101"]'

export type Buyer = WalletMember & { readonly addressId: number }

/** A member with a balance, a payment password and a Beijing address; certified unless asked. */
export const buyer = async (server: TestServer, options: { cents?: number; authState?: "not_certified" | "auth_examine" | "auth_fail" | "certified" } = {}): Promise<Buyer> => {
  const m = await walletMember(server, { cents: options.cents ?? 1_000_000, authState: options.authState ?? "certified" })
  const address = await createAddress(server.deps.db, m.user.id, { name: "林小雨", region: BEIJING, detail: "和平里东街18号3单元502", phone: "13800000001" })
  return { ...m, addressId: address.id }
}

/** The demo shop's owner (meiyan_shop), signed in. */
export const shopOwner = async (server: TestServer): Promise<{ id: number; token: string }> => {
  const [shop] = await server.deps.db.select({ id: users.id }).from(users).where(eq(users.username, "meiyan_shop"))
  if (!shop) throw new Error("the demo shop's merchant is not seeded")
  return { id: shop.id, token: (await server.deps.tokens.issue(shop.id)).token }
}

/** A product of the demo catalogue by title, with its SKUs in stock. */
export const productOf = async (server: TestServer, title: string) => {
  const card = ok(await server.call("productList", { query: { keyword: title } })).body.content[0]!
  const specs = ok(await server.call("productSkus", { params: { spuId: card.spuId } })).body
  return { card, skus: specs.skus.filter((s) => s.stock > 0) }
}

type Line = { readonly skuId: number; readonly quantity: number }

/** Orders the lines (no coupon unless named) and pays them. */
export const paidOrder = async (server: TestServer, m: Buyer, lines: ReadonlyArray<Line>, couponId: number | null = null) => {
  const created = ok(await server.call("orderCreate", { body: { lines: [...lines], addressId: m.addressId, couponId, idempotencyKey: newKey() } }, { token: m.token })).body
  const orderNum = created.orders[0]!.orderNum
  ok(await server.call("orderPay", { body: { orderNums: [orderNum], payPass: server.deps.rsa.encrypt(m.payPassword), idempotencyKey: newKey() } }, { token: m.token }))
  return created.orders[0]!
}

/** An order bought, paid, shipped by the demo shop and received by the buyer: 已完成. */
export const completedOrder = async (server: TestServer, m: Buyer, lines: ReadonlyArray<Line>, couponId: number | null = null) => {
  const order = await paidOrder(server, m, lines, couponId)
  const shop = await shopOwner(server)
  ok(await server.call("shopOrderShip", { params: { orderNum: order.orderNum }, body: { courier: "SF", trackingNo: "SF1234567890" } }, { token: shop.token }))
  return ok(await server.call("orderReceive", { params: { orderNum: order.orderNum } }, { token: m.token })).body
}

/** Uploads a small PNG as the member, as the upload widget does; answers its path. */
export const uploadPicture = async (server: TestServer, token: string, kind = "pictures"): Promise<string> => {
  const response = await fetch(`${server.url}/upload/${kind}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "x-file-name": encodeURIComponent("凭证.png") },
    body: new Blob([new Uint8Array(squarePng(8))]),
  })
  if (!response.ok) throw new Error(`upload failed: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { data: { path: string } }).data.path
}
