/** Users, sessions, grades and profile cards (spec 1 §3, spec 2 §3). */
import { Schema } from "effect"
import { Count, Id, Cents } from "../../core/entities/common.ts"

const Gender = Schema.Literals(["男", "女"])
const Relation = Schema.Literals(["nofriend", "friend", "oneself"])
const UserType = Schema.Literals(["member", "sys", "merchant"])
/** Real-name certification state; `auth: true` means certified. */
const AuthState = Schema.Literals(["not_certified", "auth_examine", "auth_fail"])

/** The hover card of another user. */
export const UserProfileCard = Schema.Struct({
  userId: Id,
  userName: Schema.String,
  nickName: Schema.String,
  avatarPath: Schema.NullOr(Schema.String),
  /** Articles. */
  newsCount: Count,
  /** Forum posts. */
  bbsCount: Count,
  gender: Schema.NullOr(Gender),
  relation: Relation,
  type: UserType,
  friendsId: Schema.optional(Schema.NullOr(Id)),
})
export type UserProfileCard = typeof UserProfileCard.Type

/** The signed-in user as kept in the store. Reply lists read `avatarName`. */
export const User = Schema.Struct({
  userId: Id,
  username: Schema.String,
  nickName: Schema.String,
  avatarPath: Schema.NullOr(Schema.String),
  avatarName: Schema.optional(Schema.NullOr(Schema.String)),
  phone: Schema.optional(Schema.NullOr(Schema.String)),
  email: Schema.optional(Schema.NullOr(Schema.String)),
})
export type User = typeof User.Type

/** Account grade: label, VIP amount and expiry, maker-member flag. */
export const Grade = Schema.Struct({
  grade: Schema.String,
  amount: Schema.NullOr(Cents),
  expireDate: Schema.NullOr(Schema.Number),
  isShop: Schema.Boolean,
})
export type Grade = typeof Grade.Type

/** What auth/info and the login call return: the user and their roles. */
const UserWithRoles = Schema.Struct({
  user: User,
  roles: Schema.Array(Schema.String),
})
export type UserWithRoles = typeof UserWithRoles.Type

/** Login response: token and user. */
export const LoginResult = Schema.Struct({
  token: Schema.String,
  user: UserWithRoles,
})
export type LoginResult = typeof LoginResult.Type

/**
 * The browser session (spec 1 §3; spec 2's "User": token, roles, auth, authState, grade).
 * Roles fall back to ROLE_SYSTEM_DEFAULT when the server gives none (see roles.ts).
 */
export const Session = Schema.Struct({
  token: Schema.String,
  user: Schema.NullOr(UserWithRoles),
  roles: Schema.Array(Schema.String),
  grade: Schema.NullOr(Grade),
  loadMenus: Schema.Boolean,
  isJoin: Schema.Boolean,
  auth: Schema.Boolean,
  authState: Schema.NullOr(AuthState),
})
export type Session = typeof Session.Type
