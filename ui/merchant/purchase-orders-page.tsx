import { useSelector } from "@xstate/react"
import { useEffect, useEffectEvent, useState } from "react"
import { css } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import { PURCHASE_ITEM_LABELS, PURCHASE_LABELS, type Purchase } from "../../domain/merchant/index.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useActorRef } from "../app/flow-hooks.ts"
import { wiredPurchaseOrderMachine } from "../app/merchant-wiring.ts"
import { useResource } from "../app/use-resource.ts"
import { CentreFrame, CentrePanel } from "../components/centre-frame/centre-frame.tsx"
import { EmptyState } from "../components/empty-state.tsx"
import { LabelOptions } from "../components/label-options.tsx"
import { Pager } from "../components/pager.tsx"
import { LoadStates } from "../components/list-states.tsx"

const SIZE = 5

/** One purchase order with the step it is at. */
function PurchaseCard({ purchase, onChanged }: { purchase: Purchase; onChanged: () => void }) {
  const actor = useActorRef(wiredPurchaseOrderMachine, { input: { purchase } })
  const current = useSelector(actor, (s) => s.context.purchase)
  const error = useSelector(actor, (s) => s.context.error)
  const busy = useSelector(actor, (s) => s.hasTag("busy"))
  const step = useSelector(actor, (s) => s.value as string)
  const [buyer, setBuyer] = useState({ buyer: "", buyerPhone: "" })
  const [results, setResults] = useState<Record<number, { done: boolean; reason: string }>>({})
  const reloadIfChanged = useEffectEvent((next: Purchase) => {
    if (next !== purchase) onChanged()
  })
  useEffect(() => {
    reloadIfChanged(current)
    // Only a change the machine made reloads the list.
  }, [current])
  useEffect(() => {
    // The list read again: the machine takes the copy unless a step of its own is under way.
    actor.send({ type: "purchase.sync", purchase })
  }, [actor, purchase])
  const title = `采购单 #${current.id}`
  return (
    <section aria-label={title} className={css({ border: "1px solid", borderColor: "border.subtle", borderRadius: "lg", p: "4", display: "grid", gap: "3" })}>
      <header className={css({ display: "flex", gap: "3", flexWrap: "wrap", alignItems: "center" })}>
        <h2 className={css({ fontWeight: "semibold" })}>{title}</h2>
        <span className={css({ fontSize: "sm", px: "2", borderRadius: "sm", bg: "bg.muted" })}>{PURCHASE_LABELS[current.status]}</span>
        {current.buyer && <span className={css({ fontSize: "sm", color: "fg.muted" })}>采购人：{current.buyer} {current.buyerPhone}</span>}
        <span className={css({ fontSize: "xs", color: "fg.subtle", ml: "auto" })}>{current.createdAt}</span>
      </header>
      <ul className={css({ display: "grid", gap: "2" })}>
        {current.items.map((item) => (
          <li key={item.id} className={css({ display: "flex", gap: "3", flexWrap: "wrap", fontSize: "sm", alignItems: "center" })}>
            <span>{item.skuTitle}</span>
            <span>× {item.quantity}</span>
            <span className={css({ color: "fg.muted" })}>入库：{item.wareName}</span>
            <span className={css({ color: "fg.muted" })}>{item.status === 4 && item.reason ? `${PURCHASE_ITEM_LABELS[4]}：${item.reason}` : PURCHASE_ITEM_LABELS[item.status]}</span>
            {step === "received" && (
              <span className={css({ display: "inline-flex", gap: "2", alignItems: "center" })}>
                <label className={css({ display: "inline-flex", gap: "1" })}>
                  <input type="checkbox" checked={!(results[item.id]?.done === false)} onChange={(e) => setResults((r) => ({ ...r, [item.id]: { done: e.target.checked, reason: r[item.id]?.reason ?? "" } }))} />
                  采购成功
                </label>
                {results[item.id]?.done === false && (
                  <input aria-label={`${item.skuTitle} 失败原因`} className={input({ size: "sm" })} maxLength={100} placeholder="失败原因" value={results[item.id]?.reason ?? ""} onChange={(e) => setResults((r) => ({ ...r, [item.id]: { done: false, reason: e.target.value } }))} />
                )}
              </span>
            )}
          </li>
        ))}
      </ul>
      {step === "created" && (
        <div className={css({ display: "flex", gap: "2", flexWrap: "wrap" })}>
          <input aria-label="采购人" className={input({ size: "sm" })} style={{ width: "8rem" }} placeholder="采购人" maxLength={20} value={buyer.buyer} onChange={(e) => setBuyer((b) => ({ ...b, buyer: e.target.value }))} />
          <input aria-label="采购人电话" className={input({ size: "sm" })} style={{ width: "10rem" }} placeholder="电话" maxLength={20} value={buyer.buyerPhone} onChange={(e) => setBuyer((b) => ({ ...b, buyerPhone: e.target.value }))} />
          <button type="button" className={button({ size: "sm" })} disabled={busy} onClick={() => actor.send({ type: "purchase.assign", ...buyer })}>
            分配
          </button>
        </div>
      )}
      {step === "assigned" && (
        <div>
          <button type="button" className={button({ size: "sm" })} disabled={busy} onClick={() => actor.send({ type: "purchase.receive" })}>
            领取
          </button>
        </div>
      )}
      {step === "received" && (
        <div>
          <button
            type="button"
            className={button({ size: "sm" })}
            disabled={busy}
            onClick={() => actor.send({ type: "purchase.finish", items: current.items.map((i) => ({ itemId: i.id, done: results[i.id]?.done ?? true, reason: results[i.id]?.reason ?? "" })) })}
          >
            完成采购
          </button>
        </div>
      )}
      {error && (
        <p role="alert" className={css({ color: "danger.text", fontSize: "sm" })}>
          {error}
        </p>
      )}
    </section>
  )
}

/** /account/mine/ware_purchase_order 采购单: assign, receive and finish; finishing puts the goods in stock. */
export default function PurchaseOrdersPage({ route }: PageProps) {
  const [query, setQuery] = useState({ page: 0, status: "" })
  const list = useResource("makerPurchaseList", { query: { page: query.page, size: SIZE, ...(query.status ? { status: Number(query.status) } : {}) } })
  return (
    <CentreFrame title={route.title}>
      <CentrePanel>
        <div className={css({ display: "grid", gap: "3" })}>
          <select aria-label="采购单状态" className={input({ size: "sm" })} style={{ width: "auto", justifySelf: "start" }} value={query.status} onChange={(e) => setQuery({ page: 0, status: e.target.value })}>
            <LabelOptions allLabel="全部状态" labels={PURCHASE_LABELS} />
          </select>
          <LoadStates of={list} compact />
          {list.status === "ready" && list.shown?.content.length === 0 && <EmptyState compact title="没有采购单，可在「采购需求」中勾选需求合并" />}
          {list.shown?.content.map((p) => (
            <PurchaseCard key={p.id} purchase={p} onChanged={() => list.reload()} />
          ))}
          <Pager page={query.page} pageSize={SIZE} total={list.shown?.totalElements ?? 0} onPageChange={(page) => setQuery((q) => ({ ...q, page }))} />
        </div>
      </CentrePanel>
    </CentreFrame>
  )
}
