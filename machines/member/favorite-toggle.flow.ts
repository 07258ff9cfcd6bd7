import { failed } from "../testing/fixtures.ts"
import { defineFlow } from "../testing/flow-entry.ts"
import { favoriteToggleMachine } from "./favorite-toggle.machine.ts"

export const favoriteToggleFlow = defineFlow({
  id: "favoriteToggle",
  nameZh: "收藏按钮",
  nameEn: "Favourite toggle",
  description: "商品、课程或文章页面的收藏按钮：先查是否已收藏，再点一下收藏（提示收藏成功）或取消收藏（提示已取消收藏）；查询失败时可重试。",
  machine: favoriteToggleMachine,
  fakes: (fake) =>
    favoriteToggleMachine.provide({
      actors: {
        loadStatus: fake.promise([
          { label: "未收藏", output: { collected: false, id: null } },
          { label: "已收藏", output: { collected: true, id: 5 } },
          failed,
        ]),
        addFavorite: fake.promise([{ label: "成功", output: { id: 6 } }, failed]),
        removeFavorite: fake.promise([{ label: "成功", output: { removed: 1 } }, failed]),
      },
    }),
  inputs: [{ label: "商品", input: { targetType: "product", targetId: 3 } }],
})
