import { eq } from "drizzle-orm"
import type { MallOrder } from "../../domain/mall/order.ts"
import { users } from "../../server/session/tables/users.ts"
import { saveAddress } from "./member.ts"
import type { TestServer } from "./test-server.ts"
import { newKey } from "./wallet.ts"

/** A session token of the demo shop's merchant (meiyan_shop, owner of 美妍旗舰店). */
export const merchantToken = async (server: TestServer): Promise<string> => {
  const [shop] = await server.deps.db.select({ id: users.id }).from(users).where(eq(users.username, "meiyan_shop"))
  if (!shop) throw new Error("the demo shop's merchant is not seeded")
  return (await server.deps.tokens.issue(shop.id)).token
}

/**
 * An unpaid order of the member for one piece of a demo product's first SKU in stock, made
 * through the API as checkout makes it (an address in Beijing first).
 */
export const placeMallOrder = async (server: TestServer, token: string, keyword = "玻尿酸多重保湿精华液"): Promise<MallOrder> => {
  const addressId = await saveAddress(server, token, { name: "林小雨" })
  const list = await server.call("productList", { query: { keyword } })
  const card = list.ok ? list.body.content[0] : undefined
  if (!card) throw new Error(`no product found for ${keyword}`)
  const specs = await server.call("productSkus", { params: { spuId: card.spuId } })
  const sku = specs.ok ? specs.body.skus.find((s) => s.stock > 0) : undefined
  if (!sku) throw new Error(`no SKU in stock for ${keyword}`)
  const created = await server.call("orderCreate", { body: { lines: [{ skuId: sku.skuId, quantity: 1 }], addressId, idempotencyKey: newKey() } }, { token })
  if (!created.ok || !created.body.orders[0]) throw new Error(`order not created: ${JSON.stringify(created.body)}`)
  return created.body.orders[0]
}

/** An order of the member paid from the balance (payment password), shipped by the demo shop and received: 已完成. */
export const completedMallOrder = async (server: TestServer, member: { token: string; payPassword: string }, keyword?: string): Promise<MallOrder> => {
  const order = await placeMallOrder(server, member.token, keyword)
  const paid = await server.call("orderPay", { body: { orderNums: [order.orderNum], payPass: server.deps.rsa.encrypt(member.payPassword), idempotencyKey: newKey() } }, { token: member.token })
  if (!paid.ok) throw new Error(`order not paid: ${JSON.stringify(paid.body)}`)
  const shipped = await server.call("shopOrderShip", { params: { orderNum: order.orderNum }, body: { courier: "SF", trackingNo: "SF1234567890" } }, { token: await merchantToken(server) })
  if (!shipped.ok) throw new Error(`order not shipped: ${JSON.stringify(shipped.body)}`)
  const received = await server.call("orderReceive", { params: { orderNum: order.orderNum } }, { token: member.token })
  if (!received.ok) throw new Error(`order not received: ${JSON.stringify(received.body)}`)
  return received.body
}
