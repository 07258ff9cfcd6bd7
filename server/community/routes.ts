import { SCIENCE_MESSAGES } from "../../domain/community/science.ts"
import type { AreaHandlers } from "../core/http/handler.ts"
import { registerFavoriteTarget } from "../member/services/favorite-targets.ts"
import { forumHandlers } from "./forum-routes.ts"
import {
  addComment,
  articleFor,
  createArticle,
  deleteArticle,
  listComments,
  listMine,
  listPublished,
  myItemOf,
  ownArticle,
  publishedTarget,
  toggleLike,
  updateArticle,
} from "./services/science.ts"
import { articleStats } from "./services/article-stats.ts"
import { listForReview, reviewArticle } from "./services/science-review.ts"

// Published science articles can be saved as favourites ("science"); the list links to /healthy?id=… or /cosmeto?id=….
registerFavoriteTarget("science", publishedTarget)

/** Science articles (see domain/community/endpoints.ts) and the forum (./forum-routes.ts). */
export const communityHandlers = {
  makerArticleStats: async ({ query }, { deps, user }) => deps.db.transaction((tx) => articleStats(tx, user.id, query.from, query.to)),
  scienceList: async ({ query }, { deps }) => listPublished(deps.db, query),

  scienceDetail: async ({ params }, { deps, user }) => articleFor(deps.db, params.id, user),

  scienceComments: async ({ params, query }, { deps }) => listComments(deps.db, params.id, query),

  scienceComment: async ({ params, body }, { deps, user }) =>
    addComment(deps.db, user, params.id, body.content, deps.now()),

  scienceLike: async ({ params }, { deps, user }) => toggleLike(deps.db, user.id, params.id),

  scienceMy: async ({ query }, { deps, user }) => listMine(deps.db, user.id, query),

  scienceMyItem: async ({ params }, { deps, user }) => myItemOf(await ownArticle(deps.db, user.id, params.id)),

  scienceCreate: async ({ body }, { deps, user }) =>
    createArticle(deps.db, user, body, (path) => deps.files.owns(user.id, path), deps.now()),

  scienceUpdate: async ({ params, body }, { deps, user }) =>
    updateArticle(deps.db, user, params.id, body, (path) => deps.files.owns(user.id, path), deps.now()),

  scienceDelete: async ({ params }, { deps, user }) => {
    await deleteArticle(deps.db, user.id, params.id)
    return { ok: true }
  },

  adminScienceList: async ({ query }, { deps }) => listForReview(deps.db, query),

  adminScienceApprove: async ({ params }, { deps, user }) => {
    const item = await reviewArticle(deps.db, user.id, params.id, { approve: true }, deps.now())
    await deps.chat.pushNoticeAfter(item.author.userId, { msgType: "SUCCESS", title: "科普审核", msg: SCIENCE_MESSAGES.noticeApproved(item.title) }, "science")
    return item
  },

  adminScienceReject: async ({ params, body }, { deps, user }) => {
    const item = await reviewArticle(deps.db, user.id, params.id, { approve: false, reason: body.reason }, deps.now())
    await deps.chat.pushNoticeAfter(item.author.userId, { msgType: "WARNING", title: "科普审核", msg: SCIENCE_MESSAGES.noticeRejected(item.title, item.rejectReason ?? "") }, "science")
    return item
  },

  ...forumHandlers,
} satisfies AreaHandlers
