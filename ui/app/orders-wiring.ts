import { fromPromise } from "xstate"
import { COUPON_PAGE_SIZE, MALL_ORDER_PAGE_SIZE, REVIEW_LIST_PAGE_SIZE, SHOP_ORDER_PAGE_SIZE, SHOP_RESPONSE_PAGE_SIZE } from "../../domain/orders/mall-orders.ts"
import { RETURN_PAGE_SIZE } from "../../domain/orders/returns.ts"
import { QUESTION_PAGE_SIZE, REPLY_PAGE_SIZE } from "../../domain/core/constants.ts"
import { isFormValid } from "../../domain/core/validation/form-errors.ts"
import { validateQuestion, validateReply } from "../../domain/courses/question-form.ts"
import { formSubmitMachine } from "../../machines/core/form-submit.machine.ts"
import { pagedListMachine } from "../../machines/core/paged-list.machine.ts"
import { confirmReceiptMachine } from "../../machines/orders/confirm-receipt.machine.ts"
import { mallOrderListMachine } from "../../machines/orders/mall-order-list.machine.ts"
import { orderActionsMachine } from "../../machines/orders/order-actions.machine.ts"
import { orderDetailMachine } from "../../machines/orders/order-detail.machine.ts"
import { couponsMachine } from "../../machines/orders/coupons.machine.ts"
import { productReviewListMachine } from "../../machines/orders/product-review-list.machine.ts"
import { productReviewMachine } from "../../machines/orders/product-review.machine.ts"
import { returnApplyMachine } from "../../machines/orders/return-apply.machine.ts"
import { returnGoodsMachine } from "../../machines/orders/return-goods.machine.ts"
import { returnListMachine, type ReturnQuery } from "../../machines/orders/return-list.machine.ts"
import { shopResponsesMachine, type ResponseItem } from "../../machines/orders/shop-responses.machine.ts"
import { shopReturnActionsMachine } from "../../machines/orders/shop-return-actions.machine.ts"
import { shopOrdersMachine } from "../../machines/orders/shop-orders.machine.ts"
import { unpaidOrdersMachine } from "../../machines/orders/unpaid-orders.machine.ts"
import { api } from "./services.ts"

/** The member's unpaid orders wired to the request client; refusals show in the list. */
export const wiredUnpaidOrdersMachine = /* @__PURE__ */ unpaidOrdersMachine.provide({
  actors: {
    loadOrders: fromPromise(() => api.call("unpaidOrders", undefined, { silent: true })),
    cancelOrder: fromPromise(({ input }) => api.call("unpaidOrderCancel", { body: input }, { silent: true })),
  },
})

/** 我的订单 of the mall wired to the request client; a failed load shows in the list with a retry. */
export const wiredMallOrderListMachine = /* @__PURE__ */ mallOrderListMachine.provide({
  actors: {
    loadOrders: fromPromise(async ({ input }) => {
      const query = {
        page: input.page,
        size: MALL_ORDER_PAGE_SIZE,
        ...(input.status === null ? {} : { status: input.status }),
        ...(input.keyword === "" ? {} : { keyword: input.keyword }),
      }
      const page = await api.call("orderList", { query }, { silent: true })
      return { page, now: Date.now() }
    }),
  },
})

/** The order actions of the list and the detail page; refusals show beside the order. */
export const wiredOrderActionsMachine = /* @__PURE__ */ orderActionsMachine.provide({
  actors: {
    runAction: fromPromise(async ({ input }): Promise<unknown> => {
      const params = { params: { orderNum: input.orderNum } }
      switch (input.action) {
        case "cancel":
          return api.call("orderCancel", params, { silent: true })
        case "confirm":
          return api.call("orderReceive", params, { silent: true })
        case "delete":
          return api.call("orderDelete", params, { silent: true })
        case "buyAgain":
          return api.call("orderBuyAgain", params, { silent: true })
      }
    }),
    loadTracking: fromPromise(({ input }) => api.call("orderTracking", { params: { orderNum: input.orderNum } }, { silent: true })),
  },
})

export const wiredOrderDetailMachine = /* @__PURE__ */ orderDetailMachine.provide({
  actors: {
    loadOrder: fromPromise(async ({ input }) => ({ order: await api.call("orderDetail", { params: { orderNum: input.orderNum } }, { silent: true }), now: Date.now() })),
    loadTracking: fromPromise(({ input }) => api.call("orderTracking", { params: { orderNum: input.orderNum } }, { silent: true })),
  },
})

export const wiredConfirmReceiptMachine = /* @__PURE__ */ confirmReceiptMachine.provide({
  actors: {
    loadOrder: fromPromise(({ input }) => api.call("orderDetail", { params: { orderNum: input.orderNum } }, { silent: true })),
    receiveOrder: fromPromise(({ input }) => api.call("orderReceive", { params: { orderNum: input.orderNum } }, { silent: true })),
  },
})

/** The shop's orders; a member without a shop gets the server's refusal in the page. */
export const wiredShopOrdersMachine = /* @__PURE__ */ shopOrdersMachine.provide({
  actors: {
    loadOrders: fromPromise(({ input }) =>
      api.call(
        "shopOrderList",
        { query: { page: input.page, size: SHOP_ORDER_PAGE_SIZE, ...(input.status === null ? {} : { status: input.status }) } },
        { silent: true, ignoreForbidden: true },
      ),
    ),
    shipOrder: fromPromise(({ input }) =>
      api.call("shopOrderShip", { params: { orderNum: input.orderNum }, body: { courier: input.courier, trackingNo: input.trackingNo } }, { silent: true }),
    ),
  },
})

/** The balance payment of unpaid mall orders, for the wallet's balance-pay widget. */
export const payMallOrders =
  (orderNums: ReadonlyArray<string>) =>
  (payPass: string, idempotencyKey: string) =>
    api.call("orderPay", { body: { orderNums: [...orderNums], payPass, idempotencyKey } }, { silent: true })

export const wiredReturnApplyMachine = /* @__PURE__ */ returnApplyMachine.provide({
  actors: {
    loadAfterSale: fromPromise(({ input }) => api.call("orderAfterSale", { params: { orderNum: input.orderNum } }, { silent: true })),
    applyReturn: fromPromise(({ input }) =>
      api.call(
        "returnApply",
        { body: { orderNum: input.orderNum, skuIds: [...input.skuIds], reason: input.form.reason, description: input.form.description.trim(), pictures: [...input.form.pictures] } },
        { silent: true },
      ),
    ),
  },
})

export const wiredReturnGoodsMachine = /* @__PURE__ */ returnGoodsMachine.provide({
  actors: {
    loadReturn: fromPromise(({ input }) => api.call("returnDetail", { params: { id: input.id } }, { silent: true })),
    sendGoods: fromPromise(({ input }) => api.call("returnSend", { params: { id: input.id }, body: { courier: input.courier, trackingNo: input.trackingNo } }, { silent: true })),
  },
})

const returnQuery = (input: ReturnQuery) => ({ page: input.page, size: RETURN_PAGE_SIZE, ...(input.status === null ? {} : { status: input.status }) })

/** 我的退货. */
export const wiredMyReturnsMachine = /* @__PURE__ */ returnListMachine.provide({
  actors: { loadReturns: fromPromise(({ input }) => api.call("returnMy", { query: returnQuery(input) }, { silent: true })) },
})

/** The shop's returns. */
export const wiredShopReturnsMachine = /* @__PURE__ */ returnListMachine.provide({
  actors: { loadReturns: fromPromise(({ input }) => api.call("shopReturnList", { query: returnQuery(input) }, { silent: true, ignoreForbidden: true })) },
})

export const wiredShopReturnActionsMachine = /* @__PURE__ */ shopReturnActionsMachine.provide({
  actors: {
    decide: fromPromise(({ input }) => {
      const params = { id: input.id }
      const d = input.decision
      switch (d.kind) {
        case "accept":
          return api.call(
            "shopReturnAccept",
            { params, body: { name: d.address.name.trim(), phone: d.address.phone.trim(), address: d.address.address.trim(), ...(d.note.trim() ? { note: d.note.trim() } : {}) } },
            { silent: true },
          )
        case "reject":
          return api.call("shopReturnReject", { params, body: { reason: d.reason.trim() } }, { silent: true })
        case "receive":
          return api.call("shopReturnReceive", { params, body: {} }, { silent: true })
      }
    }),
  },
})

export const wiredProductReviewMachine = /* @__PURE__ */ productReviewMachine.provide({
  actors: {
    loadPending: fromPromise(({ input }) => api.call("reviewPending", { query: { orderNum: input.orderNum } }, { silent: true })),
    submitReview: fromPromise(({ input }) =>
      api.call(
        "reviewCreate",
        { body: { orderNum: input.orderNum, skuId: input.skuId, grade: input.review.grade, content: input.review.content.trim(), pictures: [...input.review.pictures] } },
        { silent: true },
      ),
    ),
  },
})

export const wiredCouponsMachine = /* @__PURE__ */ couponsMachine.provide({
  actors: {
    loadMine: fromPromise(({ input }) => api.call("couponMy", { query: { status: input.status, page: input.page, size: COUPON_PAGE_SIZE } }, { silent: true })),
    loadOffers: fromPromise(() => api.call("couponList", { query: {} }, { silent: true })),
    claimCoupon: fromPromise(({ input }) => api.call("couponClaim", { params: { couponId: input.couponId } }, { silent: true })),
  },
})

/** A product's reviews on its detail page; a like of a visitor leads to the login (the client's 401). */
export const wiredProductReviewListMachine = /* @__PURE__ */ productReviewListMachine.provide({
  actors: {
    loadStatistics: fromPromise(({ input }) => api.call("reviewStatistics", { params: { spuId: input.spuId } }, { silent: true })),
    loadReviews: fromPromise(({ input }) =>
      api.call("reviewList", { params: { spuId: input.spuId }, query: { page: input.page, size: REVIEW_LIST_PAGE_SIZE, ...(input.filter === "all" ? {} : { filter: input.filter }) } }, { silent: true }),
    ),
    likeReview: fromPromise(({ input }) => api.call("reviewLike", { params: { id: input.id }, body: { like: input.like } }, { silent: true })),
  },
})

/** The shop's 商品评价 and 商品问答; a member without a shop is told in the page. */
export const wiredShopResponsesMachine = /* @__PURE__ */ shopResponsesMachine.provide({
  actors: {
    loadItems: fromPromise(async ({ input }): Promise<{ items: ReadonlyArray<ResponseItem>; total: number }> => {
      const flag = input.tab === "pending" ? ("false" as const) : input.tab === "done" ? ("true" as const) : undefined
      const paging = { page: input.page, size: SHOP_RESPONSE_PAGE_SIZE }
      if (input.kind === "review") {
        const page = await api.call("shopReviewList", { query: { ...paging, ...(flag ? { replied: flag } : {}) } }, { silent: true, ignoreForbidden: true })
        return { items: page.content, total: page.totalElements }
      }
      const page = await api.call("shopQuestionList", { query: { ...paging, ...(flag ? { answered: flag } : {}) } }, { silent: true, ignoreForbidden: true })
      return { items: page.content, total: page.totalElements }
    }),
    respond: fromPromise(({ input }): Promise<unknown> =>
      input.kind === "review"
        ? api.call("shopReviewReply", { params: { id: input.id }, body: { content: input.content } }, { silent: true })
        : api.call("productAnswerCreate", { params: { questionId: input.id }, body: { content: input.content } }, { silent: true }),
    ),
  },
})

/** 问大家 of a product: its questions page by page (load more). */
export const productQuestionList = (spuId: number) =>
  pagedListMachine.provide({
    actors: { loadPage: fromPromise(({ input }) => api.call("productQuestionList", { params: { spuId }, query: { page: input.page, size: QUESTION_PAGE_SIZE } }, { silent: true })) },
  })

/** A product question's answers page by page. */
export const productAnswerList = (questionId: number) =>
  pagedListMachine.provide({
    actors: { loadPage: fromPromise(({ input }) => api.call("productAnswerList", { params: { questionId }, query: { page: input.page, size: REPLY_PAGE_SIZE } }, { silent: true })) },
  })

/** Asks about a product once the form's checks pass (the course question rules). */
export const productQuestionForm = (spuId: number) =>
  formSubmitMachine.provide({
    actors: {
      submit: fromPromise(({ input }) => {
        const v = input as { title: string; content: string }
        return api.call("productQuestionCreate", { body: { spuId, title: v.title.trim(), content: v.content.trim() } }, { silent: true })
      }),
    },
    guards: { check: ({ event }) => isFormValid(validateQuestion(event.values as { title: string; content: string })) },
  })

/** Answers a product question once the form's checks pass (the course reply rules). */
export const productAnswerForm = (questionId: number) =>
  formSubmitMachine.provide({
    actors: {
      submit: fromPromise(({ input }) => api.call("productAnswerCreate", { params: { questionId }, body: { content: (input as { content: string }).content.trim() } }, { silent: true })),
    },
    guards: { check: ({ event }) => isFormValid(validateReply(event.values as { content: string })) },
  })
