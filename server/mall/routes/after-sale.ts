import { MALL_MESSAGES } from "../../../domain/mall/messages.ts"
import { isUploadedPath } from "../../../domain/member/upload-kinds.ts"
import type { AppDeps } from "../../core/deps.ts"
import { badRequest } from "../../../domain/core/errors.ts"
import type { AreaHandlers } from "../../core/http/handler.ts"
import { claimCoupon, listClaimable, myCoupons } from "../services/coupons.ts"
import { grantVipCoupons } from "../services/vip-coupons.ts"
import { answerQuestion, askQuestion, listAnswers, listProductQuestions, shopQuestions } from "../services/questions.ts"
import {
  acceptReturn,
  applyReturn,
  memberReturn,
  myReturns,
  orderAfterSale,
  receiveReturn,
  rejectReturn,
  sendBack,
  shopReturn,
  shopReturns,
} from "../services/returns.ts"
import {
  createReview,
  listProductReviews,
  myReviews,
  pendingReviews,
  productReviewStatistics,
  replyReview,
  setReviewLike,
  shopReviews,
} from "../services/reviews.ts"

/**
 * Pictures a member attaches (return proofs, review photos) are their own uploads of the file
 * host, as the upload widget returns them; anything else is refused with `message`.
 */
const ownPictures = async (deps: AppDeps, userId: number, pictures: ReadonlyArray<string>, message: string): Promise<void> => {
  for (const path of new Set(pictures)) {
    if (!isUploadedPath(path, ["pictures", "image", "chat", "free"]) || !(await deps.files.owns(userId, path))) throw badRequest(message, "bad_picture")
  }
}

/** Coupons, returns, reviews and product questions: see domain/mall/after-sale-endpoints.ts. */
export const afterSaleHandlers = {
  couponList: async ({ query }, { deps, user }) => listClaimable(deps.db, user?.id ?? null, query, deps.now()),
  couponClaim: async ({ params }, { deps, user }) => {
    const now = deps.now()
    return claimCoupon(deps.db, user.id, params.couponId, now)
  },
  couponMy: async ({ query }, { deps, user }) => {
    const now = deps.now()
    // A VIP member's coupons of the month arrive when they look at their coupons (or check out).
    await grantVipCoupons(deps.db, user.id, now)
    return myCoupons(deps.db, user.id, query, now)
  },

  orderAfterSale: async ({ params }, { deps, user }) => orderAfterSale(deps.db, user.id, params.orderNum, deps.now()),
  returnApply: async ({ body }, { deps, user }) => {
    await ownPictures(deps, user.id, body.pictures, MALL_MESSAGES.returnBadPicture)
    const now = deps.now()
    return applyReturn(deps.db, user.id, body, now)
  },
  returnMy: async ({ query }, { deps, user }) => myReturns(deps.db, user.id, query),
  returnDetail: async ({ params }, { deps, user }) => memberReturn(deps.db, user.id, params.id),
  returnSend: async ({ params, body }, { deps, user }) => {
    const now = deps.now()
    return sendBack(deps.db, user.id, params.id, body, now)
  },
  shopReturnList: async ({ query }, { deps, user }) => shopReturns(deps.db, user.id, query),
  shopReturnDetail: async ({ params }, { deps, user }) => shopReturn(deps.db, user.id, params.id),
  shopReturnAccept: async ({ params, body }, { deps, user }) => {
    const now = deps.now()
    return acceptReturn(deps.db, user.id, params.id, body, now)
  },
  shopReturnReject: async ({ params, body }, { deps, user }) => {
    const now = deps.now()
    return rejectReturn(deps.db, user.id, params.id, body.reason, now)
  },
  shopReturnReceive: async ({ params, body }, { deps, user }) => {
    const now = deps.now()
    return receiveReturn(deps.db, user.id, params.id, body.note, now)
  },

  reviewStatistics: async ({ params }, { deps }) => productReviewStatistics(deps.db, params.spuId),
  reviewList: async ({ params, query }, { deps, user }) => listProductReviews(deps.db, params.spuId, query, user?.id ?? null),
  reviewCreate: async ({ body }, { deps, user }) => {
    await ownPictures(deps, user.id, body.pictures, MALL_MESSAGES.reviewBadPicture)
    const now = deps.now()
    return createReview(deps.db, user, body, now)
  },
  reviewPending: async ({ query }, { deps, user }) => pendingReviews(deps.db, user.id, query.orderNum),
  reviewMy: async ({ query }, { deps, user }) => myReviews(deps.db, user.id, query),
  reviewLike: async ({ params, body }, { deps, user }) => setReviewLike(deps.db, user.id, params.id, body.like),
  shopReviewList: async ({ query }, { deps, user }) => shopReviews(deps.db, user.id, query),
  shopReviewReply: async ({ params, body }, { deps, user }) => {
    const now = deps.now()
    return replyReview(deps.db, user.id, params.id, body.content, now)
  },

  productQuestionList: async ({ params, query }, { deps }) => listProductQuestions(deps.db, params.spuId, query),
  productQuestionCreate: async ({ body }, { deps, user }) => {
    const now = deps.now()
    return askQuestion(deps.db, user, body, now)
  },
  productAnswerList: async ({ params, query }, { deps }) => listAnswers(deps.db, params.questionId, query),
  productAnswerCreate: async ({ params, body }, { deps, user }) => {
    const now = deps.now()
    return answerQuestion(deps.db, user, params.questionId, body.content, now)
  },
  shopQuestionList: async ({ query }, { deps, user }) => shopQuestions(deps.db, user.id, query),
} satisfies AreaHandlers
