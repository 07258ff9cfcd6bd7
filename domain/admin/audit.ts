import { Schema } from "effect"

/**
 * The audit log: every administrator's action with who, when, what, and the record before and
 * after (as JSON text). Written in the same transaction as the change; never edited.
 */
export const AuditEntry = Schema.Struct({
  id: Schema.Number,
  actorId: Schema.Number,
  actorName: Schema.String,
  action: Schema.String,
  target: Schema.String,
  before: Schema.NullOr(Schema.String),
  after: Schema.NullOr(Schema.String),
  at: Schema.String,
})
export type AuditEntry = typeof AuditEntry.Type

/** What each recorded action is called in the log. */
export const AUDIT_ACTIONS: Readonly<Record<string, string>> = {
  "site.config": "修改站点配置",
  "site.link.create": "添加页脚链接",
  "site.link.update": "修改页脚链接",
  "site.link.delete": "删除页脚链接",
  "site.advert": "修改单页内容",
  adminRealNameApprove: "通过实名认证",
  adminRealNameReject: "驳回实名认证",
  adminWithdrawalApprove: "通过提现",
  adminWithdrawalReject: "驳回提现",
  adminNewsApprove: "通过资讯",
  adminNewsReject: "驳回资讯",
  adminScienceApprove: "通过科普文章",
  adminScienceReject: "驳回科普文章",
  adminForumReportHide: "隐藏被举报内容",
  adminForumReportDismiss: "驳回举报",
  adminAccountEnabled: "启用/停用账号",
  "member.password.reset": "重置会员密码",
  "member.points.adjust": "调整会员积分",
  adminAnnouncementCreate: "新建公告",
  adminAnnouncementUpdate: "修改公告",
  adminAnnouncementDelete: "删除公告",
}

export const auditActionLabel = (action: string): string => AUDIT_ACTIONS[action] ?? action
