import { useEffect, useState } from "react"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { formatMoney } from "../../domain/core/money.ts"
import { ORDER_MESSAGES, UNPAID_ORDER_KIND_LABELS, type UnpaidOrder } from "../../domain/orders/unpaid.ts"
import { formatDateTime } from "../../domain/core/time-ago.ts"
import { useSelector } from "@xstate/react"
import { useActorRef } from "../app/flow-hooks.ts"
import { wiredUnpaidOrdersMachine } from "../app/orders-wiring.ts"
import { ConfirmDialog } from "../components/confirm-dialog.tsx"
import { EmptyState } from "../components/empty-state.tsx"
import { ErrorState } from "../components/error-state.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { FormAlert } from "../components/form-alert.tsx"

/**
 * The member's unpaid orders with a 取消订单 button each (after a confirmation), and when
 * each closes by itself. `onChanged` runs after every cancel, e.g. to check again whether the
 * account may be closed.
 */
export function UnpaidOrdersList({ onChanged }: { readonly onChanged?: () => void }) {
  const actor = useActorRef(wiredUnpaidOrdersMachine)
  const orders = useSelector(actor, (s) => s.context.orders)
  const error = useSelector(actor, (s) => s.context.error)
  const failed = useSelector(actor, (s) => s.matches("failure"))
  const loading = useSelector(actor, (s) => s.matches("loading") && s.context.orders.length === 0)
  const busy = useSelector(actor, (s) => s.hasTag("busy"))
  const [asked, setAsked] = useState<UnpaidOrder | null>(null)
  useEffect(() => {
    if (!onChanged) return
    const subscription = actor.on("orders.changed", onChanged)
    return () => subscription.unsubscribe()
  }, [actor, onChanged])

  if (failed) return <ErrorState compact message={error ?? "加载失败"} onRetry={() => actor.send({ type: "list.reload" })} />
  if (loading) return <LoadingState compact />
  return (
    <section aria-label="未支付的订单" className={css({ display: "grid", gap: "2" })}>
      <FormAlert message={error} />
      {orders.length === 0 ? (
        <EmptyState compact title="没有未支付的订单" />
      ) : (
        <ul className={css({ display: "grid", gap: "2" })}>
          {orders.map((o) => (
            <li
              key={`${o.kind}-${o.id}`}
              className={css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "3", p: "3", borderWidth: "1px", borderColor: "border.subtle", borderRadius: "md", fontSize: "sm" })}
            >
              <div className={css({ flex: "1", minW: "0", display: "grid", gap: "1" })}>
                <span className={css({ fontWeight: "medium" })}>
                  {UNPAID_ORDER_KIND_LABELS[o.kind]} · {o.title}
                </span>
                <span className={css({ color: "fg.muted", fontSize: "xs", wordBreak: "break-all" })}>
                  订单号 {o.orderNo} · 未支付，{formatDateTime(new Date(o.closeTime))} 自动关闭
                </span>
              </div>
              <span className={css({ fontWeight: "bold", color: "accent.text" })}>{formatMoney(o.amount)}</span>
              <button type="button" className={button({ variant: "outline", size: "sm" })} disabled={busy} onClick={() => setAsked(o)} aria-label={`取消订单 ${o.orderNo}`}>
                取消订单
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className={css({ fontSize: "xs", color: "fg.muted" })}>{ORDER_MESSAGES.autoClose}</p>
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => !open && setAsked(null)}
        title="取消订单"
        message={ORDER_MESSAGES.confirmCancel}
        confirmText="确定取消"
        cancelText="再想想"
        onConfirm={() => {
          if (asked) actor.send({ type: "order.cancel", kind: asked.kind, id: asked.id })
          setAsked(null)
        }}
      />
    </section>
  )
}
