import { failed } from "../testing/fixtures.ts"
import { defineFlow } from "../testing/flow-entry.ts"
import { accountToggleMachine } from "./account-toggle.machine.ts"

export const accountToggleFlow = defineFlow({
  id: "accountToggle",
  nameZh: "停用/启用账号",
  nameEn: "Stop or restore an account",
  description: "管理后台账号管理：停用账号前先确认（停用后该账号在所有设备退出登录），启用直接提交；成功后提示并刷新列表，失败时显示原因，可重试或关闭。",
  machine: accountToggleMachine,
  fakes: (fake) =>
    accountToggleMachine.provide({
      actors: {
        setEnabled: fake.promise([{ label: "成功", output: { ok: true } }, failed]),
      },
    }),
  events: {
    "account.toggle": [
      {
        label: "停用账号",
        event: {
          type: "account.toggle",
          target: { userId: 7, username: "lin_xiaoyu", enabled: false },
        },
      },
      {
        label: "启用账号",
        event: {
          type: "account.toggle",
          target: { userId: 7, username: "lin_xiaoyu", enabled: true },
        },
      },
    ],
  },
})
