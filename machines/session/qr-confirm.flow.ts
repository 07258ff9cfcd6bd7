import { failed } from "../testing/fixtures.ts"
import { defineFlow } from "../testing/flow-entry.ts"
import { qrConfirmMachine } from "./qr-confirm.machine.ts"

export const qrConfirmFlow = defineFlow({
  id: "qrConfirm",
  nameZh: "扫码确认",
  nameEn: "QR-code confirmation",
  description: "已登录的手机扫码后：标记已扫描，显示哪个浏览器请求登录，由会员确认或取消。",
  machine: qrConfirmMachine,
  fakes: (fake) =>
    qrConfirmMachine.provide({
      actors: {
        scanQr: fake.promise([{ label: "成功", output: { browser: "Chrome 131", ip: "113.108.*.*" } }, { label: "二维码已失效", error: { message: "二维码已失效" } }]),
        confirmQr: fake.promise([{ label: "成功", output: undefined }, failed]),
        cancelQr: fake.promise([{ label: "成功", output: undefined }, failed]),
      },
    }),
})
