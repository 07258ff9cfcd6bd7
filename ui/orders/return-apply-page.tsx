import { useSelector } from "@xstate/react"
import { useState } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import { formatMoney } from "../../domain/core/money.ts"
import { RETURN_DAYS, RETURN_DESCRIPTION_MAX, RETURN_PICTURE_LIMIT, RETURN_REASONS, returnStatusLabel } from "../../domain/mall/order-return.ts"
import { MY_RETURNS_PATH, RETURN_PAGE_MESSAGES } from "../../domain/orders/returns.ts"
import { linePaidCents } from "../../domain/mall/vip-price.ts"
import { useActorRef } from "../app/flow-hooks.ts"
import { wiredReturnApplyMachine } from "../app/orders-wiring.ts"
import type { PageProps } from "../app/page-registry.ts"
import { AccountFrame, AccountPanel } from "../components/account-frame/account-frame.tsx"
import { AlertBox } from "../components/alert-box.tsx"
import { EmptyState, EmptyStateLink } from "../components/empty-state.tsx"
import { ErrorState } from "../components/error-state.tsx"
import { BadgeCheckIcon } from "../components/icons.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { Select } from "../components/select.tsx"
import { UploadWidget } from "../components/upload/upload-widget.tsx"
import { useQueryParam } from "../hooks/use-page-location.ts"
import { orderDetailHref } from "./order-list-page.tsx"
import { formatTimeWithSeconds } from "../components/time-format.ts"

function ReturnApply({ orderNum }: { readonly orderNum: string }) {
  const actor = useActorRef(wiredReturnApplyMachine, { input: { orderNum } })
  const state = useSelector(actor, (s) => s)
  const { afterSale, skuIds, error, created } = state.context
  const [reason, setReason] = useState("")
  const [description, setDescription] = useState("")
  const [pictures, setPictures] = useState<ReadonlyArray<string>>([])
  // A message belongs to the values sent: once they are edited it goes until the next submit.
  const [sent, setSent] = useState<string | null>(null)
  const busy = state.hasTag("busy")

  if (state.matches("loading")) return <LoadingState label="正在读取订单…" />
  if (state.matches("failure")) return <ErrorState message={error ?? "订单加载失败"} onRetry={() => actor.send({ type: "order.retry" })} />
  if (state.matches("unavailable") || !afterSale)
    return (
      <EmptyState
        title={RETURN_PAGE_MESSAGES.unavailable}
        description={
          afterSale?.status !== 3
            ? "只有已完成的订单可以申请退货"
            : afterSale.items.every((i) => i.returnId !== null)
              ? "该订单的商品都已申请退货，可在我的退货中查看进度"
              : `订单完成已超过${RETURN_DAYS}天，不能申请退货`
        }
        action={
          <div className={css({ display: "flex", gap: "3" })}>
            <Link href={orderDetailHref(orderNum)} className={button({ variant: "outline", size: "sm" })}>
              查看订单
            </Link>
            <Link href={MY_RETURNS_PATH} className={button({ variant: "plain", size: "sm" })}>
              我的退货
            </Link>
          </div>
        }
      />
    )
  if (state.matches("submitted") && created)
    return (
      <div role="status" className={css({ display: "grid", justifyItems: "center", gap: "3", textAlign: "center", py: "6" })}>
        <span className={css({ color: "success.text" })}>
          <BadgeCheckIcon size={56} />
        </span>
        <h2 className={css({ fontSize: "xl", fontWeight: "semibold" })}>退货申请已提交</h2>
        <p className={css({ fontSize: "sm", color: "fg.muted" })}>
          退货单号 {created.returnNo} · {returnStatusLabel(created.status)} · 退款金额 {formatMoney(created.refundCents)}
        </p>
        <p className={css({ fontSize: "sm", color: "fg.muted" })}>{RETURN_PAGE_MESSAGES.waitingShop}，商家同意后请按退货地址寄回商品并填写退货物流。</p>
        <div className={css({ display: "flex", gap: "3" })}>
          <Link href={MY_RETURNS_PATH} className={button()}>
            查看我的退货
          </Link>
          <Link href={orderDetailHref(orderNum)} className={button({ variant: "outline" })}>
            查看订单
          </Link>
        </div>
      </div>
    )

  const refund = afterSale.items.filter((i) => skuIds.includes(i.skuId)).reduce((n, i) => n + linePaidCents(i), 0)
  const reasons = afterSale.reasons.length > 0 ? afterSale.reasons : [...RETURN_REASONS]
  const label = css({ fontSize: "sm", fontWeight: "medium" })
  return (
    <form
      noValidate
      aria-label="退货申请"
      className={css({ display: "grid", gap: "5" })}
      onSubmit={(e) => {
        e.preventDefault()
        setSent(JSON.stringify([skuIds, reason, description, pictures]))
        actor.send({ type: "form.submit", form: { reason, description, pictures } })
      }}
    >
      <p className={css({ fontSize: "sm", color: "fg.muted" })}>
        订单号 {afterSale.orderNum}
        {afterSale.returnDeadline ? ` · 请在 ${formatTimeWithSeconds(afterSale.returnDeadline)} 前申请` : ""}
      </p>
      <fieldset className={css({ display: "grid", gap: "2" })}>
        <legend className={label}>退货商品</legend>
        <ul className={css({ display: "grid", gap: "2", mt: "2" })}>
          {afterSale.items.map((item) => (
            <li key={item.skuId}>
              <label
                className={css({
                  display: "flex",
                  gap: "3",
                  alignItems: "center",
                  p: "2",
                  borderWidth: "1px",
                  borderColor: "border.subtle",
                  borderRadius: "md",
                  cursor: item.returnable ? "pointer" : "not-allowed",
                  opacity: item.returnable ? 1 : 0.6,
                  _hover: item.returnable ? { borderColor: "accent.solid" } : {},
                })}
              >
                <input type="checkbox" checked={skuIds.includes(item.skuId)} disabled={!item.returnable || busy} onChange={() => actor.send({ type: "line.toggle", skuId: item.skuId })} />
                <img src={item.picture} alt="" className={css({ w: "14", h: "14", objectFit: "cover", borderRadius: "md", flexShrink: 0 })} />
                <span className={css({ flex: "1", minW: "0", display: "grid", gap: "0.5", fontSize: "sm" })}>
                  <span className={css({ lineClamp: "2" })}>{item.title}</span>
                  <span className={css({ fontSize: "xs", color: "fg.muted" })}>
                    {item.skuText} ×{item.quantity}
                    {item.returnStatus !== null ? ` · ${returnStatusLabel(item.returnStatus)}` : ""}
                  </span>
                </span>
                <span className={css({ fontSize: "sm", flexShrink: 0 })}>{formatMoney(linePaidCents(item))}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <Select label="退货原因" options={reasons.map((r) => ({ value: r, label: r }))} value={reason === "" ? null : reason} onValueChange={setReason} placeholder="请选择退货原因" />
      <label className={css({ display: "grid", gap: "1" })}>
        <span className={label}>问题描述（选填）</span>
        <textarea
          className={`${input()} ${css({ h: "auto", minH: "28", py: "2", resize: "vertical" })}`}
          maxLength={RETURN_DESCRIPTION_MAX}
          value={description}
          placeholder="请描述商品的问题，便于商家尽快处理"
          onChange={(e) => setDescription(e.target.value)}
        />
        <span className={css({ fontSize: "xs", color: "fg.subtle", justifySelf: "end" })}>
          {description.length}/{RETURN_DESCRIPTION_MAX}
        </span>
      </label>
      <UploadWidget
        label="凭证图片（选填）"
        kind="pictures"
        imageLimit={RETURN_PICTURE_LIMIT}
        hint={`最多 ${RETURN_PICTURE_LIMIT} 张，每张不超过 2MB`}
        onChange={(files) => setPictures(files.map((f) => f.path))}
      />
      <p className={css({ fontSize: "sm" })}>
        退款金额 <strong className={css({ color: "highlight.text", fontSize: "lg" })}>{formatMoney(refund)}</strong>
        <span className={css({ color: "fg.muted", fontSize: "xs", ml: "2" })}>商家确认收到退货后退回账户余额</span>
      </p>
      <AlertBox message={sent === JSON.stringify([skuIds, reason, description, pictures]) ? error : null} />
      <div className={css({ display: "flex", gap: "3", justifyContent: "flex-end" })}>
        <Link href={orderDetailHref(orderNum)} className={button({ variant: "plain" })}>
          返回订单
        </Link>
        <button type="submit" className={button()} disabled={busy} data-loading={busy ? "" : undefined}>
          提交申请
        </button>
      </div>
    </form>
  )
}

/** /account/order/return/apply?orderNum= 申请退货: lines, reason, description and proof pictures. */
export default function ReturnApplyPage({ route }: PageProps) {
  const orderNum = useQueryParam("orderNum") ?? ""
  return (
    <AccountFrame title={route.title}>
      <AccountPanel>
        {orderNum === "" ? (
          <EmptyState
            title="请从订单中选择要退货的商品"
            description="在我的订单中找到已完成的订单，点击申请退货"
            action={<EmptyStateLink href="/account/order?type=product">我的订单</EmptyStateLink>}
          />
        ) : (
          <ReturnApply key={orderNum} orderNum={orderNum} />
        )}
      </AccountPanel>
    </AccountFrame>
  )
}
