import { failed } from "../testing/fixtures.ts"
import { defineFlow } from "../testing/flow-entry.ts"
import { commentLikeMachine } from "./comment-like.machine.ts"

export const commentLikeFlow = defineFlow({
  id: "commentLike",
  nameZh: "评论点赞",
  nameEn: "Comment like",
  description: "评论的点赞按钮：点一下立即加一或减一，再以服务器的结果为准（失败则恢复）；点完一秒内不能再点；未登录时提示先登录。",
  machine: commentLikeMachine,
  fakes: (fake) =>
    commentLikeMachine.provide({
      actors: { sendLike: fake.promise([{ label: "成功", output: { likedStatus: "LIKE", likeNumber: 13 } }, failed]) },
    }),
  events: {
    "session.changed": [
      { label: "已登录", event: { type: "session.changed", signedIn: true } },
      { label: "已退出", event: { type: "session.changed", signedIn: false } },
    ],
  },
  inputs: [
    { label: "会员未点赞", input: { id: 31, likedStatus: "UNLIKE", likeNumber: 12, signedIn: true } },
    { label: "访客", input: { id: 31, likedStatus: "UNLIKE", likeNumber: 12, signedIn: false } },
  ],
})
