import { useState, type ReactNode } from "react"
import { css } from "styled-system/css"
import { button, tag } from "styled-system/recipes"
import { SHOP_APPLICATION_LABELS, SHOP_OPENING_MESSAGES, SHOP_SUBJECT_LABELS, type ShopApplicationReview, type ShopApplicationStatus } from "../../domain/mall/shop-opening.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useResource } from "../app/use-resource.ts"
import { useReviewDecision } from "../app/use-review-decision.tsx"
import { ReviewQueue } from "../components/review-queue.tsx"
import { adminMain } from "./admin-page-parts.tsx"

const PAGE_SIZE = 10
const FILTERS: ReadonlyArray<ShopApplicationStatus> = ["pending", "approved", "rejected"]
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : "—")

function ApplicationCard({ item, actions }: { readonly item: ShopApplicationReview; readonly actions: ReactNode }) {
  return (
    <li aria-label={`${item.shopName} 的开店申请`} className={css({ bg: "bg.surface", borderRadius: "lg", boxShadow: "card", p: "4", display: "grid", gridTemplateColumns: { base: "1fr", md: "1fr 240px" }, gap: "4" })}>
      <div className={css({ display: "grid", gap: "2", alignContent: "start" })}>
        <div className={css({ display: "flex", gap: "2", alignItems: "center", flexWrap: "wrap" })}>
          <h2 className={css({ fontSize: "lg", fontWeight: "semibold" })}>{item.shopName}</h2>
          <span className={tag({ tone: "neutral" })}>{SHOP_SUBJECT_LABELS[item.subject]}</span>
          <span className={tag({ tone: item.feePaidUntil ? "success" : "warning" })}>{item.feePaidUntil ? `服务费已付（至 ${day(item.feePaidUntil)}）` : "服务费未支付"}</span>
        </div>
        <dl className={css({ display: "grid", gridTemplateColumns: "auto 1fr", gap: "1 3", fontSize: "sm", "& dt": { color: "fg.muted" } })}>
          <dt>申请人</dt>
          <dd>
            {item.nickName}（{item.username}）
          </dd>
          <dt>主营类目</dt>
          <dd>{item.category}</dd>
          <dt>营业执照名称</dt>
          <dd>{item.companyName}</dd>
          <dt>统一社会信用代码</dt>
          <dd className={css({ fontFamily: "mono" })}>{item.creditCode}</dd>
          <dt>{item.subject === "company" ? "法定代表人" : "经营者"}</dt>
          <dd>{item.legalPerson}</dd>
          <dt>联系手机</dt>
          <dd>{item.contactPhone}</dd>
          <dt>经营地址</dt>
          <dd>{item.address}</dd>
          {item.description && (
            <>
              <dt>店铺简介</dt>
              <dd>{item.description}</dd>
            </>
          )}
          <dt>提交时间</dt>
          <dd>{day(item.applyTime)}</dd>
          {item.reviewTime && (
            <>
              <dt>审核时间</dt>
              <dd>{day(item.reviewTime)}</dd>
            </>
          )}
          {item.status === "rejected" && (
            <>
              <dt>驳回原因</dt>
              <dd className={css({ color: "danger.text" })}>{item.rejectReason}</dd>
            </>
          )}
        </dl>
        {actions}
      </div>
      <a href={item.licencePicture} target="_blank" rel="noreferrer" aria-label={`查看 ${item.shopName} 的营业执照原图`}>
        <img src={item.licencePicture} alt={`${item.shopName} 营业执照`} loading="lazy" className={css({ w: "full", borderRadius: "md", borderWidth: "1px", borderColor: "border.subtle" })} />
      </a>
    </li>
  )
}

/** /admin/review/shop 开店审核: applications with their licence; approve (the fee must be paid) or reject with a reason. */
export default function AdminShopApplicationsPage(_props: PageProps) {
  const [status, setStatus] = useState<ShopApplicationStatus>("pending")
  const [page, setPage] = useState(0)
  const list = useResource("adminShopApplications", { query: { status, page, size: PAGE_SIZE } })
  const review = useReviewDecision("shopApplication", list.reload)
  const rejecting = list.shown?.content.find((item) => item.id === review.rejectingId)
  return (
    <ReviewQueue
      title="开店审核"
      className={adminMain}
      filter={{ label: "审核状态", options: FILTERS.map((f) => ({ value: f, label: f === "pending" ? "待审核" : SHOP_APPLICATION_LABELS[f] })), value: status, onChange: setStatus }}
      list={list}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={setPage}
      empty={status === "pending" ? "没有待审核的开店申请" : "暂无记录"}
      listLabel="开店申请"
      card={(item) => (
        <ApplicationCard
          item={item}
          actions={
            item.status === "pending" && (
              <div className={css({ display: "flex", gap: "2" })}>
                <button
                  type="button"
                  className={button({ size: "sm" })}
                  disabled={review.busyId === item.id || !item.feePaidUntil}
                  title={item.feePaidUntil ? undefined : SHOP_OPENING_MESSAGES.feeUnpaid}
                  onClick={() => review.approve(item.id)}
                >
                  通过
                </button>
                <button type="button" className={button({ size: "sm", variant: "outline" })} disabled={review.busyId === item.id} onClick={() => review.reject(item.id)}>
                  驳回
                </button>
                {!item.feePaidUntil && <span className={css({ fontSize: "xs", color: "fg.muted", alignSelf: "center" })}>{SHOP_OPENING_MESSAGES.feeUnpaid}</span>}
              </div>
            )
          }
        />
      )}
    >
      {review.rejectDialog({ title: `驳回「${rejecting?.shopName ?? ""}」的开店申请`, reader: "申请人" })}
    </ReviewQueue>
  )
}
