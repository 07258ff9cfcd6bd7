import { failed } from "../testing/fixtures.ts"
import { defineFlow } from "../testing/flow-entry.ts"
import { loginMachine } from "./login.machine.ts"
import { demoGrade, demoLogin } from "./session-fixtures.ts"

export const loginFlow = defineFlow({
  id: "login",
  nameZh: "密码登录",
  nameEn: "Password login",
  description: "加载验证码，填写用户名、密码和验证码后登录；登录失败显示原因并换一张验证码；成功后保存令牌并读取会员等级。",
  machine: loginMachine,
  fakes: (fake) =>
    loginMachine.provide({
      actors: {
        loadCaptcha: fake.promise([{ label: "成功", output: { uuid: "captcha-1", img: "data:image/svg+xml;base64,PHN2Zy8+" } }, { label: "服务器不校验验证码", output: null }, failed]),
        submitLogin: fake.promise([{ label: "成功", output: demoLogin }, { label: "密码错误", error: { message: "用户名或密码错误" } }]),
        loadGrade: fake.promise([{ label: "成功", output: demoGrade }, failed]),
      },
    }),
  events: {
    "form.submit": [
      { label: "填写完整", event: { type: "form.submit", username: "lin_xiaoyu", password: "Member_2024", code: "a3k9", rememberMe: true } },
      { label: "漏填验证码", event: { type: "form.submit", username: "lin_xiaoyu", password: "Member_2024", code: "", rememberMe: false } },
    ],
  },
})
