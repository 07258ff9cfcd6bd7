import { failed } from "../testing/fixtures.ts"
import { defineFlow } from "../testing/flow-entry.ts"
import { logoutMachine } from "./logout.machine.ts"

export const logoutFlow = defineFlow({
  id: "logout",
  nameZh: "退出登录",
  nameEn: "Logout",
  description: "通知服务器作废令牌，然后清除本地登录信息；调用失败或超过 5 秒也照样清除。",
  machine: logoutMachine,
  fakes: (fake) => logoutMachine.provide({ actors: { callLogout: fake.promise([{ label: "成功", output: undefined }, failed]) } }),
})
