import { useState } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { CANCEL_MESSAGES } from "../../domain/member/account-cancel.ts"
import { StandaloneFrame } from "../app/layout/standalone-frame.tsx"
import type { PageProps } from "../app/page-registry.ts"
import { useCall } from "../app/use-call.ts"
import { AccountPanel } from "../components/account-frame/account-frame.tsx"
import { ConfirmDialog } from "../components/confirm-dialog.tsx"
import { prose } from "../components/prose.ts"
import { SafeHtml } from "../components/safe-html.tsx"
import { useResource } from "../app/use-resource.ts"
import { useSession } from "../session/index.ts"
import { UnpaidOrdersList } from "../orders/index.ts"
import { CheckLabel } from "../components/check-label.tsx"
import { LoadStates } from "../components/list-states.tsx"

/**
 * /account/cancel: the account-closing agreement, the conditions (zero balance, no withdrawal
 * under review, nothing undelivered or unpaid, no real-name review running) and, when they are
 * met and the agreement is accepted, closing after one more confirmation (GET api/Account/cancel_account).
 */
export default function CancelPage({ route }: PageProps) {
  const session = useSession()
  const agreement = useResource("advert", { query: { key: "cancel_account_agreement", title: "账号注销协议" } })
  const check = useResource("cancelAccountCheck")
  const [agreed, setAgreed] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const cancel = useCall("cancelAccount", { success: CANCEL_MESSAGES.done, onDone: () => session.logout(), onFailed: () => check.reload() })
  const data = check.shown
  return (
    <StandaloneFrame title={route.title}>
      <div className={css({ display: "grid", gap: "5" })}>
        <AccountPanel title="账号注销协议">
          <LoadStates of={agreement} compact />
          {agreement.data && (
            <div
              role="region"
              tabIndex={0}
              aria-label="账号注销协议全文"
              className={css({
                maxH: "72",
                overflowY: "auto",
                pr: "2",
                borderWidth: "1px",
                borderColor: "border.subtle",
                borderRadius: "md",
                p: "4",
              })}
            >
              <SafeHtml as="div" html={agreement.data.value} className={prose} />
            </div>
          )}
        </AccountPanel>
        <AccountPanel title="注销条件">
          <LoadStates of={check} compact />
          {data && (
            <div className={css({ display: "grid", gap: "4" })}>
              <ul className={css({ display: "grid", gap: "2" })}>
                {data.checks.map((c) => (
                  <li key={c.key} className={css({ display: "flex", alignItems: "center", gap: "3", fontSize: "sm" })}>
                    <span
                      aria-hidden="true"
                      className={css({
                        w: "5",
                        h: "5",
                        borderRadius: "full",
                        display: "grid",
                        placeItems: "center",
                        fontSize: "xs",
                        color: "white",
                        bg: c.passed ? "success.solid" : "danger.solid",
                      })}
                    >
                      {c.passed ? "✓" : "!"}
                    </span>
                    <span>{c.label}</span>
                    <span className={css({ color: c.passed ? "success.text" : "danger.text" })}>{c.passed ? "已满足" : c.hint}</span>
                  </li>
                ))}
              </ul>
              {data.checks.some((c) => c.key === "orders" && !c.passed) && <UnpaidOrdersList onChanged={check.reload} />}
              {data.points > 0 && (
                <p className={css({ fontSize: "sm", color: "warning.text" })}>
                  您还有 {data.points} 积分，{CANCEL_MESSAGES.pointsForfeit}，可先到
                  <Link href="/account/point/gift" className={css({ color: "fg.link" })}>
                    积分商城
                  </Link>
                  兑换礼品。
                </p>
              )}
              <CheckLabel checked={agreed} onChange={setAgreed}>
                我已阅读并同意《账号注销协议》
              </CheckLabel>
              {!data.canCancel && <p className={css({ fontSize: "sm", color: "danger.text" })}>{CANCEL_MESSAGES.conditionsUnmet}</p>}
              <div className={css({ display: "flex", gap: "3" })}>
                <button
                  type="button"
                  className={button({ variant: "danger" })}
                  disabled={!data.canCancel || !agreed}
                  onClick={() => setConfirming(true)}
                >
                  申请注销
                </button>
                <Link href="/account/center" className={button({ variant: "plain" })}>
                  返回个人中心
                </Link>
              </div>
            </div>
          )}
        </AccountPanel>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="注销账号"
        message={CANCEL_MESSAGES.confirm}
        tone="danger"
        confirmText="确定注销"
        onConfirm={() => cancel.send({ query: { agree: "true" } })}
      />
    </StandaloneFrame>
  )
}
