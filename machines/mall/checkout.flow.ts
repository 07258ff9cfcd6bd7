import { failed } from "../testing/fixtures.ts"
import { defineFlow } from "../testing/flow-entry.ts"
import { checkoutMachine } from "./checkout.machine.ts"
import { demoAddress, demoOrder, demoPreview, otherAddress, undeliverablePreview } from "./mall-fixtures.ts"

export const checkoutFlow = defineFlow({
  id: "checkout",
  nameZh: "确认订单",
  nameEn: "Checkout",
  description: "读取收货地址（默认地址优先，可当场新增），按地址由服务器计算每个店铺的运费、可用优惠券（默认最优，可换用或不用）和合计；每个店铺可写备注；提交订单只发送商品、数量、地址、备注和幂等键，成功后前往支付；库存、价格或配送变化时重新计算并说明原因。",
  machine: checkoutMachine,
  fakes: (fake) =>
    checkoutMachine.provide({
      actors: {
        loadAddresses: fake.promise([{ label: "有默认地址", output: [otherAddress, demoAddress] }, { label: "没有地址", output: [] }, failed]),
        loadPreview: fake.promise([
          { label: "可配送", output: demoPreview },
          { label: "不配送该地区", output: undeliverablePreview },
          { label: "没有勾选商品", error: { status: 400, message: "请选择要结算的商品" } },
        ]),
        createOrder: fake.promise([
          { label: "已下单", output: { orders: [demoOrder()], totalCents: 13_700 } },
          { label: "库存不足", error: { status: 409, message: "玻尿酸多重保湿精华液：库存不足" } },
          failed,
        ]),
      },
    }),
  events: {
    "address.select": [
      { label: "另一个地址", event: { type: "address.select", addressId: 32 } },
      { label: "默认地址", event: { type: "address.select", addressId: 31 } },
    ],
    "address.saved": [{ label: "新增地址", event: { type: "address.saved", address: { ...demoAddress, id: 33, defaulted: false } } }],
    "coupon.select": [
      { label: "用券", event: { type: "coupon.select", couponId: 7 } },
      { label: "不使用优惠券", event: { type: "coupon.select", couponId: null } },
    ],
    "note.change": [
      { label: "备注", event: { type: "note.change", shopId: 4, note: "请在工作日送达" } },
      { label: "备注过长", event: { type: "note.change", shopId: 4, note: "请".repeat(101) } },
    ],
  },
  inputs: [
    { label: "购物车结算", input: { lines: null, keyBase: "c" } },
    { label: "立即购买", input: { lines: [{ skuId: 11, quantity: 1 }], keyBase: "b" } },
  ],
})
