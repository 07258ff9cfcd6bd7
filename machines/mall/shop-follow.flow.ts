import { failed } from "../testing/fixtures.ts"
import { defineFlow } from "../testing/flow-entry.ts"
import { shopFollowMachine } from "./shop-follow.machine.ts"

export const shopFollowFlow = defineFlow({
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
})
