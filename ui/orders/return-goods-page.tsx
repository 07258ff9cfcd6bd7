import { useSelector } from "@xstate/react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { MY_RETURNS_PATH, RETURN_PAGE_MESSAGES } from "../../domain/orders/returns.ts"
import { useActorRef } from "../app/flow-hooks.ts"
import { wiredReturnGoodsMachine } from "../app/orders-wiring.ts"
import type { PageProps } from "../app/page-registry.ts"
import { AccountFrame, AccountPanel } from "../components/account-frame/account-frame.tsx"
import { EmptyState, EmptyStateLink } from "../components/empty-state.tsx"
import { ErrorState } from "../components/error-state.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { useQueryParam } from "../hooks/use-page-location.ts"
import { OrderLines } from "./parts/order-parts.tsx"
import { ProofPictures, ReturnFacts, ReturnStatusTag } from "./parts/return-card.tsx"
import { ShipmentFields, useShipmentDraft } from "./parts/shipment-fields.tsx"

function GoodsForm({ error, busy, initial, onSubmit, onCancel }: {
  readonly error: string | null
  readonly busy: boolean
  readonly initial: { readonly courier: string; readonly trackingNo: string }
  readonly onSubmit: (courier: string, trackingNo: string) => void
  readonly onCancel?: () => void
}) {
  const draft = useShipmentDraft({ initial, error, onSubmit })
  return (
    <form noValidate aria-label="退货物流" onSubmit={draft.submit} className={css({ display: "grid", gap: "4", maxW: "md" })}>
      <ShipmentFields draft={draft} alertId="return-goods-error" />
      <div className={css({ display: "flex", gap: "3" })}>
        <button type="submit" className={button()} disabled={busy} data-loading={busy ? "" : undefined}>
          提交退货物流
        </button>
        {onCancel && (
          <button type="button" className={button({ variant: "plain" })} disabled={busy} onClick={onCancel}>
            取消修改
          </button>
        )}
      </div>
    </form>
  )
}

function ReturnGoods({ id }: { readonly id: number }) {
  const actor = useActorRef(wiredReturnGoodsMachine, { input: { id } })
  const state = useSelector(actor, (s) => s)
  const { ret, error } = state.context
  if (state.matches("loading") && !ret) return <LoadingState label="正在读取退货申请…" />
  if (state.matches("failure") || !ret) return <ErrorState message={error ?? RETURN_PAGE_MESSAGES.notFound} onRetry={() => actor.send({ type: "return.retry" })} />
  const editing = state.matches("editing") || state.matches("submitting")
  return (
    <div className={css({ display: "grid", gap: "4" })}>
      <div className={css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center", fontSize: "sm", color: "fg.muted" })}>
        <ReturnStatusTag status={ret.status} size="md" />
        <span>退货单号 {ret.returnNo}</span>
        <span>订单号 {ret.orderNum}</span>
      </div>
      <OrderLines items={ret.items} compact />
      <ReturnFacts ret={ret} side="member" />
      <ProofPictures pictures={ret.pictures} />
      {editing && (
        <section aria-label="填写退货物流" className={css({ display: "grid", gap: "3", borderTopWidth: "1px", borderColor: "border.subtle", pt: "4" })}>
          <h2 className={css({ fontSize: "md", fontWeight: "semibold" })}>填写退货物流</h2>
          <p className={css({ fontSize: "sm", color: "fg.muted" })}>请将商品寄回上面的退货地址，并填写快递公司和快递单号。</p>
          <GoodsForm
            error={error}
            busy={state.hasTag("busy")}
            initial={{ courier: ret.courier ?? "", trackingNo: ret.trackingNo ?? "" }}
            onSubmit={(courier, trackingNo) => actor.send({ type: "goods.submit", courier, trackingNo })}
            {...(ret.sendTime ? { onCancel: () => actor.send({ type: "goods.cancel" }) } : {})}
          />
        </section>
      )}
      {state.matches("sent") && (
        <div role="status" className={css({ display: "grid", gap: "3", justifyItems: "start", bg: "success.subtle", px: "4", py: "3", borderRadius: "md" })}>
          <p className={css({ fontSize: "sm", color: "success.text" })}>{RETURN_PAGE_MESSAGES.sent}</p>
          <button type="button" className={button({ variant: "outline", size: "sm" })} onClick={() => actor.send({ type: "goods.edit" })}>
            修改退货物流
          </button>
        </div>
      )}
      {state.matches("viewing") && ret.status === 0 && <p className={css({ fontSize: "sm", color: "fg.muted" })}>{RETURN_PAGE_MESSAGES.waitingShop}，商家同意后即可填写退货物流。</p>}
      <div>
        <Link href={MY_RETURNS_PATH} className={button({ variant: "plain", size: "sm" })}>
          返回我的退货
        </Link>
      </div>
    </div>
  )
}

/** /account/order/return/goods?id= 退货物流: the courier and number of the parcel sent back. */
export default function ReturnGoodsPage({ route }: PageProps) {
  const raw = useQueryParam("id")
  const id = Number(raw)
  return (
    <AccountFrame title={route.title}>
      <AccountPanel>
        {Number.isInteger(id) && id > 0 ? (
          <ReturnGoods key={id} id={id} />
        ) : (
          <EmptyState
            title="请从我的退货中选择退货申请"
            description="商家同意退货后，可在我的退货中填写退货物流"
            action={<EmptyStateLink href={MY_RETURNS_PATH}>我的退货</EmptyStateLink>}
          />
        )}
      </AccountPanel>
    </AccountFrame>
  )
}
