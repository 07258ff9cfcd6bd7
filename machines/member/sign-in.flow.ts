import { failed } from "../testing/fixtures.ts"
import { defineFlow } from "../testing/flow-entry.ts"
import { signInMachine } from "./sign-in.machine.ts"

export const signInFlow = defineFlow({
  id: "signIn",
  nameZh: "每日签到",
  nameEn: "Daily sign-in",
  description: "签到面板：读取本周签到情况；未签到时今天为进行中、按钮为“签到”，签到后今天完成、按钮变为“今日已签到”，标签闪烁两次“签到 +1”。",
  machine: signInMachine,
  fakes: (fake) =>
    signInMachine.provide({
      actors: {
        loadWeek: fake.promise([
          { label: "今天未签到", output: { list: [{ toDay: "day", time: "2024-11-19", points: 5 }], joinSingIn: 0, toDayPoints: 5, status: false } },
          { label: "今天已签到", output: { list: [{ toDay: "day", time: "2024-11-19", points: 5 }], joinSingIn: 1, toDayPoints: 5, status: true } },
          failed,
        ]),
        submitSignIn: fake.promise([
          { label: "成功", output: { list: [{ toDay: "day", time: "2024-11-19", points: 5 }], joinSingIn: 1, toDayPoints: 5, status: true, gained: 5 } },
          { label: "今天已签过", error: { message: "您今天已经签到过了" } },
        ]),
      },
    }),
})
