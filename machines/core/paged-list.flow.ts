import { failed } from "../testing/fixtures.ts"
import { defineFlow } from "../testing/flow-entry.ts"
import { pagedListMachine } from "./paged-list.machine.ts"

export const pagedListFlow = defineFlow({
  id: "pagedList",
  nameZh: "分页列表",
  nameEn: "Paged list",
  description: "问答、回复等“加载更多”列表：第一页替换列表，之后每页追加，未到最后一页时显示加载更多；刷新从第一页重来，新发布的一条追加在列表里。",
  machine: pagedListMachine,
  fakes: (fake) =>
    pagedListMachine.provide({
      actors: {
        loadPage: fake.promise([
          { label: "共两页", output: { content: [{ id: 1, title: "敷面膜后需要洗脸吗？" }], totalPages: 2 } },
          { label: "只有一页", output: { content: [{ id: 2, title: "晒后修复多久见效？" }], totalPages: 1 } },
          failed,
        ]),
      },
    }),
  events: { "list.add": [{ label: "新提问", event: { type: "list.add", item: { id: 3, title: "孕期可以用果酸吗？" } } }] },
})
