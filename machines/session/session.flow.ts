import { failed } from "../testing/fixtures.ts"
import { defineFlow } from "../testing/flow-entry.ts"
import { logoutMachine } from "./logout.machine.ts"
import { demoGrade, demoInfo, demoMember, demoMenus } from "./session-fixtures.ts"
import { sessionMachine } from "./session.machine.ts"

export const sessionFlow = defineFlow({
  id: "session",
  nameZh: "登录会话",
  nameEn: "Session",
  description: "浏览器里的登录状态：有令牌时读取用户信息，失效则退出并刷新页面；会员读取等级和菜单；退出时无论调用成败都清除会话。",
  machine: sessionMachine,
  fakes: (fake) =>
    sessionMachine.provide({
      actors: {
        fetchInfo: fake.promise([{ label: "成功", output: demoInfo }, { label: "令牌失效", error: { kind: "http", status: 401, message: "登录已过期" } }, failed]),
        fetchGrade: fake.promise([{ label: "成功", output: demoGrade }, failed]),
        fetchMenus: fake.promise([{ label: "成功", output: demoMenus }, failed]),
        logout: logoutMachine.provide({ actors: { callLogout: fake.promise([{ label: "成功", output: undefined }, failed]) } }),
      },
    }),
  events: {
    "session.signedIn": [
      { label: "带会员等级", event: { type: "session.signedIn", user: demoMember, roles: ["ROLE_MEMBER"], grade: demoGrade } },
      { label: "未取得等级", event: { type: "session.signedIn", user: demoMember, roles: [], grade: null } },
    ],
  },
  inputs: [
    { label: "有保存的令牌", input: { hasToken: true } },
    { label: "没有令牌", input: { hasToken: false } },
  ],
})
