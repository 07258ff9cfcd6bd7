import { failed } from "../testing/fixtures.ts"
import { defineFlow } from "../testing/flow-entry.ts"
import { demoProductReview } from "./mall-order-fixtures.ts"
import { productReviewListMachine } from "./product-review-list.machine.ts"

export const productReviewListFlow = defineFlow({
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
})
