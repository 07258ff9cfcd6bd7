import type { AreaHandlers } from "../core/http/handler.ts"
import { addComment, commentPage, countView, setCommentHidden, setFollow, setLike } from "./services/interactions.ts"
import { applicationPage, applyToJoin, approveApplication, joinStatus, leaveMakers, payDeposit, rejectApplication, requireMaker } from "./services/joining.ts"
import { videoStats } from "./services/stats.ts"
import { feed, makerProfile, makerVideos, oneVideo, search } from "./services/videos.ts"
import { approveWork, deleteWork, myWorks, rejectWork, releaseWork, reviewWorks, setWorkHidden } from "./services/works.ts"

/** Makers: see domain/maker/endpoints.ts. */
export const makerHandlers = {
  microFeed: async ({ query }, { deps, user }) => feed(deps.db, query.tab, query, user?.id ?? null, deps.now()),
  microSearch: async ({ query }, { deps, user }) => search(deps.db, query.keyword, query, user?.id ?? null),
  microVideo: async ({ params }, { deps, user }) => oneVideo(deps.db, params.id, user?.id ?? null),
  microView: async ({ params }, { deps, user, ip }) => countView(deps.db, params.id, user ? `u:${user.id}` : `a:${ip}`, deps.now()),
  microLike: async ({ params, body }, { deps, user }) => setLike(deps.db, user.id, params.id, body.liked, deps.now()),
  microComments: async ({ params, query }, { deps }) => {
    await oneVideo(deps.db, params.id, null)
    return commentPage(deps.db, { videoId: params.id, includeHidden: false }, query)
  },
  microComment: async ({ params, body }, { deps, user }) => addComment(deps.db, user.id, params.id, body.content, deps.now()),
  microFollow: async ({ params, body }, { deps, user }) => setFollow(deps.db, user.id, params.id, body.followed, deps.now()),
  microMaker: async ({ params }, { deps, user }) => makerProfile(deps.db, params.id, user?.id ?? null),
  microMakerVideos: async ({ params, query }, { deps, user }) => {
    await makerProfile(deps.db, params.id, null)
    return makerVideos(deps.db, params.id, query.liked === "true", query, user?.id ?? null)
  },

  makerJoinStatus: async (_input, { deps, user }) => joinStatus(deps.db, user.id),
  makerApply: async ({ body }, { deps, user }) => applyToJoin(deps.db, user.id, body, (path) => deps.files.owns(user.id, path), deps.now()),
  makerDepositPay: async ({ body }, { deps, user }) =>
    payDeposit(deps.db, deps.rsa, { userId: user.id, applicationId: body.applicationId, payPass: body.payPass, idempotencyKey: body.idempotencyKey }, deps.now()),
  makerLeave: async (_input, { deps, user }) => {
    await leaveMakers(deps.db, user.id, deps.now())
    return { ok: true }
  },

  makerWorks: async ({ query }, { deps, user }) => myWorks(deps.db, user.id, query),
  makerWorkCreate: async ({ body }, { deps, user }) => releaseWork(deps.db, deps.files, user.id, body, deps.now()),
  makerWorkVisibility: async ({ params, body }, { deps, user }) => setWorkHidden(deps.db, user.id, params.id, body.hidden),
  makerWorkDelete: async ({ params }, { deps, user }) => {
    await deleteWork(deps.db, user.id, params.id, deps.now())
    return { ok: true }
  },
  makerVideoStats: async ({ query }, { deps, user }) => videoStats(deps.db, user.id, query.from, query.to),
  makerComments: async ({ query }, { deps, user }) => {
    await requireMaker(deps.db, user.id)
    return commentPage(deps.db, { makerId: user.id, videoId: query.videoId, includeHidden: true }, query)
  },
  makerCommentVisibility: async ({ params, body }, { deps, user }) => {
    await requireMaker(deps.db, user.id)
    return setCommentHidden(deps.db, user.id, params.id, body.hidden)
  },

  adminMakerApplications: async ({ query }, { deps }) => applicationPage(deps.db, query),
  adminMakerApprove: async ({ params }, { deps }) => {
    const result = await approveApplication(deps.db, params.id, deps.now())
    await deps.chat.pushNoticeAfter(result.userId, { msgType: "SUCCESS", title: "创客申请", msg: "您的创客申请已通过，欢迎加入创客！" }, "maker")
    return result
  },
  adminMakerReject: async ({ params, body }, { deps }) => {
    const result = await rejectApplication(deps.db, params.id, body.reason, deps.now())
    await deps.chat.pushNoticeAfter(result.userId, { msgType: "WARNING", title: "创客申请", msg: `您的创客申请未通过：${result.reason}。保证金已退回余额。` }, "maker")
    return result
  },
  adminMicroWorks: async ({ query }, { deps }) => reviewWorks(deps.db, query),
  adminMicroWorkApprove: async ({ params }, { deps }) => {
    const work = await approveWork(deps.db, params.id, deps.now())
    await deps.chat.pushNoticeAfter(work.maker.userId, { msgType: "SUCCESS", title: "作品审核", msg: `您的作品「${work.title}」已通过审核并发布` }, "work")
    return work
  },
  adminMicroWorkReject: async ({ params, body }, { deps }) => {
    const work = await rejectWork(deps.db, params.id, body.reason)
    await deps.chat.pushNoticeAfter(work.maker.userId, { msgType: "WARNING", title: "作品审核", msg: `您的作品「${work.title}」未通过审核：${work.reason}` }, "work")
    return work
  },
} satisfies AreaHandlers
