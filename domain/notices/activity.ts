/**
 * 活动 (spec 1 §2.2 /activity/detail?id=, /account/activity_618): the portal's campaigns, each
 * with its dates, a picture, a text and where to take part (a page of the portal). Administrators
 * write them at /admin/activities; /activity/detail without an id lists them.
 */
import { Schema } from "effect"
import { Count, Id, TotalledPage } from "../core/entities/common.ts"
import { charLength } from "../core/validation/text.ts"
import { isUploadedPath } from "../member/upload-kinds.ts"

export const ACTIVITY_MESSAGES = {
  notFound: "活动不存在或已下线",
  empty: "暂无活动",
  title: "活动标题为4-40个字",
  summary: "活动简介不超过120个字",
  content: "请填写活动内容",
  times: "请填写正确的活动时间，结束时间须晚于开始时间",
  joinHref: "参与入口须是本站页面地址，以 / 开头",
  joinLabel: "参与按钮文字为2-8个字",
  cover: "请上传活动图片",
  saved: "活动已保存",
  deleted: "活动已删除",
  confirmDelete: "删除后活动页面将无法访问，确定删除吗？",
} as const

export const ACTIVITY_STATES = ["upcoming", "ongoing", "ended"] as const
export type ActivityState = (typeof ACTIVITY_STATES)[number]
export const ACTIVITY_STATE_LABELS: Readonly<Record<ActivityState, string>> = { upcoming: "未开始", ongoing: "进行中", ended: "已结束" }

export function activityState(startTime: string, endTime: string, now: number): ActivityState {
  if (now < Date.parse(startTime)) return "upcoming"
  return now > Date.parse(endTime) ? "ended" : "ongoing"
}

/** A page of this portal: `/path?query`, never `//host` or a scheme. */
export const isPortalPath = (href: string): boolean => /^\/(?!\/)[A-Za-z0-9_\-/.?=&%]*$/.test(href)

export interface ActivityInput {
  readonly title: string
  readonly summary: string
  readonly cover: string
  readonly content: string
  readonly startTime: string
  readonly endTime: string
  readonly joinHref: string
  readonly joinLabel: string
}

const within = (text: string, min: number, max: number) => {
  const n = charLength(text.trim())
  return n >= min && n <= max
}

const plainText = (html: string) => html.replace(/<[^>]*>/g, "").replace(/&nbsp;/g, " ").trim()

/** The first thing wrong, or null. `currentCover`: the stored picture, which may stay. */
export function activityProblem(input: ActivityInput, currentCover = ""): string | null {
  if (!within(input.title, 4, 40)) return ACTIVITY_MESSAGES.title
  if (charLength(input.summary.trim()) > 120) return ACTIVITY_MESSAGES.summary
  if (input.cover === "" || (input.cover !== currentCover && !isUploadedPath(input.cover, ["pictures"]) && !/^\/activities\/[a-z0-9-]+\.svg$/.test(input.cover))) return ACTIVITY_MESSAGES.cover
  if (plainText(input.content) === "") return ACTIVITY_MESSAGES.content
  const start = Date.parse(input.startTime)
  const end = Date.parse(input.endTime)
  if (Number.isNaN(start) || Number.isNaN(end) || end <= start) return ACTIVITY_MESSAGES.times
  if (input.joinHref !== "" && !isPortalPath(input.joinHref)) return ACTIVITY_MESSAGES.joinHref
  if (input.joinHref !== "" && !within(input.joinLabel, 2, 8)) return ACTIVITY_MESSAGES.joinLabel
  return null
}

export const activityHref = (id: number): string => `/activity/detail?id=${id}`

export const ActivitySummary = Schema.Struct({
  id: Id,
  title: Schema.String,
  summary: Schema.String,
  cover: Schema.String,
  startTime: Schema.String,
  endTime: Schema.String,
  state: Schema.Literals(ACTIVITY_STATES),
  views: Count,
})
export type ActivitySummary = typeof ActivitySummary.Type

export const ActivityDetail = Schema.Struct({
  ...ActivitySummary.fields,
  /** Sanitized html. */
  content: Schema.String,
  joinHref: Schema.String,
  joinLabel: Schema.String,
})
export type ActivityDetail = typeof ActivityDetail.Type

export const ActivityPage = TotalledPage(ActivitySummary)
export type ActivityPage = typeof ActivityPage.Type
