import { css } from "styled-system/css"
import { categoryLabel, WORK_STATE_LABELS, type WorkState } from "../../domain/maker/rules.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useResource } from "../app/use-resource.ts"
import { formatTime } from "../components/time-format.ts"
import { ReviewCardsPage } from "./review-cards-page.tsx"

const FILTERS: readonly [WorkState, ...WorkState[]] = ["reviewing", "published", "rejected", "hidden"]

/** The reviewer's list of one state, page by page. */
const useMicroReviewList = (query: { readonly state: WorkState; readonly page: number; readonly size: number }) => useResource("adminMicroWorks", { query })

/** /admin/review/micro: makers' short videos waiting for review; watch, publish or reject with a reason. */
export default function AdminMicroPage(_props: PageProps) {
  return (
    <ReviewCardsPage
      title="短视频审核"
      queue="micro"
      stateLabel="作品状态"
      states={FILTERS}
      labels={WORK_STATE_LABELS}
      pageSize={12}
      useList={useMicroReviewList}
      empty="没有这一状态的作品"
      layout="tiles"
      labelOf={(w, verb) => `${verb}作品 ${w.title}`}
      rejecting={{ title: "驳回作品", reader: "创客" }}
    >
      {(w) => (
        <>
          <video src={w.video} poster={w.cover} controls muted preload="none" aria-label={`视频：${w.title}`} className={css({ w: "full", aspectRatio: "3 / 4", bg: "black", borderRadius: "md" })} />
          <strong>{w.title}</strong>
          <span className={css({ fontSize: "sm", color: "fg.muted" })}>
            {w.maker.nickName} · {categoryLabel(w.category)} · {w.tags.map((t) => `#${t}`).join(" ")} · {formatTime(w.createTime)}
          </span>
        </>
      )}
    </ReviewCardsPage>
  )
}
