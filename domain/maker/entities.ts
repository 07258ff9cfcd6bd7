import { Schema } from "effect"
import { Count, Id, TotalledPage, Cents } from "../core/entities/common.ts"
import { APPLICATION_STATES, WORK_STATES } from "./rules.ts"

export const MakerSummary = Schema.Struct({
  userId: Id,
  nickName: Schema.String,
  avatarPath: Schema.String,
  /** The viewer follows this maker (false for visitors). */
  followed: Schema.Boolean,
})
export type MakerSummary = typeof MakerSummary.Type

/** A short video as members see it. */
export const ShortVideo = Schema.Struct({
  id: Id,
  title: Schema.String,
  category: Schema.String,
  tags: Schema.Array(Schema.String),
  video: Schema.String,
  cover: Schema.String,
  likes: Count,
  comments: Count,
  views: Count,
  liked: Schema.Boolean,
  publishTime: Schema.String,
  maker: MakerSummary,
})
export type ShortVideo = typeof ShortVideo.Type

export const ShortVideoPage = TotalledPage(ShortVideo)
export type ShortVideoPage = typeof ShortVideoPage.Type

export const MicroComment = Schema.Struct({
  id: Id,
  videoId: Id,
  userId: Id,
  nickName: Schema.String,
  avatarPath: Schema.String,
  content: Schema.String,
  createTime: Schema.String,
  /** Hidden by the maker: shown only in manage_comments. */
  hidden: Schema.Boolean,
})
export type MicroComment = typeof MicroComment.Type

export const MicroCommentPage = TotalledPage(MicroComment)

/** /micro/user: the maker's page. */
export const MakerProfile = Schema.Struct({
  userId: Id,
  nickName: Schema.String,
  avatarPath: Schema.String,
  field: Schema.String,
  intro: Schema.String,
  works: Count,
  likes: Count,
  followers: Count,
  following: Count,
  followed: Schema.Boolean,
  isSelf: Schema.Boolean,
})
export type MakerProfile = typeof MakerProfile.Type

export const ApplicationStateValue = Schema.Literals(APPLICATION_STATES)

export const MakerApplication = Schema.Struct({
  id: Id,
  userId: Id,
  username: Schema.String,
  displayName: Schema.String,
  field: Schema.String,
  intro: Schema.String,
  sample: Schema.String,
  depositCents: Cents,
  state: ApplicationStateValue,
  reason: Schema.String,
  createTime: Schema.String,
  reviewTime: Schema.NullOr(Schema.String),
  depositRefunded: Schema.Boolean,
})
export type MakerApplication = typeof MakerApplication.Type

export const MakerApplicationPage = TotalledPage(MakerApplication)

/** /micro/join: what the page needs to know about the member. */
export const JoinStatus = Schema.Struct({
  certified: Schema.Boolean,
  isMaker: Schema.Boolean,
  application: Schema.NullOr(MakerApplication),
  depositCents: Cents,
})
export type JoinStatus = typeof JoinStatus.Type

export const WorkStateValue = Schema.Literals(WORK_STATES)

/** A work as its maker and the reviewers see it. */
export const MakerWork = Schema.Struct({
  ...ShortVideo.fields,
  state: WorkStateValue,
  reason: Schema.String,
  createTime: Schema.String,
})
export type MakerWork = typeof MakerWork.Type

export const MakerWorkPage = TotalledPage(MakerWork)

export const DepositPayResult = Schema.Struct({ application: MakerApplication, balance: Schema.Number })
export type DepositPayResult = typeof DepositPayResult.Type

/** incomeCents: the maker's course income (ledger kind course_income) of the day, in cents. */
export const MakerDayStats = Schema.Struct({ day: Schema.String, views: Count, likes: Count, comments: Count, followers: Count, incomeCents: Count })
export const MakerVideoStats = Schema.Struct({
  days: Schema.Array(MakerDayStats),
  /** The range's sums, and the maker's totals now. */
  range: Schema.Struct({ views: Count, likes: Count, comments: Count, followers: Count, incomeCents: Count }),
  totals: Schema.Struct({ works: Count, views: Count, likes: Count, comments: Count, followers: Count, incomeCents: Count }),
})
export type MakerVideoStats = typeof MakerVideoStats.Type
