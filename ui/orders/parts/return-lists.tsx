import { useSelector } from "@xstate/react"
import { useEffect, useState, type ReactNode } from "react"
import { Link } from "wouter"
import type { ActorRefFrom } from "xstate"
import { css } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import { RETURN_STATUSES, REJECT_REASON_MAX, returnActions, shopReturnActions, type OrderReturn, type ReturnStatus } from "../../../domain/mall/order-return.ts"
import { ORDER_PAGE_MESSAGES } from "../../../domain/orders/mall-orders.ts"
import { RETURN_PAGE_MESSAGES, RETURN_PAGE_SIZE, returnGoodsHref } from "../../../domain/orders/returns.ts"
import type { returnListMachine } from "../../../machines/orders/return-list.machine.ts"
import type { ShopReturnDecision } from "../../../machines/orders/shop-return-actions.machine.ts"
import { useActorRef } from "../../app/flow-hooks.ts"
import { wiredMyReturnsMachine, wiredShopReturnActionsMachine, wiredShopReturnsMachine } from "../../app/orders-wiring.ts"
import { AccountPanel } from "../../components/account-frame/account-frame.tsx"
import { Dialog } from "../../components/dialog.tsx"
import { EmptyState } from "../../components/empty-state.tsx"
import { ErrorState } from "../../components/error-state.tsx"
import { LoadingState } from "../../components/loading-state.tsx"
import { Pager } from "../../components/pager.tsx"
import { Tabs } from "../../components/tabs.tsx"
import { useReloadWhenShownAgain } from "../../hooks/use-page-location.ts"
import { notify } from "../../notify/toast-store.ts"
import { orderTabsClass, stateOfTab, stateTabValue } from "./order-parts.tsx"
import { ReturnCard } from "./return-card.tsx"
import { FormAlert } from "../../components/form-alert.tsx"
import { FormButtons } from "../../components/form-buttons.tsx"

type ReturnListRef = ActorRefFrom<typeof returnListMachine>

const TABS: ReadonlyArray<{ readonly status: ReturnStatus | null; readonly label: string }> = [{ status: null, label: "全部" }, ...RETURN_STATUSES.map((s) => ({ status: s.code, label: s.label }))]

function ReturnList({ list, side, actionsOf }: { readonly list: ReturnListRef; readonly side: "member" | "shop"; readonly actionsOf: (ret: OrderReturn) => ReactNode }) {
  const state = useSelector(list, (s) => s)
  const { data, status, page, error } = state.context
  useReloadWhenShownAgain(() => list.send({ type: "list.reload" }))
  const loading = state.matches("loading")
  const label = TABS.find((t) => t.status === status)?.label ?? "全部"
  if (state.matches("forbidden")) return <EmptyState title={ORDER_PAGE_MESSAGES.notMerchant} description={error ?? undefined} />
  const body = (
    <div className={css({ display: "grid", gap: "4", pt: "4" })} aria-busy={loading}>
      {state.matches("failure") && <ErrorState compact message={error ?? "退货申请加载失败"} onRetry={() => list.send({ type: "list.retry" })} />}
      {loading && !data && <LoadingState compact label="正在加载退货申请…" />}
      {data && !state.matches("failure") && data.content.length === 0 && (
        <EmptyState
          title={status === null ? (side === "member" ? RETURN_PAGE_MESSAGES.emptyAll : RETURN_PAGE_MESSAGES.shopEmpty) : RETURN_PAGE_MESSAGES.emptyTab(label)}
          description={side === "member" ? "已完成的订单在收货后7天内可以申请退货" : "买家申请退货后，申请会出现在这里"}
        />
      )}
      {data && !state.matches("failure") && data.content.length > 0 && (
        <>
          <ul aria-label={side === "member" ? "我的退货" : "店铺退货"} className={css({ display: "grid", gap: "4", opacity: loading ? 0.6 : 1 })}>
            {data.content.map((ret) => (
              <ReturnCard key={ret.id} ret={ret} side={side} actions={actionsOf(ret)} />
            ))}
          </ul>
          <Pager page={page} pageSize={RETURN_PAGE_SIZE} total={data.totalElements} onPageChange={(p) => list.send({ type: "page.select", page: p })} label="退货分页" />
        </>
      )}
    </div>
  )
  return (
    <Tabs
      className={orderTabsClass}
      label="退货状态"
      value={stateTabValue(status)}
      onValueChange={(value) => list.send({ type: "tab.select", status: stateOfTab<ReturnStatus>(value) })}
      items={TABS.map((t) => ({ value: stateTabValue(t.status), label: t.label, content: body }))}
    />
  )
}

/** 我的退货: the member's returns by state; 退货中 ones lead to the page for the parcel's courier and number. */
export function MyReturns() {
  const list = useActorRef(wiredMyReturnsMachine)
  return (
    <AccountPanel>
      <ReturnList
        list={list}
        side="member"
        actionsOf={(ret) =>
          returnActions(ret).includes("send") ? (
            <Link href={returnGoodsHref(ret.id)} className={button({ size: "sm" })} aria-label={`${ret.sendTime ? "修改退货物流" : "填写退货物流"} ${ret.returnNo}`}>
              {ret.sendTime ? "修改退货物流" : "填写退货物流"}
            </Link>
          ) : null
        }
      />
    </AccountPanel>
  )
}

const textArea = css({ h: "auto", minH: "20", py: "2", resize: "vertical" })

function DecisionDialog({ actor }: { readonly actor: ActorRefFrom<typeof wiredShopReturnActionsMachine> }) {
  const state = useSelector(actor, (s) => s)
  const { ret, kind, error } = state.context
  const busy = state.hasTag("busy")
  const open = kind !== null && (state.matches("deciding") || state.matches("submitting"))
  const [address, setAddress] = useState({ name: "", phone: "", address: "" })
  const [note, setNote] = useState("")
  const [reason, setReason] = useState("")
  const submit = (decision: ShopReturnDecision) => actor.send({ type: "decision.submit", decision })
  const close = () => !busy && actor.send({ type: "decision.cancel" })
  const title = kind === "accept" ? "同意退货" : kind === "reject" ? "拒绝退货" : "确认收到退货"
  const field = css({ display: "grid", gap: "1", fontSize: "sm", fontWeight: "medium" })
  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()} title={title} description={ret ? `退货单 ${ret.returnNo} · 订单 ${ret.orderNum}` : undefined} role={kind === "receive" ? "alertdialog" : "dialog"}>
      <form
        noValidate
        aria-label={title}
        className={css({ display: "grid", gap: "3", mt: "4" })}
        onSubmit={(e) => {
          e.preventDefault()
          if (kind === "accept") submit({ kind, address, note })
          else if (kind === "reject") submit({ kind, reason })
          else if (kind === "receive") submit({ kind })
        }}
      >
        {kind === "accept" && (
          <>
            <p className={css({ fontSize: "sm", color: "fg.muted" })}>买家将把商品寄回以下地址，请确认填写无误。</p>
            <label className={field}>
              收货人
              <input className={input()} maxLength={30} value={address.name} onChange={(e) => setAddress((a) => ({ ...a, name: e.target.value }))} />
            </label>
            <label className={field}>
              联系电话
              <input className={input()} maxLength={20} inputMode="tel" value={address.phone} onChange={(e) => setAddress((a) => ({ ...a, phone: e.target.value }))} />
            </label>
            <label className={field}>
              退货地址
              <input className={input()} maxLength={120} value={address.address} placeholder="省市区及详细地址" onChange={(e) => setAddress((a) => ({ ...a, address: e.target.value }))} />
            </label>
            <label className={field}>
              给买家的留言（选填）
              <textarea className={`${input()} ${textArea}`} maxLength={200} value={note} onChange={(e) => setNote(e.target.value)} />
            </label>
          </>
        )}
        {kind === "reject" && (
          <label className={field}>
            拒绝原因
            <textarea className={`${input()} ${textArea}`} maxLength={REJECT_REASON_MAX} value={reason} placeholder={`2至${REJECT_REASON_MAX}个字，买家可以看到`} onChange={(e) => setReason(e.target.value)} />
          </label>
        )}
        {kind === "receive" && <p className={css({ fontSize: "sm" })}>{RETURN_PAGE_MESSAGES.confirmReceive}</p>}
        <FormAlert message={error} />
        <FormButtons className={css({ mt: "2" })} onCancel={close} busy={busy} danger={kind === "reject"} lockCancel>
          {kind === "accept" ? "同意退货" : kind === "reject" ? "拒绝申请" : "确认收货并退款"}
        </FormButtons>
      </form>
    </Dialog>
  )
}

const DONE: Readonly<Record<ShopReturnDecision["kind"], string>> = {
  accept: RETURN_PAGE_MESSAGES.accepted,
  reject: RETURN_PAGE_MESSAGES.rejected,
  receive: RETURN_PAGE_MESSAGES.received,
}

/** The shop's returns: 同意 (with the return address), 拒绝 (with a reason), 确认收货 (refunds the buyer). */
export function ShopReturns() {
  const list = useActorRef(wiredShopReturnsMachine)
  const actions = useActorRef(wiredShopReturnActionsMachine)
  const done = useSelector(actions, (s) => s.context.done)
  const idleError = useSelector(actions, (s) => (s.matches("idle") ? s.context.error : null))
  const busy = useSelector(actions, (s) => !s.matches("idle"))
  const dialogKey = useSelector(actions, (s) => `${s.context.ret?.id ?? 0}-${s.context.kind ?? ""}`)
  useEffect(() => {
    const sub = actions.on("return.changed", () => list.send({ type: "list.reload" }))
    return () => sub.unsubscribe()
  }, [actions, list])
  useEffect(() => {
    if (done) notify.success(DONE[done])
  }, [done])
  useEffect(() => {
    if (idleError) notify.error(idleError)
  }, [idleError])
  return (
    <AccountPanel>
      <ReturnList
        list={list}
        side="shop"
        actionsOf={(ret) => {
          const allowed = shopReturnActions(ret)
          if (allowed.length === 0) return ret.status === 1 ? <span className={css({ fontSize: "sm", color: "fg.muted" })}>等待买家寄回商品</span> : null
          return (
            <>
              {allowed.includes("reject") && (
                <button type="button" className={button({ variant: "outline", size: "sm" })} disabled={busy} aria-label={`拒绝 ${ret.returnNo}`} onClick={() => actions.send({ type: "return.reject", ret })}>
                  拒绝
                </button>
              )}
              {allowed.includes("accept") && (
                <button type="button" className={button({ size: "sm" })} disabled={busy} aria-label={`同意退货 ${ret.returnNo}`} onClick={() => actions.send({ type: "return.accept", ret })}>
                  同意退货
                </button>
              )}
              {allowed.includes("receive") && (
                <button type="button" className={button({ size: "sm" })} disabled={busy} aria-label={`确认收货 ${ret.returnNo}`} onClick={() => actions.send({ type: "return.receive", ret })}>
                  确认收货
                </button>
              )}
            </>
          )
        }}
      />
      <DecisionDialog key={dialogKey} actor={actions} />
    </AccountPanel>
  )
}
