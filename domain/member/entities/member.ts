/**
 * What the member centre's calls answer (spec 2 §3, §7): profile, real name, addresses,
 * uploads, sign-in, prize draw, points gifts, favourites, promotion, feedback, invoices and
 * account or shop cancellation. Shapes the spec does not show are ours (docs/decisions.md,
 * "Member centre call shapes"). Times are ISO 8601 text, points whole numbers, personal data
 * masked except where an administrator reviews it.
 */
import { Schema } from "effect"
import { Count, Id, TotalledPage, Cents } from "../../core/entities/common.ts"
import { SignInResponse } from "./sign-in.ts"
import { CANCEL_CHECK_KEYS } from "../account-cancel.ts"

const IsoTime = Schema.String

const AuthStateValue = Schema.Literals(["not_certified", "auth_examine", "auth_fail", "certified"])

/** The signed-in member's own profile (GET and PUT api/users/center). */
export const MemberProfile = Schema.Struct({
  userId: Id,
  username: Schema.String,
  nickName: Schema.String,
  gender: Schema.Literals(["男", "女"]),
  avatarPath: Schema.String,
  headerImage: Schema.String,
  /** Masked, or null. */
  phone: Schema.NullOr(Schema.String),
  /** Masked, or null. */
  email: Schema.NullOr(Schema.String),
  authState: AuthStateValue,
  auth: Schema.Boolean,
  inviteCode: Schema.NullOr(Schema.String),
  createTime: IsoTime,
})
export type MemberProfile = typeof MemberProfile.Type

/** GET api/Account/userinfo/{id}: what anyone may read about a user. */
export const PublicUserInfo = Schema.Struct({
  userId: Id,
  nickName: Schema.String,
  avatarPath: Schema.String,
  headerImage: Schema.String,
  gender: Schema.Literals(["男", "女"]),
  type: Schema.Literals(["member", "sys", "merchant"]),
  grade: Schema.String,
  vip: Schema.Boolean,
  isShop: Schema.Boolean,
  /** Real-name certified. */
  auth: Schema.Boolean,
  createTime: IsoTime,
})
export type PublicUserInfo = typeof PublicUserInfo.Type

/** A code sent to a phone or an e-mail: the ticket, not the code. */
export const CodeTicket = Schema.Struct({ uuid: Schema.String, resendIn: Count, expiresIn: Count })
export type CodeTicket = typeof CodeTicket.Type

export const RealNameInfo = Schema.Struct({
  authState: AuthStateValue,
  auth: Schema.Boolean,
  /** Masked (张*丰), or null before any submission. */
  realName: Schema.NullOr(Schema.String),
  /** Masked (110***********1234), or null. */
  idCard: Schema.NullOr(Schema.String),
  /** Why the last request was rejected. */
  reason: Schema.NullOr(Schema.String),
  submitTime: Schema.NullOr(IsoTime),
  reviewTime: Schema.NullOr(IsoTime),
})
export type RealNameInfo = typeof RealNameInfo.Type

export const RealNameStatus = Schema.Literals(["auth_examine", "certified", "auth_fail"])

/** A real-name request as the reviewer sees it (name and number in full). */
export const RealNameRequest = Schema.Struct({
  id: Id,
  userId: Id,
  username: Schema.String,
  nickName: Schema.String,
  realName: Schema.String,
  idCard: Schema.String,
  status: RealNameStatus,
  reason: Schema.NullOr(Schema.String),
  submitTime: IsoTime,
  reviewTime: Schema.NullOr(IsoTime),
})
export type RealNameRequest = typeof RealNameRequest.Type

export const RealNameRequestPage = TotalledPage(RealNameRequest)

/** A saved address (the spec's Address with its id). */
export const SavedAddress = Schema.Struct({
  id: Id,
  name: Schema.String,
  region: Schema.String,
  regionText: Schema.String,
  detail: Schema.String,
  phone: Schema.NullOr(Schema.String),
  telephone: Schema.NullOr(Schema.String),
  defaulted: Schema.Boolean,
})
export type SavedAddress = typeof SavedAddress.Type

export const AddressList = Schema.Struct({
  content: Schema.Array(SavedAddress),
  totalElements: Count,
  /** At most this many (20). */
  max: Count,
  /** How many more may be saved. */
  remaining: Count,
})
export type AddressList = typeof AddressList.Type

/** The upload host's answer (spec 2 §7): `data.path`, with what the server found the file to be. */
export const UploadAnswer = Schema.Struct({
  data: Schema.Struct({
    path: Schema.String,
    name: Schema.String,
    /** image or video, from the file's bytes. */
    type: Schema.Literals(["image", "video"]),
    mime: Schema.String,
    size: Count,
  }),
})
export type UploadAnswer = typeof UploadAnswer.Type

/** PUT api/sign/in: the week after signing, what it gave and the points now held. */
export const SignInResult = Schema.Struct({
  ...SignInResponse.fields,
  gained: Count,
  points: Count,
})
export type SignInResult = typeof SignInResult.Type

const PrizeKindValue = Schema.Literals(["points", "goods", "thanks"])

export const Prize = Schema.Struct({
  id: Id,
  name: Schema.String,
  image: Schema.String,
  kind: PrizeKindValue,
  /** Points won (points prizes). */
  points: Count,
  /** Chance in per cent as text: 12.5%. */
  chance: Schema.String,
  /** Pieces left; null for unlimited (points, thanks). */
  stock: Schema.NullOr(Count),
})
export type Prize = typeof Prize.Type

const PrizeRecordStatus = Schema.Literals(["won", "thanks", "claimed", "shipped"])

export const PrizeRecord = Schema.Struct({
  id: Id,
  prizeId: Schema.NullOr(Id),
  prizeName: Schema.String,
  kind: PrizeKindValue,
  cost: Count,
  pointsWon: Count,
  status: PrizeRecordStatus,
  /** Delivery address of a claimed goods prize, names and detail. */
  address: Schema.NullOr(Schema.String),
  createTime: IsoTime,
})
export type PrizeRecord = typeof PrizeRecord.Type

export const PrizeDrawResult = Schema.Struct({
  record: PrizeRecord,
  /** Position of the outcome in GET api/prize/all's list (where the wheel stops). */
  index: Count,
  points: Count,
  message: Schema.String,
})
export type PrizeDrawResult = typeof PrizeDrawResult.Type

export const PrizeSurplus = Schema.Struct({ points: Count, cost: Count, times: Count })
export type PrizeSurplus = typeof PrizeSurplus.Type

export const PrizeWinner = Schema.Struct({ id: Id, winner: Schema.String, prizeName: Schema.String, createTime: IsoTime })
export type PrizeWinner = typeof PrizeWinner.Type

export const PrizeRecordPage = TotalledPage(PrizeRecord)

export const Gift = Schema.Struct({
  id: Id,
  name: Schema.String,
  image: Schema.String,
  description: Schema.String,
  points: Count,
  /** Market price, shown for reference. */
  marketPrice: Cents,
  stock: Count,
  exchanged: Count,
  tag: Schema.String,
})
export type Gift = typeof Gift.Type

export const GiftPage = TotalledPage(Gift)

const GiftOrderStatusValue = Schema.Literals(["pending", "shipped", "completed"])

export const GiftOrder = Schema.Struct({
  id: Id,
  orderNo: Schema.String,
  giftId: Id,
  giftName: Schema.String,
  giftImage: Schema.String,
  quantity: Count,
  points: Count,
  status: GiftOrderStatusValue,
  receiver: Schema.String,
  phone: Schema.String,
  address: Schema.String,
  courier: Schema.NullOr(Schema.String),
  trackingNo: Schema.NullOr(Schema.String),
  createTime: IsoTime,
})
export type GiftOrder = typeof GiftOrder.Type

export const GiftOrderPage = TotalledPage(GiftOrder)

export const FavoriteType = Schema.Literals(["course", "product", "article", "science"])

export const Favorite = Schema.Struct({
  id: Id,
  targetType: FavoriteType,
  targetId: Id,
  title: Schema.String,
  cover: Schema.String,
  href: Schema.String,
  createTime: IsoTime,
})
export type Favorite = typeof Favorite.Type

export const FavoritePage = Schema.Struct({
  ...TotalledPage(Favorite).fields,
  /** Counts by type, for the tabs. */
  counts: Schema.Struct({ course: Count, product: Count, article: Count, science: Count }),
})

const InvitedMember = Schema.Struct({
  nickName: Schema.String,
  avatarPath: Schema.String,
  createTime: IsoTime,
  /** Whether the invited member's real-name certification is approved. */
  certified: Schema.Boolean,
  /** The invite reward paid for this member, or null while none was. */
  rewardPoints: Schema.NullOr(Count),
})

export const ExtensionInfo = Schema.Struct({
  inviteCode: Schema.String,
  invited: Schema.Array(InvitedMember),
  totalElements: Count,
  totalPages: Count,
  /** The points one invitation earns (INVITE_REWARD_POINTS). */
  rewardPerInvite: Count,
  /** All invite rewards the member was paid, and for how many members. */
  rewardTotal: Count,
  rewardedCount: Count,
})
export type ExtensionInfo = typeof ExtensionInfo.Type

export const FeedbackItem = Schema.Struct({
  id: Id,
  type: Schema.String,
  typeLabel: Schema.String,
  content: Schema.String,
  contact: Schema.String,
  images: Schema.Array(Schema.String),
  status: Schema.Literals(["pending", "replied"]),
  reply: Schema.NullOr(Schema.String),
  createTime: IsoTime,
})
export type FeedbackItem = typeof FeedbackItem.Type

export const FeedbackPage = TotalledPage(FeedbackItem)

const CancelCheckItem = Schema.Struct({
  key: Schema.Literals(CANCEL_CHECK_KEYS),
  label: Schema.String,
  passed: Schema.Boolean,
  hint: Schema.String,
})

export const CancelCheckResult = Schema.Struct({
  checks: Schema.Array(CancelCheckItem),
  canCancel: Schema.Boolean,
  points: Count,
})
export type CancelCheckResult = typeof CancelCheckResult.Type

const ShopStatusValue = Schema.Literals(["none", "pending", "approved", "rejected", "cancelled"])

export const ShopApplyStatus = Schema.Struct({
  status: ShopStatusValue,
  shopName: Schema.NullOr(Schema.String),
  applyTime: Schema.NullOr(IsoTime),
  /** Why closing is not possible now, or null. */
  blocker: Schema.NullOr(Schema.String),
})
export type ShopApplyStatus = typeof ShopApplyStatus.Type

export const InvoiceTypeValue = Schema.Literals(["personal", "company", "vat_special"])

export const InvoiceTitle = Schema.Struct({
  id: Id,
  type: InvoiceTypeValue,
  title: Schema.String,
  taxNo: Schema.String,
  email: Schema.String,
  bank: Schema.String,
  address: Schema.String,
  defaulted: Schema.Boolean,
})
export type InvoiceTitle = typeof InvoiceTitle.Type

export const InvoiceOrder = Schema.Struct({
  orderNo: Schema.String,
  title: Schema.String,
  amount: Cents,
  paidTime: IsoTime,
  /** The request for this order, or null when none was made. */
  invoice: Schema.NullOr(
    Schema.Struct({
      id: Id,
      status: Schema.Literals(["pending", "issued"]),
      titleText: Schema.String,
      email: Schema.String,
      createTime: IsoTime,
    }),
  ),
})
export type InvoiceOrder = typeof InvoiceOrder.Type

export const MemberCenterStats = Schema.Struct({
  signedToday: Schema.Boolean,
  signInStreak: Count,
  favorites: Count,
  addresses: Count,
  giftOrders: Count,
  prizeWins: Count,
  authState: AuthStateValue,
  auth: Schema.Boolean,
})
export type MemberCenterStats = typeof MemberCenterStats.Type

export const MailOutboxMessage = Schema.Struct({ id: Id, to: Schema.String, subject: Schema.String, text: Schema.String, sentAt: IsoTime })
