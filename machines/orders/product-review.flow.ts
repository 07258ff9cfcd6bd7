import { failed } from "../testing/fixtures.ts"
import { defineFlow } from "../testing/flow-entry.ts"
import { demoPendingReview, demoProductReview } from "./mall-order-fixtures.ts"
import { productReviewMachine } from "./product-review.machine.ts"

export const productReviewFlow = defineFlow({
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
})
