import { beforeAll } from "vitest"
import type { MallOrder } from "../../domain/mall/order.ts"
import { openShop } from "../../server/mall/services/shops.ts"
import { seededToken, seededUserId, signedInUser } from "./auth.ts"
import { saveAddress } from "./member.ts"
import { started, type ServerSuite } from "./server-suite.ts"
import type { TestServer } from "./test-server.ts"
import { newKey } from "./wallet.ts"

/** A session token of the demo shop's merchant (meiyan_shop, owner of 美妍旗舰店). */
export const merchantToken = async (server: TestServer): Promise<string> => {
  return seededToken(server, "meiyan_shop")
}

/**
 * Who may and who may not manage the demo shop 美妍旗舰店: its owner (meiyan_shop), the owner of a
 * new shop next door and a plain member, each with a session token.
 */
export const demoShopCallers = async (server: TestServer) => {
  const ownerId = await seededUserId(server, "meiyan_shop")
  const owner = (await server.deps.tokens.issue(ownerId)).token
  const neighbour = await signedInUser(server, { nickName: "隔壁小店", type: "merchant" })
  await openShop(server.deps.db, { ownerId: neighbour.user.id, name: "隔壁小店", logo: "", description: "" })
  const member = (await signedInUser(server, { nickName: "普通会员" })).token
  return { owner, ownerId, other: neighbour.token, member }
}

type DemoShopCallers = Awaited<ReturnType<typeof demoShopCallers>>

/** Called inside a `describe` after `useTestServer`: the demo shop's callers, made once before the tests. */
export const useDemoShopCallers = (suite: ServerSuite): DemoShopCallers => {
  let callers: DemoShopCallers | undefined
  beforeAll(async () => {
    callers = await demoShopCallers(suite.server)
  }, 600_000)
  const read = () => started(callers, "demo shop's callers")
  return {
    get owner() {
      return read().owner
    },
    get ownerId() {
      return read().ownerId
    },
    get other() {
      return read().other
    },
    get member() {
      return read().member
    },
  }
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
