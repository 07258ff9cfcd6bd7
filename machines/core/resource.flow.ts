import { failed } from "../testing/fixtures.ts"
import { defineFlow } from "../testing/flow-entry.ts"
import { resourceMachine } from "./resource.machine.ts"

export const resourceFlow = defineFlow({
  id: "resource",
  nameZh: "数据加载",
  nameEn: "Resource loading",
  description: "页面加载一份数据：加载中，成功后显示，失败时可重试，显示后可刷新。",
  machine: resourceMachine,
  fakes: (fake) =>
    resourceMachine.provide({
      actors: { load: fake.promise([{ label: "成功", output: { list: ["首页横幅", "推荐课程"] } }, failed]) },
    }),
})
