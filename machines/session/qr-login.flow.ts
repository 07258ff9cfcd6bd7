import { failed } from "../testing/fixtures.ts"
import { defineFlow } from "../testing/flow-entry.ts"
import { qrLoginMachine } from "./qr-login.machine.ts"
import { demoLogin } from "./session-fixtures.ts"

export const qrLoginFlow = defineFlow({
  id: "qrLogin",
  nameZh: "扫码登录",
  nameEn: "QR-code login",
  description: "显示二维码并定时查询：扫码后提示在手机上确认，确认后直接登录；二维码过期、被取消或网络异常时可刷新。",
  machine: qrLoginMachine,
  fakes: (fake) =>
    qrLoginMachine.provide({
      actors: {
        createQr: fake.promise([{ label: "成功", output: { id: "qr-1", secret: "s-1", url: "/login/qr/confirm?id=qr-1", img: "", expiresIn: 5 } }, failed]),
        pollQr: fake.promise([
          { label: "等待扫码", output: { status: "waiting", login: null } },
          { label: "已扫码", output: { status: "scanned", login: null } },
          { label: "已确认", output: { status: "confirmed", login: demoLogin } },
          { label: "已确认但缺登录信息", output: { status: "confirmed", login: null } },
          { label: "已取消", output: { status: "cancelled", login: null } },
          { label: "已过期", output: { status: "expired", login: null } },
          failed,
        ]),
      },
    }),
})
