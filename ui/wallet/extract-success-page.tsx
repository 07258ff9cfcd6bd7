import { useEffect } from "react"
import { Link } from "wouter"
import { button } from "styled-system/recipes"
import { formatMoney } from "../../domain/core/money.ts"
import { WITHDRAWAL_STATUS_LABELS, withdrawalResult } from "../../domain/wallet/wallet.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useResource } from "../app/use-resource.ts"
import { SITE_NAME } from "../app/site-context.tsx"
import { ResultCard, ResultFrame } from "./wallet-parts.tsx"
import { useQueryParam } from "../hooks/use-page-location.ts"
import { formatTimeWithSeconds } from "../components/time-format.ts"
import { NotLoaded } from "../components/list-states.tsx"

function WithdrawalResult({ id }: { id: number }) {
  const withdrawal = useResource("withdrawalDetail", { params: { id } })
  const result = withdrawal.data ? withdrawalResult(withdrawal.data.status, withdrawal.data.rejectReason ?? null) : null
  const title = result?.title
  useEffect(() => {
    if (title) document.title = `${title} - ${SITE_NAME}`
  }, [title])
  if (!withdrawal.data || !result) return <NotLoaded of={withdrawal} />
  const w = withdrawal.data
  return (
    <ResultCard
      tone={w.status === "rejected" ? "failure" : w.status === "approved" ? "success" : "pending"}
      title={result.title}
      description={result.description}
      details={[
        ["提现金额", formatMoney(w.amount)],
        ["到账账户", `支付宝 ${w.account}（${w.accountName}）`],
        ["申请时间", formatTimeWithSeconds(w.createTime)],
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
    <ResultFrame
      title={route.title}
      result={Number.isInteger(id) && id > 0 && <WithdrawalResult id={id} />}
      missing={{
        title: "未找到提现申请",
        actions: (
          <Link href="/account/balance/extract" className={button()}>
            去提现
          </Link>
        ),
      }}
    />
  )
}
