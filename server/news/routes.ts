import { NEWS_MESSAGES } from "../../domain/news/news-article.ts"
import type { AreaHandlers } from "../core/http/handler.ts"
import { registerFavoriteTarget } from "../member/services/favorite-targets.ts"
import {
  articleFor,
  createArticle,
  deleteArticle,
  listForReview,
  listMine,
  listPublished,
  ownArticle,
  myItemOf,
  publishedTarget,
  reviewArticle,
  updateArticle,
} from "./services/articles.ts"

// Published articles can be saved as favourites ("article"); the list links to /news/detail?id=….
registerFavoriteTarget("article", publishedTarget)

/** Industry news: see domain/news/endpoints.ts. */
export const newsHandlers = {
  newsList: async ({ query }, { deps }) => listPublished(deps.db, query),

  newsDetail: async ({ params }, { deps, user }) => articleFor(deps.db, params.id, user),

  newsMy: async ({ query }, { deps, user }) => listMine(deps.db, user.id, query),

  newsMyItem: async ({ params }, { deps, user }) => myItemOf(await ownArticle(deps.db, user.id, params.id)),

  newsCreate: async ({ body }, { deps, user }) =>
    createArticle(deps.db, user, body, (path) => deps.files.owns(user.id, path), deps.now()),

  newsUpdate: async ({ params, body }, { deps, user }) =>
    updateArticle(deps.db, user, params.id, body, (path) => deps.files.owns(user.id, path), deps.now()),

  newsDelete: async ({ params }, { deps, user }) => {
    await deleteArticle(deps.db, user.id, params.id)
    return { ok: true }
  },

  adminNewsList: async ({ query }, { deps }) => listForReview(deps.db, query),

  adminNewsApprove: async ({ params }, { deps, user }) => {
    const item = await reviewArticle(deps.db, user.id, params.id, { approve: true }, deps.now())
    await deps.chat.pushNoticeAfter(item.author.userId, { msgType: "SUCCESS", title: "资讯审核", msg: NEWS_MESSAGES.noticeApproved(item.title) }, "news")
    return item
  },

  adminNewsReject: async ({ params, body }, { deps, user }) => {
    const item = await reviewArticle(deps.db, user.id, params.id, { approve: false, reason: body.reason }, deps.now())
    await deps.chat.pushNoticeAfter(item.author.userId, { msgType: "WARNING", title: "资讯审核", msg: NEWS_MESSAGES.noticeRejected(item.title, item.rejectReason ?? "") }, "news")
    return item
  },
} satisfies AreaHandlers
