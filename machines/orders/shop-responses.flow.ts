import { failed } from "../testing/fixtures.ts"
import { defineFlow } from "../testing/flow-entry.ts"
import { demoProductReview, demoReceivedOrder } from "./mall-order-fixtures.ts"
import { shopResponsesMachine } from "./shop-responses.machine.ts"

export const shopResponsesFlow = defineFlow({
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
})
