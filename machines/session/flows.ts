/** The session flows, in the order the flows page lists them (collected by machines/index.ts). */
import type { FlowEntry } from "../testing/flow-entry.ts"
import { loginFlow } from "./login.flow.ts"
import { logoutFlow } from "./logout.flow.ts"
import { qrConfirmFlow } from "./qr-confirm.flow.ts"
import { qrLoginFlow } from "./qr-login.flow.ts"
import { sessionFlow } from "./session.flow.ts"
import { smsCodeFlow } from "./sms-code.flow.ts"
import { wechatLoginFlow } from "./wechat-login.flow.ts"

export const SESSION_FLOWS: ReadonlyArray<FlowEntry> = [
  loginFlow,
  qrLoginFlow,
  qrConfirmFlow,
  smsCodeFlow,
  logoutFlow,
  sessionFlow,
  wechatLoginFlow,
]
