import { useEffect } from "react"
import { useLocation, useSearch } from "wouter"
import { css } from "styled-system/css"
import type { CourseOrder, CourseOrderPayResult } from "../../domain/courses/entities/course.ts"
import { COURSE_MESSAGES } from "../../domain/courses/messages.ts"
import { StandaloneFrame } from "../app/layout/standalone-frame.tsx"
import type { PageProps } from "../app/page-registry.ts"
import { balancePayments } from "../app/wallet-wiring.ts"
import { BalancePay } from "../wallet/index.ts"
import { EmptyState } from "../components/empty-state.tsx"
import { notify } from "../notify/toast-store.ts"
import { isOrderNum, OrderCourse, OrderLoader } from "./parts/order-parts.tsx"

function PayOrder({ order }: { readonly order: CourseOrder }) {
  const [, navigate] = useLocation()
  const success = `/order/pay/success?orderNum=${order.orderNum}`
  useEffect(() => {
    if (order.status === "paid") navigate(success, { replace: true })
  }, [order.status, navigate, success])
  if (order.status === "closed") return <EmptyState title={COURSE_MESSAGES.orderClosed} />
  if (order.status === "paid") return null
  return (
    <div className={css({ display: "grid", gap: "5" })}>
      <section aria-labelledby="pay-order" className={css({ bg: "bg.surface", borderRadius: "lg", p: { base: "4", md: "6" }, display: "grid", gap: "4" })}>
        <h2 id="pay-order" className={css({ fontSize: "md", fontWeight: "bold" })}>
          订单信息
        </h2>
        <OrderCourse cover={order.cover} title={order.courseTitle} teacherName={order.teacherName} type={order.courseType} />
        <p className={css({ fontSize: "sm", color: "fg.muted" })}>订单编号：{order.orderNum}</p>
      </section>
      <section aria-labelledby="pay-balance" className={css({ bg: "bg.surface", borderRadius: "lg", p: { base: "4", md: "6" }, display: "grid", gap: "4" })}>
        <h2 id="pay-balance" className={css({ fontSize: "md", fontWeight: "bold" })}>
          余额支付
        </h2>
        <BalancePay<CourseOrderPayResult>
          amount={order.amountCents}
          pay={balancePayments.courseOrder(order.orderNum)}
          onPaid={() => {
            notify.success(COURSE_MESSAGES.paySuccess)
            navigate(success, { replace: true })
          }}
          onCancel={() => history.back()}
          submitText="确认支付"
        />
      </section>
    </div>
  )
}

/** /account/course/pay?orderNum=…: paying a course order from the balance with the payment password. */
export default function CoursePayPage({ route }: PageProps) {
  const orderNum = new URLSearchParams(useSearch()).get("orderNum")
  return (
    <StandaloneFrame title={route.title}>
      {isOrderNum(orderNum) ? <OrderLoader orderNum={orderNum}>{(order) => <PayOrder order={order} />}</OrderLoader> : <EmptyState title={COURSE_MESSAGES.orderNotFound} />}
    </StandaloneFrame>
  )
}
