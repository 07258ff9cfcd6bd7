import { Link, useLocation } from "wouter"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { formatMoney } from "../../domain/core/money.ts"
import type { DepositPayResult } from "../../domain/maker/entities.ts"
import { depositPayment } from "../app/maker-wiring.ts"
import type { PageProps } from "../app/page-registry.ts"
import { StandaloneFrame } from "../app/layout/standalone-frame.tsx"
import { useResource } from "../app/use-resource.ts"
import { BalancePay } from "../wallet/index.ts"

const card = css({ bg: "bg.surface", borderRadius: "xl", boxShadow: "card", p: { base: "5", md: "8" }, display: "grid", gap: "5" })

/** /micro/payDeposit: the maker deposit of the member's unpaid application, from the balance with the payment password. */
export default function PayDepositPage({ route }: PageProps) {
  const [, navigate] = useLocation()
  const status = useResource("makerJoinStatus")
  const application = status.data?.application ?? null
  return (
    <StandaloneFrame title={route.title}>
      <section className={card}>
        <h1 className={css({ fontSize: "xl", fontWeight: "bold" })}>缴纳创客保证金</h1>
        {status.status === "loading" && <p role="status">正在加载…</p>}
        {status.status === "failure" && (
          <p role="alert" className={css({ color: "danger.text" })}>
            {status.error ?? "加载失败"}{" "}
            <button type="button" className={button({ variant: "outline", size: "sm" })} onClick={status.retry}>
              重试
            </button>
          </p>
        )}
        {status.data && application?.state !== "unpaid" && (
          <p>
            没有需要缴纳保证金的申请。
            <Link href="/micro/join" className={css({ color: "fg.link" })}>
              查看申请状态
            </Link>
          </p>
        )}
        {application?.state === "unpaid" && (
          <>
            <dl className={css({ display: "grid", gridTemplateColumns: "auto 1fr", gap: "2", fontSize: "sm", p: "4", bg: "bg.subtle", borderRadius: "lg", "& dt": { color: "fg.muted" } })}>
              <dt>创客昵称</dt>
              <dd>{application.displayName}</dd>
              <dt>创作领域</dt>
              <dd>{application.field}</dd>
              <dt>保证金</dt>
              <dd className={css({ fontSize: "lg", fontWeight: "bold", color: "highlight.text" })}>{formatMoney(application.depositCents)}</dd>
            </dl>
            <p className={css({ fontSize: "sm", color: "fg.muted" })}>保证金从账户余额支付；申请被驳回或退出创客时退回余额。</p>
            <BalancePay<DepositPayResult>
              amount={application.depositCents}
              pay={depositPayment(application.id)}
              onPaid={() => navigate("/micro/payDepositSuccess")}
              submitText="确认缴纳"
            />
          </>
        )}
      </section>
    </StandaloneFrame>
  )
}
