import { useState } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import type { PageProps } from "../app/page-registry.ts"
import { EmptyState } from "../components/empty-state.tsx"
import { Pager } from "../components/pager.tsx"
import { useResource } from "../app/use-resource.ts"
import { LedgerLines, WalletPanel } from "./wallet-parts.tsx"
import { useReloadWhenShownAgain } from "../hooks/use-page-location.ts"
import { AccountFrame } from "../components/account-frame/account-frame.tsx"
import { LoadStates } from "../components/list-states.tsx"

const PAGE_SIZE = 10

/** /account/points: the member's points and how they came and went. */
export default function PointsPage(_props: PageProps) {
  const [page, setPage] = useState(0)
  const points = useResource("accountPoints", { query: { page, size: PAGE_SIZE } })
  useReloadWhenShownAgain(points.reload)
  return (
    <AccountFrame title="我的积分">
      <WalletPanel title="积分概览">
        <div className={css({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", justifyContent: "space-between", gap: "4" })}>
          <div>
            <p className={css({ fontSize: "sm", color: "fg.muted" })}>可用积分</p>
            <p data-testid="available-points" className={css({ fontSize: "3xl", fontWeight: "bold", color: "highlight.text" })}>
              {points.shown ? points.shown.points : "—"}
            </p>
            <p className={css({ fontSize: "xs", color: "fg.subtle", mt: "1" })}>每日签到、购物和参与活动都能获得积分，积分可在积分商城兑换礼品。</p>
          </div>
          <div className={css({ display: "flex", gap: "3", flexWrap: "wrap" })}>
            <Link href="/account/point/gift" className={button({ variant: "highlight" })}>
              积分商城
            </Link>
            <Link href="/signIn/rules" className={button({ variant: "outline" })}>
              签到领积分
            </Link>
            <Link href="/announce/points" className={button({ variant: "link" })}>
              积分规则
            </Link>
          </div>
        </div>
      </WalletPanel>
      <WalletPanel title="积分明细">
        <LoadStates of={points} compact />
        {points.shown && points.shown.totalElements === 0 && <EmptyState compact title="暂无积分记录" description="签到、购物和参与活动获得的积分会记录在这里" />}
        {points.shown && points.shown.totalElements > 0 && (
          <>
            <LedgerLines lines={points.shown.content} currency="points" />
            <div className={css({ mt: "4", display: "flex", justifyContent: "center" })}>
              <Pager page={page} pageSize={PAGE_SIZE} total={points.shown.totalElements} onPageChange={setPage} label="积分明细分页" />
            </div>
          </>
        )}
      </WalletPanel>
    </AccountFrame>
  )
}
