import { useMachine } from "../app/flow-hooks.ts"
import { useEffect, useRef, useState } from "react"
import { Link, useLocation } from "wouter"
import { css } from "styled-system/css"
import { button, tag } from "styled-system/recipes"
import type { MemberFee, OrderPayResult } from "../../domain/wallet/entities/wallet.ts"
import { NOTICE_MESSAGES } from "../../domain/core/messages.ts"
import { formatMoney } from "../../domain/core/money.ts"
import { GRADE_LABELS, pricePerMonth } from "../../domain/wallet/wallet.ts"
import { StandaloneFrame } from "../app/layout/standalone-frame.tsx"
import type { PageProps } from "../app/page-registry.ts"
import { balancePayments, newPaymentKey, wiredVipPurchaseMachine } from "../app/wallet-wiring.ts"
import { BalancePay } from "./balance-pay.tsx"
import { ConfirmDialog } from "../components/confirm-dialog.tsx"
import { Dialog } from "../components/dialog.tsx"
import { CrownIcon } from "../components/icons.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { useResource } from "../app/use-resource.ts"
import { useSession } from "../session/index.ts"
import { LoadStates } from "../components/list-states.tsx"
import { formatTimeWithSeconds } from "../components/time-format.ts"
import { RetryAlert } from "../components/retry-alert.tsx"

const planCard = css({
  position: "relative",
  display: "grid",
  gap: "1",
  textAlign: "left",
  p: "5",
  borderRadius: "xl",
  borderWidth: "2px",
  borderColor: "border.subtle",
  bg: "bg.surface",
  cursor: "pointer",
  transitionProperty: "border-color, box-shadow",
  transitionDuration: "fast",
  _hover: { borderColor: "vip.muted" },
  "&[aria-checked=true]": { borderColor: "vip.solid", bg: "vip.subtle", boxShadow: "raised" },
})

function PlanChoice({ fees, selected, onSelect }: { fees: ReadonlyArray<MemberFee>; selected: number | null; onSelect: (id: number) => void }) {
  return (
    <div role="radiogroup" aria-label="会员套餐" className={css({ display: "grid", gridTemplateColumns: { base: "1fr", sm: "repeat(3, 1fr)" }, gap: "4" })}>
      {fees.map((fee) => (
        <button key={fee.id} type="button" role="radio" aria-checked={selected === fee.id} className={planCard} onClick={() => onSelect(fee.id)}>
          {fee.recommended && <span className={`${tag({ tone: "highlight", size: "sm" })} ${css({ position: "absolute", top: "3", right: "3" })}`}>推荐</span>}
          <span className={css({ fontWeight: "semibold" })}>{fee.name}</span>
          <span className={css({ fontSize: "3xl", fontWeight: "bold", color: "vip.contrast" })}>{formatMoney(fee.price)}</span>
          {fee.originalPrice > fee.price && <s className={css({ fontSize: "sm", color: "fg.subtle" })}>{formatMoney(fee.originalPrice)}</s>}
          <span className={css({ fontSize: "xs", color: "fg.muted" })}>
            约{formatMoney(pricePerMonth(fee.price, fee.months))}/月 · {fee.description}
          </span>
        </button>
      ))}
    </div>
  )
}

function VipPurchase({ fees }: { fees: ReadonlyArray<MemberFee> }) {
  const [, navigate] = useLocation()
  const session = useSession()
  const grade = useResource("accountGrade")
  const privileges = useResource("gradePrivilegeAll")
  const [keyBase] = useState(newPaymentKey)
  const recommended = fees.find((f) => f.recommended) ?? fees[0]
  const [snapshot, send] = useMachine(wiredVipPurchaseMachine, { input: { keyBase, planId: recommended?.id ?? null, kind: "vip" } })
  const { planId, order, error } = snapshot.context
  const plan = fees.find((f) => f.id === planId) ?? null
  const isVip = (grade.data?.expireDate ?? 0) > 0
  const opened = snapshot.status === "done"
  const left = useRef(false)
  useEffect(() => {
    if (!opened || !order || left.current) return
    left.current = true
    // The grade changed: the header's VIP badge reads the session's grade.
    session.refresh()
    navigate(`/account/vip/success?id=${order.id}`)
  }, [opened, order, navigate, session])

  return (
    <div className={css({ display: "grid", gap: "6" })}>
      <section className={css({ borderRadius: "xl", bgGradient: "to-br", gradientFrom: "bg.inverse", gradientTo: "bg.inverseSubtle", color: "fg.inverse", p: { base: "6", md: "10" }, display: "flex", gap: "5", alignItems: "center", flexWrap: "wrap" })}>
        <span aria-hidden="true" className={css({ display: "grid", placeItems: "center", w: "14", h: "14", borderRadius: "full", bg: "vip.solid", color: "vip.contrast", flexShrink: 0 })}>
          <CrownIcon size={28} />
        </span>
        <div className={css({ flex: "1", minW: "56" })}>
          <h1 className={css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold", color: "vip.subtle" })}>{isVip ? "续费VIP会员" : "开通VIP会员"}</h1>
          <p data-testid="vip-status" className={css({ color: "fg.inverseMuted", mt: "1", fontSize: "sm" })}>
            {grade.data && isVip
              ? `您是${grade.data.grade}，有效期至 ${formatTimeWithSeconds(grade.data.expireAt).slice(0, 10)}（剩余${grade.data.expireDate}天），续费将从到期日起顺延`
              : "畅学会员免费课程，付费课程享会员价，商城购物9.5折，每月领会员优惠券"}
          </p>
        </div>
      </section>

      <section className={css({ bg: "bg.surface", borderRadius: "xl", boxShadow: "card", p: { base: "5", md: "8" }, display: "grid", gap: "5" })}>
        <h2 className={css({ fontSize: "lg", fontWeight: "semibold" })}>选择会员套餐</h2>
        <PlanChoice fees={fees} selected={planId} onSelect={(id) => send({ type: "plan.select", planId: id })} />
        <p className={css({ fontSize: "sm", color: "fg.muted" })}>
          开通即表示您已阅读并同意
          <Link href="/vip/agreement" className={css({ color: "fg.link", mx: "1" })}>
            《会员服务协议》
          </Link>
          ，会员费从账户余额支付。
        </p>
        {error && snapshot.matches("choosing") && (
          <p role="alert" className={css({ color: "danger.text", fontSize: "sm" })}>
            {error}
          </p>
        )}
        {snapshot.matches("failure") && <RetryAlert message={error} onRetry={() => send({ type: "order.retry" })} className={css({ flexWrap: "wrap", fontSize: "sm" })} />}
        <div>
          <button
            type="button"
            className={button({ variant: "highlight", size: "lg" })}
            disabled={snapshot.hasTag("busy")}
            data-loading={snapshot.hasTag("busy") ? "" : undefined}
            onClick={() => send({ type: "vip.open" })}
          >
            {snapshot.hasTag("busy") ? "正在下单…" : `${isVip ? "立即续费" : "立即开通"}${plan ? ` ${formatMoney(plan.price)}` : ""}`}
          </button>
        </div>
      </section>

      <section className={css({ bg: "bg.surface", borderRadius: "xl", boxShadow: "card", p: { base: "5", md: "8" } })}>
        <h2 className={css({ fontSize: "lg", fontWeight: "semibold", mb: "4" })}>会员专属权益</h2>
        {privileges.status === "loading" && <LoadingState compact />}
        {privileges.data && (
          <ul className={css({ display: "grid", gridTemplateColumns: { base: "1fr", sm: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" }, gap: "4" })}>
            {privileges.data
              .filter((p) => p.gradeName === GRADE_LABELS.vip)
              .map((p) => (
                <li key={p.id} className={css({ p: "4", borderRadius: "lg", bg: "vip.subtle" })}>
                  <p className={css({ fontWeight: "semibold", color: "vip.contrast" })}>{p.title}</p>
                  <p className={css({ fontSize: "sm", color: "fg.muted", mt: "1" })}>{p.description}</p>
                </li>
              ))}
          </ul>
        )}
      </section>

      <ConfirmDialog
        open={snapshot.matches("confirming")}
        onOpenChange={(open) => {
          if (!open) send({ type: "confirm.no" })
        }}
        message={NOTICE_MESSAGES.confirmMembership}
        onConfirm={() => send({ type: "confirm.yes" })}
      />
      <Dialog
        open={snapshot.matches("paying")}
        onOpenChange={(open) => {
          if (!open) send({ type: "pay.cancel" })
        }}
        title="余额支付"
        description={order ? order.title : undefined}
      >
        {order && (
          <div className={css({ mt: "4" })}>
            <BalancePay<OrderPayResult>
              amount={order.amount}
              pay={balancePayments.vipOrder(order.id)}
              onPaid={(result) => send({ type: "pay.done", result })}
            />
          </div>
        )}
      </Dialog>
    </div>
  )
}

/** /account/vip/pay: the VIP plans and privileges; a plan is opened or renewed from the balance. */
export default function VipPayPage({ route }: PageProps) {
  const fees = useResource("memberFeeAll")
  return (
    <StandaloneFrame title={route.title} wide>
      <LoadStates of={fees} />
      {fees.data && <VipPurchase fees={fees.data} />}
    </StandaloneFrame>
  )
}
