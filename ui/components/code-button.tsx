import { useSelector } from "@xstate/react"
import type { ActorRefFrom } from "xstate"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import type { CodeTicketMachine } from "../../machines/core/code-ticket.machine.ts"

/** 获取验证码 beside a code field, then the countdown of the code machine before another send. */
export function CodeButton({ actor, onSend }: { readonly actor: ActorRefFrom<CodeTicketMachine>; readonly onSend: () => void }) {
  const sending = useSelector(actor, (s) => s.hasTag("busy"))
  const counting = useSelector(actor, (s) => s.matches("counting"))
  const seconds = useSelector(actor, (s) => s.context.secondsLeft)
  const sentOnce = useSelector(actor, (s) => s.context.uuid !== null)
  return (
    <button type="button" className={`${button({ variant: "outline" })} ${css({ flexShrink: 0, minW: "28" })}`} disabled={sending || counting} onClick={onSend}>
      {sending ? "发送中…" : counting ? `${seconds}秒后重新获取` : sentOnce ? "重新获取" : "获取验证码"}
    </button>
  )
}
