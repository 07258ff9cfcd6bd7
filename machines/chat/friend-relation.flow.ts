import { failed } from "../testing/fixtures.ts"
import { defineFlow } from "../testing/flow-entry.ts"
import { friendRelationMachine } from "./friend-relation.machine.ts"

export const friendRelationFlow = defineFlow({
  id: "friendRelation",
  nameZh: "好友关系",
  nameEn: "Friend relation",
  description: "名片上的好友按钮：陌生人可申请（未登录先去登录），对方同意后成为好友，好友可确认后删除；本人不变。",
  machine: friendRelationMachine,
  fakes: (fake) =>
    friendRelationMachine.provide({
      actors: {
        addFriend: fake.promise([
          { label: "已发送申请", output: { relation: "applied", friendsId: null } },
          { label: "直接成为好友", output: { relation: "friend", friendsId: 88 } },
          failed,
        ]),
        deleteFriend: fake.promise([{ label: "成功", output: undefined }, failed]),
      },
    }),
  events: {
    "friend.accepted": [{ label: "对方同意", event: { type: "friend.accepted", friendsId: 88 } }],
  },
  inputs: [
    { label: "陌生人", input: { relation: "nofriend", friendsId: null, loggedIn: true } },
    { label: "已申请", input: { relation: "applied", friendsId: null, loggedIn: true } },
    { label: "好友", input: { relation: "friend", friendsId: 88, loggedIn: true } },
    { label: "本人", input: { relation: "oneself", friendsId: null, loggedIn: true } },
    { label: "未登录访客", input: { relation: "nofriend", friendsId: null, loggedIn: false } },
  ],
})
