/** The mall order flows for machines/index.ts (the flows page and the path tests). */
import { defineFlow, type FlowEntry } from "../testing/flow-entry.ts"
import { networkError } from "../testing/fixtures.ts"
import { confirmReceiptMachine } from "./confirm-receipt.machine.ts"
import { couponsMachine } from "./coupons.machine.ts"
import {
  demoAcceptedReturn,
  demoAfterSale,
  demoMallOrder,
  demoMyCoupons,
  demoOffer,
  demoPaidOrder,
  demoPendingReview,
  demoProductReview,
  demoReceivedOrder,
  demoReturn,
  demoSentReturn,
  demoShippedOrder,
  demoTracking,
  pageOf,
  TWO_SECONDS_LEFT,
} from "./mall-order-fixtures.ts"
import { mallOrderListMachine } from "./mall-order-list.machine.ts"
import { orderActionsMachine } from "./order-actions.machine.ts"
import { orderDetailMachine } from "./order-detail.machine.ts"
import { productReviewListMachine } from "./product-review-list.machine.ts"
import { productReviewMachine } from "./product-review.machine.ts"
import { returnApplyMachine } from "./return-apply.machine.ts"
import { returnGoodsMachine } from "./return-goods.machine.ts"
import { returnListMachine } from "./return-list.machine.ts"
import { shopResponsesMachine } from "./shop-responses.machine.ts"
import { shopReturnActionsMachine } from "./shop-return-actions.machine.ts"
import { shopOrdersMachine } from "./shop-orders.machine.ts"

const failed = { label: "失败", error: networkError }
const refused = (message: string) => ({ label: "订单已变化", error: { kind: "http", status: 409, message } })

export const ORDER_FLOWS: ReadonlyArray<FlowEntry> = [
  defineFlow({
    id: "mallOrderList",
    nameZh: "我的订单（商城）",
    nameEn: "My mall orders",
    description: "按状态（全部、待付款、待发货、已发货、已完成、已关闭）、关键词和页码读取会员的商城订单；有待付款订单时每秒走表显示剩余付款时间，超时后稍等片刻重新读取（订单已被关闭）。",
    machine: mallOrderListMachine,
    fakes: (fake) =>
      mallOrderListMachine.provide({
        actors: {
          loadOrders: fake.promise([
            { label: "有待付款订单（剩 2 秒）", output: { page: pageOf([demoMallOrder()]), now: TWO_SECONDS_LEFT } },
            { label: "没有待付款订单", output: { page: pageOf([demoShippedOrder]), now: TWO_SECONDS_LEFT } },
            failed,
          ]),
        },
      }),
    events: {
      "tab.select": [
        { label: "待发货", event: { type: "tab.select", status: 1 } },
        { label: "全部", event: { type: "tab.select", status: null } },
      ],
      "search.submit": [{ label: "搜索精华液", event: { type: "search.submit", keyword: "精华液" } }],
      "page.select": [
        { label: "第 2 页", event: { type: "page.select", page: 1 } },
        { label: "当前页", event: { type: "page.select", page: 0 } },
      ],
    },
  }),
  defineFlow({
    id: "orderActions",
    nameZh: "订单操作",
    nameEn: "Order actions",
    description: "订单列表和详情页的操作：取消订单、确认收货、删除订单先确认再提交；再次购买直接加入购物车并打开购物车；付款打开余额支付；查看物流读取轨迹。服务器拒绝（订单已变化）时显示原因并重新读取订单。",
    machine: orderActionsMachine,
    fakes: (fake) =>
      orderActionsMachine.provide({
        actors: {
          runAction: fake.promise([{ label: "成功", output: {} }, refused("只有待付款的订单可以取消"), failed]),
          loadTracking: fake.promise([{ label: "成功", output: demoTracking }, failed]),
        },
      }),
    events: {
      "order.pay": [{ label: "待付款订单", event: { type: "order.pay", order: demoMallOrder() } }],
      "order.cancel": [{ label: "待付款订单", event: { type: "order.cancel", order: demoMallOrder() } }],
      "order.confirm": [{ label: "已发货订单", event: { type: "order.confirm", order: demoShippedOrder } }],
      "order.delete": [{ label: "已完成订单", event: { type: "order.delete", order: demoReceivedOrder } }],
      "order.buyAgain": [{ label: "已完成订单", event: { type: "order.buyAgain", order: demoReceivedOrder } }],
      "order.tracking": [{ label: "已发货订单", event: { type: "order.tracking", order: demoShippedOrder } }],
    },
  }),
  defineFlow({
    id: "orderDetail",
    nameZh: "订单详情",
    nameEn: "Order detail",
    description: "读取一个订单（不存在时说明，失败可重试）；已发货的订单同时读取物流轨迹（失败只影响物流部分）；待付款时每秒走表，超时后重新读取。操作之后重新读取订单。",
    machine: orderDetailMachine,
    fakes: (fake) =>
      orderDetailMachine.provide({
        actors: {
          loadOrder: fake.promise([
            { label: "待付款（剩 2 秒）", output: { order: demoMallOrder(), now: TWO_SECONDS_LEFT } },
            { label: "已发货", output: { order: demoShippedOrder, now: TWO_SECONDS_LEFT } },
            { label: "待发货", output: { order: demoPaidOrder, now: TWO_SECONDS_LEFT } },
            { label: "订单不存在", error: { kind: "http", status: 404, message: "订单不存在" } },
            failed,
          ]),
          loadTracking: fake.promise([{ label: "成功", output: demoTracking }, failed]),
        },
      }),
    inputs: [{ label: "订单 SC20261123160000123456", input: { orderNum: "SC20261123160000123456" } }],
  }),
  defineFlow({
    id: "confirmReceipt",
    nameZh: "确认收货",
    nameEn: "Confirm receipt",
    description: "读取订单：已发货的弹出确认收货对话框（无需支付密码），确认后提交并显示结果；已收货的直接显示结果；其他状态说明不能确认收货。订单已变化时重新读取。",
    machine: confirmReceiptMachine,
    fakes: (fake) =>
      confirmReceiptMachine.provide({
        actors: {
          loadOrder: fake.promise([
            { label: "已发货", output: demoShippedOrder },
            { label: "已收货", output: demoReceivedOrder },
            { label: "待发货", output: demoPaidOrder },
            failed,
          ]),
          receiveOrder: fake.promise([{ label: "成功", output: demoReceivedOrder }, refused("只有已发货的订单可以确认收货"), failed]),
        },
      }),
    inputs: [{ label: "订单 SC20261123160000123456", input: { orderNum: "SC20261123160000123456" } }],
  }),
  defineFlow({
    id: "shopOrders",
    nameZh: "店铺订单与发货",
    nameEn: "Shop orders and shipping",
    description: "商家按状态查看店铺订单；待发货的订单可发货：从快递公司列表选择并填写快递单号，先在表单中检查，再由服务器检查；发货成功后刷新列表，订单已变化时显示原因并刷新。",
    machine: shopOrdersMachine,
    fakes: (fake) =>
      shopOrdersMachine.provide({
        actors: {
          loadOrders: fake.promise([
            { label: "有待发货订单", output: pageOf([demoPaidOrder]) },
            { label: "不是商家", error: { kind: "http", status: 403, message: "只有店铺的商家可以处理该订单" } },
            failed,
          ]),
          shipOrder: fake.promise([
            { label: "成功", output: demoShippedOrder },
            { label: "单号不对", error: { kind: "http", status: 400, message: "快递单号为6至30位字母或数字" } },
            refused("只有待发货的订单可以发货"),
          ]),
        },
      }),
    events: {
      "tab.select": [{ label: "待发货", event: { type: "tab.select", status: 1 } }],
      "page.select": [
        { label: "第 2 页", event: { type: "page.select", page: 1 } },
        { label: "当前页", event: { type: "page.select", page: 0 } },
      ],
      "ship.open": [
        { label: "待发货订单", event: { type: "ship.open", order: demoPaidOrder } },
        { label: "已发货订单", event: { type: "ship.open", order: demoShippedOrder } },
      ],
      "ship.submit": [
        { label: "顺丰 SF1234567890", event: { type: "ship.submit", courier: "SF", trackingNo: "SF1234567890" } },
        { label: "没选快递公司", event: { type: "ship.submit", courier: "", trackingNo: "SF1234567890" } },
        { label: "单号太短", event: { type: "ship.submit", courier: "SF", trackingNo: "SF12" } },
      ],
    },
  }),
]

export const AFTER_SALE_FLOWS: ReadonlyArray<FlowEntry> = [
  defineFlow({
    id: "returnApply",
    nameZh: "申请退货",
    nameEn: "Return application",
    description: "读取订单的售后状态：有可退的商品时打开申请表（默认全选，可取消部分商品），选择原因、填写描述、上传凭证图片，先检查再提交，服务器拒绝时留在表单显示原因；没有可退商品时说明原因。",
    machine: returnApplyMachine,
    fakes: (fake) =>
      returnApplyMachine.provide({
        actors: {
          loadAfterSale: fake.promise([
            { label: "可以退货", output: demoAfterSale },
            { label: "已过退货期限", output: { ...demoAfterSale, returnDeadline: null, items: demoAfterSale.items.map((i) => ({ ...i, returnable: false })) } },
            failed,
          ]),
          applyReturn: fake.promise([{ label: "已提交", output: demoReturn() }, { label: "已过期限", error: { kind: "http", status: 409, message: "订单完成已超过7天，不能申请退货" } }]),
        },
      }),
    events: {
      "line.toggle": [
        { label: "取消/选中精华液", event: { type: "line.toggle", skuId: 11 } },
        { label: "不在订单中的商品", event: { type: "line.toggle", skuId: 999 } },
      ],
      "form.submit": [
        { label: "质量问题，附一张图", event: { type: "form.submit", form: { reason: "质量问题", description: "瓶口有裂缝", pictures: ["/files/pictures/202611/0123456789abcdef0123456789abcdef.png"] } } },
        { label: "没选原因", event: { type: "form.submit", form: { reason: "", description: "", pictures: [] } } },
      ],
    },
    inputs: [{ label: "已完成的订单", input: { orderNum: demoAfterSale.orderNum } }],
  }),
  defineFlow({
    id: "returnGoods",
    nameZh: "退货物流",
    nameEn: "Return parcel",
    description: "读取退货申请：商家同意后填写寄回商品的快递公司和单号（先检查再提交），商家确认收货前可以修改；其他状态只显示进度。",
    machine: returnGoodsMachine,
    fakes: (fake) =>
      returnGoodsMachine.provide({
        actors: {
          loadReturn: fake.promise([
            { label: "商家已同意", output: demoAcceptedReturn },
            { label: "已寄出", output: demoSentReturn },
            { label: "待处理", output: demoReturn() },
            failed,
          ]),
          sendGoods: fake.promise([
            { label: "成功", output: demoSentReturn },
            { label: "单号不对", error: { kind: "http", status: 400, message: "快递单号为6至30位字母或数字" } },
            { label: "商家已收货", error: { kind: "http", status: 409, message: "只有退货中的申请可以填写寄回信息或确认收货" } },
          ]),
        },
      }),
    events: {
      "goods.submit": [
        { label: "顺丰 SF9876543210", event: { type: "goods.submit", courier: "SF", trackingNo: "SF9876543210" } },
        { label: "没填单号", event: { type: "goods.submit", courier: "SF", trackingNo: "" } },
      ],
    },
    inputs: [{ label: "退货申请 7", input: { id: 7 } }],
  }),
  defineFlow({
    id: "returnList",
    nameZh: "退货列表",
    nameEn: "Return list",
    description: "会员的我的退货或店铺的退货申请：按状态（全部、待处理、退货中、已完成、已拒绝）和页码读取，失败可重试，操作后刷新。",
    machine: returnListMachine,
    fakes: (fake) =>
      returnListMachine.provide({
        actors: {
          loadReturns: fake.promise([
            { label: "有一条", output: { content: [demoReturn()], totalElements: 1, totalPages: 1 } },
            { label: "不是商家", error: { kind: "http", status: 403, message: "只有店铺的商家可以处理该订单" } },
            failed,
          ]),
        },
      }),
    events: {
      "tab.select": [{ label: "退货中", event: { type: "tab.select", status: 1 } }],
      "page.select": [
        { label: "第 2 页", event: { type: "page.select", page: 1 } },
        { label: "当前页", event: { type: "page.select", page: 0 } },
      ],
    },
  }),
  defineFlow({
    id: "shopReturnActions",
    nameZh: "商家处理退货",
    nameEn: "Shop return decisions",
    description: "商家同意退货（填写退货地址）、拒绝（填写原因）或确认收到退货（确认后退款到买家余额）；表单先检查，服务器拒绝时留在对话框，申请已变化时关闭并刷新列表。",
    machine: shopReturnActionsMachine,
    fakes: (fake) =>
      shopReturnActionsMachine.provide({
        actors: {
          decide: fake.promise([
            { label: "成功", output: demoAcceptedReturn },
            { label: "地址不对", error: { kind: "http", status: 400, message: "请填写退货地址（5至120个字）" } },
            { label: "申请已变化", error: { kind: "http", status: 409, message: "只有待处理的退货申请可以处理" } },
          ]),
        },
      }),
    events: {
      "return.accept": [{ label: "待处理的申请", event: { type: "return.accept", ret: demoReturn() } }],
      "return.reject": [{ label: "待处理的申请", event: { type: "return.reject", ret: demoReturn() } }],
      "return.receive": [{ label: "买家已寄回", event: { type: "return.receive", ret: demoSentReturn } }],
      "decision.submit": [
        { label: "同意，地址完整", event: { type: "decision.submit", decision: { kind: "accept", address: { name: "美妍售后", phone: "021-55501234", address: "上海市浦东新区张江路88号" }, note: "" } } },
        { label: "同意，没填地址", event: { type: "decision.submit", decision: { kind: "accept", address: { name: "", phone: "", address: "" }, note: "" } } },
        { label: "拒绝，说明原因", event: { type: "decision.submit", decision: { kind: "reject", reason: "商品已拆封使用，不支持无理由退货" } } },
        { label: "拒绝，没写原因", event: { type: "decision.submit", decision: { kind: "reject", reason: "" } } },
        { label: "确认收货", event: { type: "decision.submit", decision: { kind: "receive" } } },
      ],
    },
  }),
  defineFlow({
    id: "productReview",
    nameZh: "商品评价",
    nameEn: "Product review",
    description: "读取订单中待评价的商品，每件商品分别打星、填写评价并晒图；先按评论规则检查（请选择满意度、30-200个字），服务器拒绝（如未实名）显示在该商品旁；全部评价后显示感谢；没有待评价商品时说明。",
    machine: productReviewMachine,
    fakes: (fake) =>
      productReviewMachine.provide({
        actors: {
          loadPending: fake.promise([
            { label: "一件待评价", output: [demoPendingReview] },
            { label: "两件待评价", output: [demoPendingReview, { ...demoPendingReview, skuId: 12, skuText: "50ml / 标准版" }] }, { label: "没有待评价", output: [] }, failed]),
          submitReview: fake.promise([{ label: "成功", output: demoProductReview }, { label: "未实名", error: { kind: "http", status: 400, message: "您还未进行实名认证，请先完成实名认证" } }]),
        },
      }),
    events: {
      "review.submit": [
        { label: "五星好评", event: { type: "review.submit", skuId: 11, review: { grade: 5, content: demoProductReview.content, pictures: [] } } },
        { label: "没打星", event: { type: "review.submit", skuId: 11, review: { grade: null, content: demoProductReview.content, pictures: [] } } },
      ],
    },
    inputs: [{ label: "已完成的订单", input: { orderNum: demoPendingReview.orderNum } }],
  }),
  defineFlow({
    id: "coupons",
    nameZh: "优惠券",
    nameEn: "Coupons",
    description: "我的优惠券按未使用、已使用、已过期分页查看（带数量）；领券中心列出可领取的优惠券，领取后更新该券状态并刷新我的优惠券；领取被拒（已领完、已领取）时提示并刷新领券列表。",
    machine: couponsMachine,
    fakes: (fake) =>
      couponsMachine.provide({
        actors: {
          loadMine: fake.promise([{ label: "一张未使用", output: demoMyCoupons }, failed]),
          loadOffers: fake.promise([{ label: "可领取一张", output: [demoOffer()] }, { label: "已领取", output: [demoOffer("claimed")] }, failed]),
          claimCoupon: fake.promise([{ label: "领取成功", output: { coupon: demoOffer("claimed") } }, { label: "已领完", error: { kind: "http", status: 409, message: "优惠券已经领完了" } }]),
        },
      }),
    events: {
      "tab.select": [{ label: "已使用", event: { type: "tab.select", status: "used" } }],
      "page.select": [
        { label: "第 2 页", event: { type: "page.select", page: 1 } },
        { label: "当前页", event: { type: "page.select", page: 0 } },
      ],
      "coupon.claim": [
        { label: "领取满99减20", event: { type: "coupon.claim", couponId: 2 } },
        { label: "不存在的券", event: { type: "coupon.claim", couponId: 99 } },
      ],
    },
  }),
  defineFlow({
    id: "productReviewList",
    nameZh: "商品评价列表",
    nameEn: "Product reviews",
    description: "商品详情页的评价：读取好评率和各筛选的数量（失败时不显示数量），按全部、好评、中评、差评、有图分页读取评价（失败可重试）；点赞或取消点赞后更新该条的点赞数。",
    machine: productReviewListMachine,
    fakes: (fake) =>
      productReviewListMachine.provide({
        actors: {
          loadStatistics: fake.promise([{ label: "成功", output: { total: 1, goodTotal: 1, middleTotal: 0, simpleTotal: 0, pictureTotal: 0, goodRate: 100, stars: [0, 0, 0, 0, 1] } }, failed]),
          loadReviews: fake.promise([{ label: "一条评价", output: { content: [demoProductReview], totalElements: 1, totalPages: 1 } }, failed]),
          likeReview: fake.promise([{ label: "已点赞", output: { id: demoProductReview.id, likedStatus: "LIKE", likeNumber: 1 } }, failed]),
        },
      }),
    events: {
      "filter.select": [
        { label: "好评", event: { type: "filter.select", filter: "good" } },
        { label: "全部", event: { type: "filter.select", filter: "all" } },
      ],
      "page.select": [
        { label: "第 2 页", event: { type: "page.select", page: 1 } },
        { label: "当前页", event: { type: "page.select", page: 0 } },
      ],
      "review.like": [{ label: "点赞", event: { type: "review.like", id: demoProductReview.id, like: true } }],
    },
    inputs: [{ label: "精华液", input: { spuId: 3 } }],
  }),
  defineFlow({
    id: "shopResponses",
    nameZh: "商家回复评价与回答问题",
    nameEn: "Shop replies and answers",
    description: "商家按全部、待回复（待回答）、已回复（已回答）分页查看店铺商品的评价或提问；回复评价（每条一次，1-200字）或回答问题（30-200字）先检查再提交，服务器拒绝时留在对话框，成功后刷新列表；没有店铺的会员看到原因。",
    machine: shopResponsesMachine,
    fakes: (fake) =>
      shopResponsesMachine.provide({
        actors: {
          loadItems: fake.promise([
            { label: "一条待回复的评价", output: { items: [{ ...demoProductReview, title: "玻尿酸多重保湿精华液", picture: "/media/products/3.png", orderNum: demoReceivedOrder.orderNum }], total: 1 } },
            { label: "不是商家", error: { kind: "http", status: 403, message: "只有店铺的商家可以处理该订单" } },
            failed,
          ]),
          respond: fake.promise([{ label: "成功", output: {} }, { label: "已回复过", error: { kind: "http", status: 409, message: "该评价已经回复过了" } }]),
        },
      }),
    events: {
      "tab.select": [{ label: "待回复", event: { type: "tab.select", tab: "pending" } }],
      "page.select": [
        { label: "第 2 页", event: { type: "page.select", page: 1 } },
        { label: "当前页", event: { type: "page.select", page: 0 } },
      ],
      "response.open": [
        { label: "待回复的评价", event: { type: "response.open", item: { ...demoProductReview, title: "玻尿酸多重保湿精华液", picture: "/media/products/3.png", orderNum: demoReceivedOrder.orderNum } } },
        { label: "已回复的评价", event: { type: "response.open", item: { ...demoProductReview, reply: "感谢支持", title: "玻尿酸多重保湿精华液", picture: "/media/products/3.png", orderNum: demoReceivedOrder.orderNum } } },
      ],
      "response.submit": [
        { label: "感谢支持", event: { type: "response.submit", content: "感谢您的支持，欢迎再次光临美妍旗舰店！" } },
        { label: "空回复", event: { type: "response.submit", content: " " } },
      ],
    },
    inputs: [
      { label: "商品评价", input: { kind: "review" } },
      { label: "商品问答", input: { kind: "question" } },
    ],
  }),
]
