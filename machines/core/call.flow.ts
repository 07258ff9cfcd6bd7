import { defineFlow } from "../testing/flow-entry.ts"
import { callMachine } from "./call.machine.ts"

export const callFlow = defineFlow({
  id: "call",
  nameZh: "单次操作",
  nameEn: "Single call",
  description: "保存、删除、审核等一次操作：表单先经检查，通过才发送；处理中不重复发送，完成或被拒绝后可再次操作。",
  machine: callMachine,
  fakes: (fake) =>
    callMachine.provide({
      actors: {
        call: fake.promise([
          { label: "成功", output: { ok: true } },
          { label: "服务器拒绝", error: { status: 409, code: "conflict", message: "操作失败，请重试" } },
        ]),
      },
      guards: { check: ({ event }) => event.type !== "call.send" || (event.input as { id?: number }).id !== undefined },
    }),
  events: {
    "call.send": [
      { label: "发送", event: { type: "call.send", input: { id: 1 } } },
      { label: "未通过检查", event: { type: "call.send", input: {} } },
    ],
  },
})
