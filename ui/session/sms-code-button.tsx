import { useSelector } from "@xstate/react"
import type { ActorRefFrom } from "xstate"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import type { smsCodeMachine } from "../../machines/session/sms-code.machine.ts"

/** 获取验证码, then a 60-second countdown (the SMS code machine). */
export function SmsCodeButton({ actor, phone }: { readonly actor: ActorRefFrom<typeof smsCodeMachine>; readonly phone: string }) {
  const sending = useSelector(actor, (s) => s.hasTag("busy"))
  const counting = useSelector(actor, (s) => s.matches("counting"))
  const seconds = useSelector(actor, (s) => s.context.secondsLeft)
  const sentOnce = useSelector(actor, (s) => s.context.uuid !== null)
  return (
    <button
      type="button"
      className={`${button({ variant: "outline" })} ${css({ flexShrink: 0, minW: "28" })}`}
      disabled={sending || counting}
      onClick={() => actor.send({ type: "sms.send", phone })}
    >
      {sending ? "发送中…" : counting ? `${seconds}秒后重新获取` : sentOnce ? "重新获取" : "获取验证码"}
    </button>
  )
}
