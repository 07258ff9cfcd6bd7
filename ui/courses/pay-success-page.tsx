import { Link, useSearch } from "wouter"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { COURSE_MESSAGES } from "../../domain/courses/messages.ts"
import type { CourseOrder } from "../../domain/courses/entities/course.ts"
import { formatMoney } from "../../domain/core/money.ts"
import { StandaloneFrame } from "../app/layout/standalone-frame.tsx"
import type { PageProps } from "../app/page-registry.ts"
import { EmptyState } from "../components/empty-state.tsx"
import { BadgeCheckIcon } from "../components/icons.tsx"
import { playHref } from "./parts/course-detail-view.tsx"
import { isOrderNum, OrderLoader, paidLine } from "./parts/order-parts.tsx"

function Paid({ order }: { readonly order: CourseOrder }) {
  if (order.status !== "paid") {
    return (
      <EmptyState
        title="订单尚未支付"
        action={
          <Link href={`/account/course/pay?orderNum=${order.orderNum}`} className={button()}>
            去支付
          </Link>
        }
      />
    )
  }
  const learn = order.courseType === "video" && order.firstLessonId !== null ? playHref(order.courseId, order.firstLessonId) : `/image/detail/${order.courseId}`
  return (
    <section aria-labelledby="paid-title" className={css({ bg: "bg.surface", borderRadius: "lg", p: { base: "6", md: "10" }, display: "grid", gap: "4", justifyItems: "center", textAlign: "center" })}>
      <span className={css({ color: "success.solid" })}>
        <BadgeCheckIcon size={56} />
      </span>
      <h1 id="paid-title" className={css({ fontSize: "2xl", fontWeight: "bold" })}>
        {COURSE_MESSAGES.paySuccess}
      </h1>
      <p className={css({ fontWeight: "medium" })}>{order.courseTitle}</p>
      <dl className={css({ display: "grid", gridTemplateColumns: "auto auto", columnGap: "4", rowGap: "1", fontSize: "sm", color: "fg.muted", textAlign: "left" })}>
        <dt>订单编号</dt>
        <dd>{order.orderNum}</dd>
        <dt>支付金额</dt>
        <dd className={css({ color: "highlight.text", fontWeight: "bold" })}>{formatMoney(order.amountCents)}</dd>
        <dt>支付时间</dt>
        <dd>{paidLine(order)}</dd>
      </dl>
      <div className={css({ display: "flex", gap: "3", flexWrap: "wrap", justifyContent: "center" })}>
        <Link href={learn} className={button({ size: "lg" })}>
          开始学习
        </Link>
        <Link href="/account/plan" className={button({ size: "lg", variant: "outline" })}>
          我的课程表
        </Link>
      </div>
    </section>
  )
}

/** /order/pay/success?orderNum=…: a paid course order, with the way to start learning. */
export default function PaySuccessPage({ route }: PageProps) {
  const orderNum = new URLSearchParams(useSearch()).get("orderNum")
  return (
    <StandaloneFrame title={route.title}>
      {isOrderNum(orderNum) ? <OrderLoader orderNum={orderNum}>{(order) => <Paid order={order} />}</OrderLoader> : <EmptyState title={COURSE_MESSAGES.orderNotFound} />}
    </StandaloneFrame>
  )
}
