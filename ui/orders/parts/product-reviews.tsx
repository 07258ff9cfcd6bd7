import { useSelector } from "@xstate/react"
import { useEffect } from "react"
import { css, cx } from "styled-system/css"
import { button } from "styled-system/recipes"
import { REVIEW_FILTERS, type ReviewFilter, type ReviewStatistics } from "../../../domain/mall/review.ts"
import { REVIEW_LIST_PAGE_SIZE } from "../../../domain/orders/mall-orders.ts"
import { useActorRef } from "../../app/flow-hooks.ts"
import { wiredProductReviewListMachine } from "../../app/orders-wiring.ts"
import { EmptyState } from "../../components/empty-state.tsx"
import { ErrorState } from "../../components/error-state.tsx"
import { FilterChips } from "../../components/filter-chips.tsx"
import { LoadingState } from "../../components/loading-state.tsx"
import { Pager } from "../../components/pager.tsx"
import { Stars } from "../../courses/index.ts"
import { notify } from "../../notify/toast-store.ts"
import { formatTimeWithSeconds } from "../../components/time-format.ts"
import { AttachedPictures } from "./attached-pictures.tsx"
import { ShopReply } from "./shop-reply.tsx"

const countOf = (s: ReviewStatistics, filter: ReviewFilter): number =>
  ({ all: s.total, good: s.goodTotal, middle: s.middleTotal, bad: s.simpleTotal, pictures: s.pictureTotal })[filter]

/**
 * 商品评价 of a product page: 好评率 and the stars' spread, filters with their counts, the reviews
 * (stars, SKU, text, pictures, the shop's reply) with 点赞, paged. Self-contained: the product
 * page places it with the product's spuId.
 */
export function ProductReviews({ spuId }: { readonly spuId: number }) {
  const actor = useActorRef(wiredProductReviewListMachine, { input: { spuId } })
  const state = useSelector(actor, (s) => s)
  const { statistics, data, filter, page, error, liking, likeError } = state.context
  useEffect(() => {
    if (likeError) notify.error(likeError)
  }, [likeError])
  const loading = state.matches({ list: "loading" })
  return (
    <section aria-label="商品评价" className={css({ display: "grid", gap: "4" })}>
      {statistics && statistics.total > 0 && (
        <div className={css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: { base: "4", md: "8" }, bg: "bg.subtle", borderRadius: "lg", px: "4", py: "3" })}>
          <div className={css({ textAlign: "center" })}>
            <p className={css({ fontSize: "3xl", fontWeight: "bold", color: "highlight.text", lineHeight: "1" })}>{statistics.goodRate ?? 0}%</p>
            <p className={css({ fontSize: "xs", color: "fg.muted", mt: "1" })}>好评率</p>
          </div>
          <ol aria-label="星级分布" className={css({ display: "grid", gap: "1", flex: "1", minW: "48", maxW: "sm" })}>
            {[5, 4, 3, 2, 1].map((grade) => {
              const n = statistics.stars[grade - 1] ?? 0
              return (
                <li key={grade} className={css({ display: "flex", alignItems: "center", gap: "2", fontSize: "xs", color: "fg.muted" })}>
                  <span className={css({ w: "8" })}>{grade}星</span>
                  <span className={css({ flex: "1", h: "1.5", bg: "bg.muted", borderRadius: "full", overflow: "hidden" })}>
                    <span className={css({ display: "block", h: "full", bg: "vip.solid" })} style={{ width: `${statistics.total === 0 ? 0 : (n * 100) / statistics.total}%` }} />
                  </span>
                  <span className={css({ w: "8", textAlign: "right" })}>{n}</span>
                </li>
              )
            })}
          </ol>
        </div>
      )}
      <FilterChips
        label="评价筛选"
        options={REVIEW_FILTERS.map((f) => ({ value: f.key, label: `${f.label}${statistics ? `（${countOf(statistics, f.key)}）` : ""}` }))}
        value={filter}
        onChange={(key) => actor.send({ type: "filter.select", filter: key })}
      />
      {state.matches({ list: "failure" }) && <ErrorState compact message={error ?? "评价加载失败"} onRetry={() => actor.send({ type: "list.retry" })} />}
      {loading && !data && <LoadingState compact label="正在加载评价…" />}
      {data && !state.matches({ list: "failure" }) && data.content.length === 0 && (
        <EmptyState compact title={filter === "all" ? "暂无评价" : "没有符合条件的评价"} description={filter === "all" ? "购买并确认收货后，买家可以在这里分享使用感受" : undefined} />
      )}
      {data && !state.matches({ list: "failure" }) && data.content.length > 0 && (
        <>
          <ul aria-label="评价列表" className={css({ display: "grid", opacity: loading ? 0.6 : 1 })}>
            {data.content.map((r) => (
              <li key={r.id} className={css({ display: "grid", gap: "2", py: "4", borderBottomWidth: "1px", borderColor: "border.subtle", _last: { borderBottomWidth: "0" } })}>
                <div className={css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "3", fontSize: "sm" })}>
                  <span className={css({ fontWeight: "medium" })}>{r.user.nickName ?? "匿名用户"}</span>
                  <Stars grade={r.grade} />
                  <span className={css({ fontSize: "xs", color: "fg.subtle" })}>{formatTimeWithSeconds(r.createTime)}</span>
                  {r.skuText && <span className={css({ fontSize: "xs", color: "fg.muted" })}>{r.skuText}</span>}
                </div>
                <p className={cx(css({ fontSize: "sm", overflowWrap: "anywhere", whiteSpace: "pre-wrap" }), r.isDefault ? css({ color: "fg.muted" }) : undefined)}>{r.content}</p>
                <AttachedPictures pictures={r.pictures} label="晒图" size="large" />
                {r.reply && <ShopReply reply={r.reply} />}
                <div className={css({ display: "flex", justifyContent: "flex-end" })}>
                  <button
                    type="button"
                    className={button({ variant: "plain", size: "xs" })}
                    aria-pressed={r.likedStatus === "LIKE"}
                    disabled={liking !== null}
                    onClick={() => actor.send({ type: "review.like", id: r.id, like: r.likedStatus !== "LIKE" })}
                  >
                    {r.likedStatus === "LIKE" ? "已赞" : "点赞"} {r.likeNumber > 0 ? r.likeNumber : ""}
                  </button>
                </div>
              </li>
            ))}
          </ul>
          <Pager page={page} pageSize={REVIEW_LIST_PAGE_SIZE} total={data.totalElements} onPageChange={(p) => actor.send({ type: "page.select", page: p })} label="评价分页" />
        </>
      )}
    </section>
  )
}
