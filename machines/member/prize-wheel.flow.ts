import { defineFlow } from "../testing/flow-entry.ts"
import { prizeWheelMachine } from "./prize-wheel.machine.ts"

export const prizeWheelFlow = defineFlow({
  id: "prizeWheel",
  nameZh: "幸运抽奖转盘",
  nameEn: "Prize wheel",
  description: "点击抽奖后由服务器决定结果，转盘转动后停在对应奖品上并显示结果；积分不足等拒绝原因直接显示，转盘不动。",
  machine: prizeWheelMachine,
  fakes: (fake) =>
    prizeWheelMachine.provide({
      actors: {
        draw: fake.promise([
          { label: "抽中50积分", output: { index: 2, prizeName: "50积分", kind: "points", recordId: 1, message: "恭喜您抽中 50积分！", points: 150 } },
          { label: "谢谢参与", output: { index: 1, prizeName: "谢谢参与", kind: "thanks", recordId: 2, message: "很遗憾，没有抽中奖品，再接再厉！", points: 100 } },
          { label: "积分不足", error: { message: "积分不足，每次抽奖需要 50 积分" } },
        ]),
      },
      delays: { spin: 1000 },
    }),
  inputs: [{ label: "八格转盘", input: { segments: 8 } }],
})
