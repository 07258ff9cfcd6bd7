import { useMachine } from "../../app/flow-hooks.ts"
import { useEffect, useState, type ReactNode } from "react"
import { Link, useLocation } from "wouter"
import { css } from "styled-system/css"
import { button, tag } from "styled-system/recipes"
import { COURSE_MESSAGES } from "../../../domain/courses/messages.ts"
import type { CourseDetail, CourseOrder } from "../../../domain/courses/entities/course.ts"
import { formatMoney } from "../../../domain/core/money.ts"
import { formatDateTime } from "../../../domain/core/time-ago.ts"
import { courseOrderMachineFor } from "../../app/course-wiring.ts"
import { newPaymentKey } from "../../app/wallet-wiring.ts"
import { EmptyState } from "../../components/empty-state.tsx"
import { ErrorState } from "../../components/error-state.tsx"
import { LoadingState } from "../../components/loading-state.tsx"
import { useResource } from "../../app/use-resource.ts"
import { courseHref } from "./course-card.tsx"
import { playHref, startLesson } from "./course-detail-view.tsx"
import { FormAlert } from "../../components/form-alert.tsx"

/** The course an order is for: cover, title, teacher and type. */
export function OrderCourse({ cover, title, teacherName, type }: { readonly cover: string; readonly title: string; readonly teacherName: string; readonly type: "video" | "image" }) {
  return (
    <div className={css({ display: "grid", gridTemplateColumns: { base: "112px 1fr", sm: "160px 1fr" }, gap: "4", alignItems: "start" })}>
      <img src={cover} alt="" className={css({ w: "full", aspectRatio: "16 / 10", objectFit: "cover", borderRadius: "md" })} />
      <div className={css({ display: "grid", gap: "1.5" })}>
        <span className={tag({ tone: "accent", size: "sm" })}>{type === "image" ? "图文课程" : "视频课程"}</span>
        <p className={css({ fontWeight: "bold" })}>{title}</p>
        <p className={css({ fontSize: "sm", color: "fg.muted" })}>讲师：{teacherName}</p>
      </div>
    </div>
  )
}

const amounts = css({ display: "grid", gridTemplateColumns: "auto 1fr", columnGap: "6", rowGap: "2", fontSize: "sm", "& dt": { color: "fg.muted" }, "& dd": { textAlign: "right" } })

/**
 * 确认订单: the course, its list price and what the member pays (the VIP price for a VIP); 提交订单
 * makes the order (one key per visit, so a double click makes one) and goes on to paying.
 */
export function OrderConfirm({ detail }: { readonly detail: CourseDetail }) {
  const [, navigate] = useLocation()
  const [key] = useState(newPaymentKey)
  const [machine] = useState(() => courseOrderMachineFor(detail.id, key))
  const [snapshot, send] = useMachine(machine)
  const order = snapshot.matches("done") ? (snapshot.context.result as CourseOrder) : null
  useEffect(() => {
    if (order) navigate(`/account/course/pay?orderNum=${order.orderNum}`, { replace: true })
  }, [order, navigate])

  if (detail.access.entitled) {
    const start = startLesson(detail)
    return (
      <EmptyState
        title={detail.access.reason === "purchased" ? COURSE_MESSAGES.alreadyPurchased : COURSE_MESSAGES.freeToLearn}
        action={
          <Link href={detail.type === "video" && start ? playHref(detail.id, start.id) : courseHref(detail)} className={button()}>
            去学习
          </Link>
        }
      />
    )
  }
  const saved = detail.priceCents - detail.access.payCents
  return (
    <div className={css({ display: "grid", gap: "5" })}>
      <section aria-labelledby="order-course" className={css({ bg: "bg.surface", borderRadius: "lg", p: { base: "4", md: "6" }, display: "grid", gap: "4" })}>
        <h2 id="order-course" className={css({ fontSize: "md", fontWeight: "bold" })}>
          课程信息
        </h2>
        <OrderCourse cover={detail.cover} title={detail.title} teacherName={detail.teacher.name} type={detail.type} />
      </section>
      <section aria-labelledby="order-amount" className={css({ bg: "bg.surface", borderRadius: "lg", p: { base: "4", md: "6" }, display: "grid", gap: "4" })}>
        <h2 id="order-amount" className={css({ fontSize: "md", fontWeight: "bold" })}>
          结算信息
        </h2>
        <dl className={amounts}>
          <dt>课程价格</dt>
          <dd>{formatMoney(detail.priceCents)}</dd>
          {saved > 0 && (
            <>
              <dt>VIP优惠</dt>
              <dd className={css({ color: "vip.contrast" })}>-{formatMoney(saved)}</dd>
            </>
          )}
          <dt>应付金额</dt>
          <dd className={css({ fontSize: "xl", fontWeight: "bold", color: "highlight.text" })}>{formatMoney(detail.access.payCents)}</dd>
        </dl>
        <p className={css({ fontSize: "xs", color: "fg.subtle" })}>虚拟课程购买后永久有效，不支持退款。支付方式：账户余额。</p>
        <FormAlert message={snapshot.context.error} />
        <div className={css({ display: "flex", justifyContent: "flex-end" })}>
          <button type="button" className={button({ size: "lg", variant: "highlight" })} disabled={snapshot.hasTag("busy") || order !== null} onClick={() => send({ type: "form.submit", values: {} })}>
            {snapshot.hasTag("busy") ? "正在提交…" : "提交订单"}
          </button>
        </div>
      </section>
    </div>
  )
}

/** The order of the page's `orderNum` query, loaded for its member. */
export function OrderLoader({ orderNum, children }: { readonly orderNum: string; readonly children: (order: CourseOrder) => ReactNode }) {
  const order = useResource("courseOrderDetail", { params: { orderNum } })
  if (order.status === "loading") return <LoadingState />
  if (order.status === "failure" || !order.data) return <ErrorState message={order.error ?? COURSE_MESSAGES.orderNotFound} onRetry={order.retry} />
  return <>{children(order.data)}</>
}

export const isOrderNum = (value: string | null): value is string => value !== null && /^[A-Z0-9]{6,40}$/.test(value)

/** When the order was paid, as a line of the success page. */
export const paidLine = (order: CourseOrder) => (order.payTime ? formatDateTime(new Date(order.payTime)) : "")
