/**
 * The mall's buying flows for machines/index.ts (the flows page and the path tests).
 */
import { defineFlow, type FlowEntry } from "../testing/flow-entry.ts"
import { buyBoxMachine } from "./buy-box.machine.ts"
import { cartBadgeMachine } from "./cart-badge.machine.ts"
import { cartMachine } from "./cart.machine.ts"
import { checkoutMachine } from "./checkout.machine.ts"
import { cartLine, demoAddress, demoCart, demoOrder, demoPreview, demoSpecs, otherAddress, twoSecondsLeft, undeliverablePreview } from "./mall-fixtures.ts"
import { orderPaymentMachine } from "./order-payment.machine.ts"
import { shopFollowMachine } from "./shop-follow.machine.ts"

const failed = { label: "失败", error: { status: null, message: "网络请求超时" } }

export const MALL_FLOWS: ReadonlyArray<FlowEntry> = [
  defineFlow({
    id: "buyBox",
    nameZh: "商品购买区",
    nameEn: "Product buy box",
    description: "商品页选择销售属性（无库存的组合置灰），价格、库存和图片随所选规格变化，数量不超过库存；加入购物车（访客也可以）或立即购买（访客先登录）。",
    machine: buyBoxMachine,
    fakes: (fake) =>
      buyBoxMachine.provide({
        actors: {
          loadSpecs: fake.promise([
            { label: "成功", output: demoSpecs },
            { label: "全部售罄", output: { ...demoSpecs, skus: demoSpecs.skus.map((s) => ({ ...s, stock: 0 })) } },
            failed,
          ]),
          addToCart: fake.promise([{ label: "已加入", output: { pieces: 3 } }, { label: "库存不足", error: { status: 409, message: "库存不足" } }]),
        },
      }),
    events: {
      "option.toggle": [
        { label: "选50ml", event: { type: "option.toggle", attrIndex: 0, value: "50ml" } },
        { label: "再点经典款（取消）", event: { type: "option.toggle", attrIndex: 1, value: "经典款" } },
        { label: "选已售罄的礼盒款", event: { type: "option.toggle", attrIndex: 1, value: "礼盒款" } },
      ],
      "quantity.set": [
        { label: "5件", event: { type: "quantity.set", quantity: 5 } },
        { label: "超过库存", event: { type: "quantity.set", quantity: 999 } },
      ],
    },
    inputs: [
      { label: "会员", input: { spuId: 1, member: true } },
      { label: "访客", input: { spuId: 1, member: false } },
    ],
  }),
  defineFlow({
    id: "cart",
    nameZh: "购物车",
    nameEn: "Cart",
    description: "按店铺分组的购物车：勾选单件、店铺或全选，数量不超过库存，删除、清空；每次修改立即显示合计，再依次保存（会员存服务器，访客存浏览器），保存失败恢复原样并提示；去结算（访客先登录）。",
    machine: cartMachine,
    fakes: (fake) =>
      cartMachine.provide({
        actors: {
          loadCart: fake.promise([{ label: "两件商品", output: demoCart }, { label: "空购物车", output: { items: [] } }, failed]),
          saveChange: fake.promise([
            { label: "已保存", output: { items: [cartLine(11, { quantity: 2 })] } },
            { label: "库存不足", error: { status: 409, message: "库存不足" } },
          ]),
        },
      }),
    events: {
      "cart.quantity": [{ label: "改为2件", event: { type: "cart.quantity", skuId: 11, quantity: 2 } }],
      "cart.check": [
        { label: "取消勾选", event: { type: "cart.check", skuId: 11, checked: false } },
        { label: "勾选", event: { type: "cart.check", skuId: 11, checked: true } },
      ],
      "cart.checkShop": [
        { label: "取消店铺", event: { type: "cart.checkShop", shopId: 4, checked: false } },
        { label: "没有这个店铺", event: { type: "cart.checkShop", shopId: 99, checked: true } },
      ],
      "cart.checkAll": [
        { label: "全不选", event: { type: "cart.checkAll", checked: false } },
        { label: "全选", event: { type: "cart.checkAll", checked: true } },
      ],
      "cart.remove": [{ label: "删除一件", event: { type: "cart.remove", skuIds: [14] } }],
    },
    inputs: [
      { label: "会员", input: { member: true } },
      { label: "访客", input: { member: false } },
    ],
  }),
  defineFlow({
    id: "cartBadge",
    nameZh: "购物车数量",
    nameEn: "Cart count",
    description: "顶部的购物车件数：访客的件数来自浏览器；会员登录后先把访客加入的商品并入会员购物车（只并一次），再显示会员的件数，读取失败30秒后重试；加购、修改、删除后件数随之变化。",
    machine: cartBadgeMachine,
    fakes: (fake) =>
      cartBadgeMachine.provide({
        actors: { syncCart: fake.promise([{ label: "已合并", output: { pieces: 5 } }, failed]) },
      }),
    events: {
      "cart.count": [{ label: "加购后3件", event: { type: "cart.count", pieces: 3 } }],
      "session.visitor": [{ label: "退出登录", event: { type: "session.visitor", pieces: 0 } }],
    },
    inputs: [
      { label: "访客", input: { member: false, pieces: 2 } },
      { label: "会员", input: { member: true, pieces: 0 } },
    ],
  }),
  defineFlow({
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
  }),
  defineFlow({
    id: "orderPayment",
    nameZh: "订单支付",
    nameEn: "Order payment",
    description: "读取待支付的订单，显示应付金额和剩余支付时间（每秒倒计时，到时订单关闭）；用余额和6位支付密码支付，成功后前往支付成功页；已支付或已关闭的订单直接说明。",
    machine: orderPaymentMachine,
    fakes: (fake) =>
      orderPaymentMachine.provide({
        actors: {
          loadOrders: fake.promise([
            { label: "待支付（剩2秒）", output: { orders: [demoOrder()], now: twoSecondsLeft } },
            { label: "已支付", output: { orders: [demoOrder({ status: 1 })], now: twoSecondsLeft } },
            { label: "已关闭", output: { orders: [demoOrder({ status: 4 })], now: twoSecondsLeft } },
            { label: "已超时", output: { orders: [demoOrder()], now: twoSecondsLeft + 5_000 } },
            failed,
          ]),
        },
      }),
    inputs: [{ label: "一个订单", input: { orderNums: ["SC20261124103000123456"] } }],
  }),
  defineFlow({
    id: "shopFollow",
    nameZh: "关注店铺",
    nameEn: "Follow a shop",
    description: "店铺页的关注按钮：会员关注或取消关注，粉丝数以服务器的答复为准；访客先登录。",
    machine: shopFollowMachine,
    fakes: (fake) =>
      shopFollowMachine.provide({
        actors: {
          saveFollow: fake.promise([
            { label: "已关注", output: { followed: true, followers: 1281 } },
            { label: "已取消", output: { followed: false, followers: 1280 } },
            failed,
          ]),
        },
      }),
    inputs: [
      { label: "会员", input: { shopId: 4, followed: false, followers: 1280, member: true } },
      { label: "访客", input: { shopId: 4, followed: false, followers: 1280, member: false } },
    ],
  }),
]
