import { Link } from "wouter"
import { button } from "styled-system/recipes"
import { formatMoney } from "../../../domain/money.ts"
import { WITHDRAWAL_STATUS_LABELS } from "../../../domain/wallet.ts"
import { StandaloneFrame } from "../../app/layout/standalone-frame.tsx"
import type { PageProps } from "../../app/page-registry.ts"
import { ErrorState } from "../../components/error-state.tsx"
import { LoadingState } from "../../components/loading-state.tsx"
import { useResource } from "../../hooks/use-resource.ts"
import { ResultCard, formatTime } from "./wallet-parts.tsx"
import { useQueryParam } from "../../hooks/use-page-location.ts"

function WithdrawalResult({ id }: { id: number }) {
  const withdrawal = useResource("withdrawalDetail", { params: { id } })
  if (withdrawal.status === "loading") return <LoadingState />
  if (withdrawal.status === "failure" || !withdrawal.data) return <ErrorState message={withdrawal.error ?? "加载失败"} onRetry={withdrawal.retry} />
  const w = withdrawal.data
  return (
    <ResultCard
      tone={w.status === "rejected" ? "failure" : w.status === "approved" ? "success" : "pending"}
      title={w.status === "pending" ? "提现申请已提交" : w.status === "approved" ? "提现审核通过" : "提现申请已驳回"}
      description={
        w.status === "pending"
          ? "提现金额已从余额转出，审核通过后1-3个工作日内到账；如被驳回，金额将退回余额"
          : w.status === "approved"
            ? "款项正在转入您的支付宝账户"
            : `驳回原因：${w.rejectReason ?? ""}，金额已退回余额`
      }
      details={[
        ["提现金额", formatMoney(w.amount)],
        ["到账账户", `支付宝 ${w.account}（${w.accountName}）`],
        ["申请时间", formatTime(w.createTime)],
        ["当前状态", WITHDRAWAL_STATUS_LABELS[w.status]],
      ]}
      actions={
        <>
          <Link href="/account/balance" className={button()}>
            返回我的余额
          </Link>
          <Link href="/account/balance/extract" className={button({ variant: "outline" })}>
            查看提现记录
          </Link>
        </>
      }
    />
  )
}

/** /account/balance/extract/success: the withdrawal request that was just made. */
export default function ExtractSuccessPage({ route }: PageProps) {
  const id = Number(useQueryParam("id"))
  return (
    <StandaloneFrame title={route.title}>
      {Number.isInteger(id) && id > 0 ? (
        <WithdrawalResult id={id} />
      ) : (
        <ResultCard
          tone="failure"
          title="未找到提现申请"
          actions={
            <Link href="/account/balance/extract" className={button()}>
              去提现
            </Link>
          }
        />
      )}
    </StandaloneFrame>
  )
}
