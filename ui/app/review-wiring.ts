import { fromPromise } from "xstate"
import { MAKER_MESSAGES } from "../../domain/maker/rules.ts"
import { SHOP_OPENING_MESSAGES } from "../../domain/mall/shop-opening.ts"
import { REAL_NAME_MESSAGES } from "../../domain/member/real-name-form.ts"
import { NEWS_MESSAGES } from "../../domain/news/news-article.ts"
import { SCIENCE_MESSAGES } from "../../domain/community/science.ts"
import { reviewDecisionMachine } from "../../machines/admin/review-decision.machine.ts"
import { notify } from "../notify/toast-store.ts"
import { api } from "./services.ts"

/** One review queue's decisions: its two calls and what the administrator is told when each went through. */
interface ReviewQueueCalls {
  readonly approve: (id: number) => Promise<unknown>
  /** Silent: a refused rejection is shown in the reason dialog. */
  readonly reject: (id: number, reason: string) => Promise<unknown>
  readonly approved: string
  readonly rejected: string
}

/** The review centre's queues whose items are approved, or rejected with a reason the applicant reads. */
export const REVIEW_QUEUE_CALLS = {
  micro: {
    approve: (id) => api.call("adminMicroWorkApprove", { params: { id } }),
    reject: (id, reason) => api.call("adminMicroWorkReject", { params: { id }, body: { reason } }, { silent: true }),
    approved: "作品已发布",
    rejected: "已驳回作品",
  },
  maker: {
    approve: (id) => api.call("adminMakerApprove", { params: { id } }),
    reject: (id, reason) => api.call("adminMakerReject", { params: { id }, body: { reason } }, { silent: true }),
    approved: MAKER_MESSAGES.approved,
    rejected: MAKER_MESSAGES.rejected,
  },
  realName: {
    approve: (id) => api.call("adminRealNameApprove", { params: { id } }),
    reject: (id, reason) => api.call("adminRealNameReject", { params: { id }, body: { reason } }, { silent: true }),
    approved: REAL_NAME_MESSAGES.approved,
    rejected: REAL_NAME_MESSAGES.rejected,
  },
  news: {
    approve: (id) => api.call("adminNewsApprove", { params: { id } }),
    reject: (id, reason) => api.call("adminNewsReject", { params: { id }, body: { reason } }, { silent: true }),
    approved: NEWS_MESSAGES.approved,
    rejected: NEWS_MESSAGES.rejected,
  },
  science: {
    approve: (id) => api.call("adminScienceApprove", { params: { id } }),
    reject: (id, reason) => api.call("adminScienceReject", { params: { id }, body: { reason } }, { silent: true }),
    approved: SCIENCE_MESSAGES.approved,
    rejected: SCIENCE_MESSAGES.rejected,
  },
  shopApplication: {
    approve: (id) => api.call("adminShopApplicationApprove", { params: { id } }),
    reject: (id, reason) => api.call("adminShopApplicationReject", { params: { id }, body: { reason } }, { silent: true }),
    approved: SHOP_OPENING_MESSAGES.approved,
    rejected: SHOP_OPENING_MESSAGES.rejected,
  },
  withdrawal: {
    approve: (id) => api.call("adminWithdrawalApprove", { params: { id } }),
    reject: (id, reason) => api.call("adminWithdrawalReject", { params: { id }, body: { reason } }, { silent: true }),
    approved: "已审核通过，请按账户信息打款",
    rejected: "已驳回，金额已退回会员余额",
  },
  course: {
    approve: (id) => api.call("adminCourseApprove", { params: { id } }),
    reject: (id, reason) => api.call("adminCourseReject", { params: { id }, body: { reason } }, { silent: true }),
    approved: "课程已上架",
    rejected: "已驳回课程",
  },
  product: {
    approve: (id) => api.call("adminProductApprove", { params: { id } }),
    reject: (id, reason) => api.call("adminProductReject", { params: { id }, body: { reason } }, { silent: true }),
    approved: "已通过，商家有库存后即可上架",
    rejected: "已驳回，商家可修改后重新提交",
  },
} satisfies Record<string, ReviewQueueCalls>
export type ReviewQueueName = keyof typeof REVIEW_QUEUE_CALLS

/** 通过/驳回 of one review page; `onSettled` reloads its list after each decision and each refused approval. */
export const wiredReviewDecisionMachine = (queue: ReviewQueueName, onSettled: () => void) => {
  const calls: ReviewQueueCalls = REVIEW_QUEUE_CALLS[queue]
  return reviewDecisionMachine.provide({
    actors: {
      approve: fromPromise(({ input }) => calls.approve(input.id)),
      reject: fromPromise(({ input }) => calls.reject(input.id, input.reason)),
    },
    actions: {
      decided: (_, { decision }) => {
        notify.success(decision === "approved" ? calls.approved : calls.rejected)
        onSettled()
      },
      refused: () => onSettled(),
    },
  })
}
