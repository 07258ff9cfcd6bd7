import { Schema } from "effect"
import { NameText } from "../../core/validation/boundary.ts"
import { endpoint } from "../../core/endpoint.ts"
import { PERMISSIONS, requires } from "../../admin/index.ts"
import {
  CodeTicket,
  MailOutboxMessage,
  MemberCenterStats,
  MemberProfile,
  PublicUserInfo,
  RealNameInfo,
  RealNameRequest,
  RealNameRequestPage,
  RealNameStatus,
} from "../entities/member.ts"
import { Encrypted, IdFromString, IdParam, PageQuery, Text } from "./common.ts"

const ADMIN = requires(PERMISSIONS.reviewIdentity)

/** Profile, security settings, real-name certification and its review (spec 2 §7 Account). */
export const memberProfileEndpoints = {
  memberProfile: endpoint({
    method: "GET",
    path: "/api/users/center",
    access: "member",
    response: MemberProfile,
    errors: [],
  }),
  userCenterUpdate: endpoint({
    method: "PUT",
    path: "/api/users/center",
    access: "member",
    body: Schema.Struct({
      nickName: NameText(40),
      gender: Schema.Literals(["男", "女"]),
      avatarPath: Text(200),
      headerImage: Text(200),
    }),
    response: MemberProfile,
    errors: [400],
  }),
  accountUserInfo: endpoint({
    method: "GET",
    path: "/api/Account/userinfo/{id}",
    access: "optional",
    params: Schema.Struct({ id: IdFromString }),
    response: PublicUserInfo,
    errors: [404],
  }),
  memberCenterStats: endpoint({
    method: "GET",
    path: "/api/account/center/stats",
    access: "member",
    response: MemberCenterStats,
    errors: [],
  }),
  phoneChangeCode: endpoint({
    method: "POST",
    path: "/api/Account/update/phone/infoCode",
    access: "member",
    body: Schema.Struct({ phone: Text(20) }),
    response: CodeTicket,
    errors: [400, 409, 429, 503],
  }),
  phoneChange: endpoint({
    method: "POST",
    path: "/api/Account/update/phone",
    access: "member",
    body: Schema.Struct({ phone: Text(20), smsCode: Text(16), uuid: Text(64) }),
    response: Schema.Struct({ phone: Schema.String }),
    errors: [400, 409],
  }),
  emailChangeCode: endpoint({
    method: "POST",
    path: "/api/code/resetEmail",
    access: "member",
    body: Schema.Struct({ email: Text(120) }),
    response: CodeTicket,
    errors: [400, 409, 429, 503],
  }),
  emailChange: endpoint({
    method: "POST",
    path: "/api/Account/updateEmail",
    access: "member",
    body: Schema.Struct({ email: Text(120), code: Text(16), uuid: Text(64) }),
    response: Schema.Struct({ email: Schema.String }),
    errors: [400, 409],
  }),
  passwordChange: endpoint({
    method: "POST",
    path: "/api/users/updatePass/",
    access: "member",
    body: Schema.Struct({ oldPass: Encrypted, newPass: Encrypted }),
    /** How many other sessions of the member were signed out. */
    response: Schema.Struct({ revoked: Schema.Number }),
    errors: [400, 429],
  }),
  realNameInfo: endpoint({
    method: "GET",
    path: "/api/Account/realName",
    access: "member",
    response: RealNameInfo,
    errors: [],
  }),
  realNameSubmit: endpoint({
    method: "POST",
    path: "/api/Account/realName",
    access: "member",
    body: Schema.Struct({ realName: NameText(40), idCard: Text(30) }),
    response: RealNameInfo,
    errors: [400, 409],
  }),
  adminRealNames: endpoint({
    method: "GET",
    path: "/api/admin/realName",
    access: ADMIN,
    query: Schema.Struct({ ...PageQuery, status: Schema.optional(RealNameStatus) }),
    response: RealNameRequestPage,
    errors: [400],
  }),
  adminRealNameApprove: endpoint({
    method: "POST",
    path: "/api/admin/realName/{id}/approve",
    access: ADMIN,
    params: IdParam,
    response: RealNameRequest,
    errors: [404, 409],
  }),
  adminRealNameReject: endpoint({
    method: "POST",
    path: "/api/admin/realName/{id}/reject",
    access: ADMIN,
    params: IdParam,
    body: Schema.Struct({ reason: Text(400) }),
    response: RealNameRequest,
    errors: [400, 404, 409],
  }),
  devMailOutbox: endpoint({
    method: "GET",
    path: "/api/dev/mail-outbox",
    access: requires(PERMISSIONS.devTools),
    response: Schema.Array(MailOutboxMessage),
    errors: [404],
  }),
} as const
