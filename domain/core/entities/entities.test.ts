import { Schema } from "effect"
import { describe, expect, test } from "vitest"
import { Address } from "../../member/entities/address.ts"
import { AdvertRequest, AdvertResponse } from "../../shell/entities/advert.ts"
import { Category } from "./category.ts"
import { ChatMessage, QuickReply } from "../../chat/entities/chat.ts"
import { Comment, CommentForm, CommentStatistics } from "../../courses/entities/comment.ts"
import { DictionaryDetail } from "../../shell/entities/dictionary.ts"
import { MediaItem, PlayerOptions, UploadedFile, UploadResponse, VideoQualityItem } from "../../courses/entities/media.ts"
import { NotificationMessage } from "../../member/entities/notification.ts"
import { BalancePayForm, PayPasswordForm } from "../../wallet/entities/payment.ts"
import { Question, QuestionCreate, QuestionPage, Reply, ReplyCreate, ReplyPage } from "../../courses/entities/question.ts"
import { Carrier, Courier, RegionNode } from "../../region/entities/region.ts"
import { SearchHistoryRecord } from "../../shell/entities/search-history.ts"
import { SignInResponse } from "../../member/entities/sign-in.ts"
import { Grade, LoginResult, Session, User, UserProfileCard } from "../../session/entities/user.ts"

const author = { avatarName: "a.png", nickName: "小美" }
const user = { userId: 1, username: "xiaomei", nickName: "小美", avatarPath: null }
const grade = { grade: "黄金会员", amount: 199, expireDate: 30, isShop: false }

/** [name, schema, a valid value, an invalid value] for every entity of both specs' §3. */
const CASES: ReadonlyArray<readonly [string, Schema.Top & Schema.ConstraintDecoder<unknown>, unknown, unknown]> = [
  ["UserProfileCard", UserProfileCard, { userId: 2, userName: "u", nickName: "n", avatarPath: null, newsCount: 3, bbsCount: 0, gender: "女", relation: "friend", type: "member", friendsId: 9 }, { userId: 2, relation: "enemy" }],
  ["User", User, user, { ...user, userId: "x" }],
  ["Grade", Grade, grade, { ...grade, isShop: "yes" }],
  ["Session", Session, { token: "t", user: { user, roles: ["ROLE_SYSTEM_DEFAULT"] }, roles: ["ROLE_SYSTEM_DEFAULT"], grade, loadMenus: true, isJoin: false, auth: false, authState: "auth_examine" }, { token: "t", roles: "x" }],
  ["LoginResult", LoginResult, { token: "t", user: { user, roles: [] } }, { token: 1 }],
  ["SignInResponse", SignInResponse, { list: [{ toDay: "day", time: "05-01", points: 5 }], joinSingIn: 1, toDayPoints: 5, status: true }, { list: [], joinSingIn: 1.5, toDayPoints: 0, status: true }],
  ["ChatMessage", ChatMessage, { img: "a.png", name: "小美", date: "2024-01-01 10:00:00", text: "你好", mine: true }, { img: "a", name: "b", date: "c", text: "d" }],
  ["QuickReply", QuickReply, { id: 1, title: "问候语", content: "您好，请问有什么可以帮您？" }, { title: 1 }],
  ["SearchHistoryRecord", SearchHistoryRecord, { comprehensive: [], courses: ["面膜"], products: [], science: [], news: [], forum: [], famous: [] }, { courses: ["a"] }],
  ["NotificationMessage", NotificationMessage, { msgType: "INFO", msg: "hi", title: null }, { msgType: "INFO" }],
  ["RegionNode", RegionNode, { id: "110000", name: "北京市", child: [{ id: "110100", name: "市辖区", child: [{ id: "110101", name: "东城区" }] }] }, { id: "110000", name: "北京市", child: [{ id: 1 }] }],
  ["Courier", Courier, { label: "顺丰速运", value: "SF" }, { label: "顺丰速运" }],
  ["Carrier", Carrier, { code: "SF", name: "顺丰速运" }, { code: "SF" }],
  ["Address", Address, { name: "张三", region: '["110000","110100","110101"]', regionText: "北京市 市辖区 东城区", detail: "长安街1号", phone: "13800138000", telephone: null, defaulted: true }, { name: "张三", defaulted: "yes" }],
  ["Comment", Comment, { id: 1, userId: 2, user: author, grade: 5, content: "好", likeNumber: 0, likedStatus: "UNLIKE", createTime: "2024-01-01 10:00:00", updateTime: null, reply: null }, { id: 1, likedStatus: "MAYBE" }],
  ["CommentStatistics", CommentStatistics, { total: 10, goodTotal: 6, middleTotal: 3, simpleTotal: 1 }, { total: "10" }],
  ["CommentForm", CommentForm, { courseId: 1, orderNum: "O1", content: "好", grade: 5 }, { courseId: 1 }],
  ["Question", Question, { id: 1, userId: null, user: null, title: "t", content: "c", createTime: "2024-01-01 10:00:00", answerTotal: 0, courseId: 3 }, { id: 1, title: "t" }],
  ["QuestionCreate", QuestionCreate, { courseId: 1, title: "t", content: "c" }, { courseId: "1", title: "t", content: "c" }],
  ["Reply", Reply, { userId: null, user: author, content: "c", createTime: "2024-01-01 10:00:00", questionId: 1 }, { content: "c" }],
  ["ReplyCreate", ReplyCreate, { questionId: 1, content: "c" }, { questionId: 1 }],
  ["QuestionPage", QuestionPage, { content: [], totalPage: 0 }, { content: "x" }],
  ["ReplyPage", ReplyPage, { content: [{ userId: 1, user: author, content: "c", createTime: "t", questionId: 1 }], totalPages: 1 }, { content: [{}], totalPages: 1 }],
  ["Category", Category, { catId: 1, name: "护肤", parentCid: 0, children: [{ catId: 11, name: "面霜", parentCid: 1 }] }, { catId: "1", name: "护肤" }],
  ["UploadedFile", UploadedFile, { name: "a.jpg", type: "image/jpeg", url: "https://f/a.jpg" }, { name: "a.jpg" }],
  ["UploadResponse", UploadResponse, { data: { path: "/a.jpg" } }, { data: {} }],
  ["MediaItem", MediaItem, { type: "video", url: "https://f/a.mp4" }, { type: "audio", url: "x" }],
  ["DictionaryDetail", DictionaryDetail, { value: "1", label: "是" }, { value: 1, label: "是" }],
  ["VideoQualityItem", VideoQualityItem, { definition: "HD", desc: "高清", Url: "https://v/hd.m3u8" }, { definition: "HD" }],
  ["PlayerOptions", PlayerOptions, { source: "https://v/a.m3u8", playId: "v1", tryTime: 30, tryBuy: "<a>购买</a>" }, { source: "x", playId: true, tryTime: 0, tryBuy: "" }],
  ["PayPasswordForm", PayPasswordForm, { password: "enc", confirm: "enc", infoCode: "1234", uuid: "u", updateType: "basics" }, { password: "enc", confirm: "enc", infoCode: "1", uuid: "u", updateType: "other" }],
  ["BalancePayForm", BalancePayForm, { password: "enc" }, {}],
  ["AdvertRequest", AdvertRequest, { key: "aboutus", title: "关于我们" }, { key: "aboutus" }],
  ["AdvertResponse", AdvertResponse, { value: "<p>html</p>" }, { value: null }],
]

describe("entity schemas", () => {
  for (const [name, schema, valid, invalid] of CASES) {
    test(`${name}: decodes a valid value and rejects an invalid one`, () => {
      expect(Schema.decodeUnknownSync(schema)(valid)).toEqual(valid)
      expect(() => Schema.decodeUnknownSync(schema)(invalid)).toThrow()
    })
  }
})
