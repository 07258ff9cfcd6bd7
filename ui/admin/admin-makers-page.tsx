import { css } from "styled-system/css"
import { formatMoney } from "../../domain/core/money.ts"
import { APPLICATION_STATE_LABELS, type ApplicationState } from "../../domain/maker/rules.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useResource } from "../app/use-resource.ts"
import { formatTime } from "../components/time-format.ts"
import { ReviewCardsPage } from "./review-cards-page.tsx"

const FILTERS: readonly [ApplicationState, ...ApplicationState[]] = ["reviewing", "unpaid", "approved", "rejected", "left"]

/** The reviewer's list of one state, page by page. */
const useApplicationReviewList = (query: { readonly state: ApplicationState; readonly page: number; readonly size: number }) => useResource("adminMakerApplications", { query })

/** /admin/review/maker: maker applications by state; approve, or reject with a reason (the deposit goes back). */
export default function AdminMakersPage(_props: PageProps) {
  return (
    <ReviewCardsPage
      title="创客申请审核"
      queue="maker"
      stateLabel="申请状态"
      states={FILTERS}
      labels={APPLICATION_STATE_LABELS}
      pageSize={20}
      useList={useApplicationReviewList}
      empty="没有这一状态的申请"
      layout="rows"
      labelOf={(a, verb) => `${verb} ${a.displayName} 的创客申请`}
      rejecting={{ title: "驳回创客申请", reader: "申请人" }}
    >
      {(a) => (
        <>
          <div className={css({ display: "flex", gap: "3", alignItems: "baseline", flexWrap: "wrap" })}>
            <strong>{a.displayName}</strong>
            <span className={css({ fontSize: "sm", color: "fg.muted" })}>
              {a.username} · {a.field} · 保证金 {formatMoney(a.depositCents)}
              {a.depositRefunded ? "（已退回）" : ""} · {formatTime(a.createTime)}
            </span>
          </div>
          <p className={css({ fontSize: "sm" })}>{a.intro}</p>
          <p className={css({ fontSize: "sm" })}>
            代表作品：
            <a href={a.sample} target="_blank" rel="noreferrer" className={css({ color: "fg.link" })}>
              查看
            </a>
          </p>
        </>
      )}
    </ReviewCardsPage>
  )
}
