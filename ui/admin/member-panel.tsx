import { useState } from "react"
import { css } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import { AUTH_STATE_LABELS, MEMBER_ADMIN_MESSAGES, MEMBER_ORDER_KINDS, PERMISSIONS, validatePointsAdjustment, type MemberDetail } from "../../domain/admin/index.ts"
import { formatMoney } from "../../domain/core/money.ts"
import { formatDateTime } from "../../domain/core/time-ago.ts"
import { FORUM_REPORT_REASONS } from "../../domain/community/forum.ts"
import { ConfirmDialog } from "../components/confirm-dialog.tsx"
import { EmptyState } from "../components/empty-state.tsx"
import { FormField } from "../components/form-field.tsx"
import { useCall } from "../app/use-call.ts"
import { useResource } from "../app/use-resource.ts"
import { OrdersTable } from "./orders-table.tsx"
import { Permitted } from "./permitted.tsx"
import { LoadStates } from "../components/list-states.tsx"
import { TableHead } from "../components/data-table.tsx"

const REPORT_STATES: Readonly<Record<string, string>> = {
  open: "待处理",
  hidden: "已隐藏",
  dismissed: "已驳回",
}
const REASON_LABELS = new Map<string, string>(FORUM_REPORT_REASONS.map((r) => [r.key, r.label]))
const table = css({
  w: "full",
  fontSize: "sm",
  "& th, & td": {
    textAlign: "left",
    px: "2",
    py: "1.5",
    borderBottomWidth: "1px",
    borderColor: "border.subtle",
    whiteSpace: "nowrap",
  },
})
const heading = css({
  fontSize: "md",
  fontWeight: "semibold",
  mt: "5",
  mb: "2",
})
const signedPoints = (n: number) => (n > 0 ? `+${n}` : String(n))

/** The 客服's view of one member: account, wallet, points, real name, orders of every kind, reports; password reset and points adjustment. */
export function MemberPanel({ userId, onClose }: { readonly userId: number; readonly onClose: () => void }) {
  const detail = useResource("adminMemberDetail", { params: { id: userId } })
  return (
    <section
      aria-labelledby="member-panel-title"
      className={css({
        bg: "bg.surface",
        borderRadius: "lg",
        boxShadow: "card",
        p: { base: "3", md: "5" },
        mt: "6",
      })}
    >
      <div
        className={css({
          display: "flex",
          alignItems: "center",
          justifyContent: "space-between",
          gap: "3",
        })}
      >
        <h2 id="member-panel-title" className={css({ fontSize: "lg", fontWeight: "bold" })}>
          会员详情
          {detail.shown ? `：${detail.shown.nickName}（${detail.shown.username}）` : ""}
        </h2>
        <button type="button" className={button({ variant: "outline", size: "sm" })} onClick={onClose}>
          关闭详情
        </button>
      </div>
      <LoadStates of={detail} />
      {detail.shown && <MemberDetailView detail={detail.shown} reload={detail.reload} />}
    </section>
  )
}

function MemberDetailView({ detail, reload }: { readonly detail: MemberDetail; readonly reload: () => void }) {
  return (
    <>
      <dl
        className={css({
          display: "grid",
          gridTemplateColumns: { base: "auto 1fr", md: "repeat(4, auto 1fr)" },
          gap: "2",
          fontSize: "sm",
          mt: "3",
          "& dt": { color: "fg.subtle" },
        })}
      >
        <dt>手机号</dt>
        <dd>{detail.phone ?? "—"}</dd>
        <dt>等级</dt>
        <dd>{detail.grade}</dd>
        <dt>实名认证</dt>
        <dd>
          {AUTH_STATE_LABELS[detail.authState] ?? detail.authState}
          {detail.realName ? `（${detail.realName}）` : ""}
        </dd>
        <dt>状态</dt>
        <dd>{detail.enabled ? "正常" : "已停用"}</dd>
        <dt>余额</dt>
        <dd>{formatMoney(detail.balanceCents)}</dd>
        <dt>积分</dt>
        <dd aria-label="当前积分">{detail.points}</dd>
        <dt>注册时间</dt>
        <dd>{formatDateTime(new Date(detail.createdAt))}</dd>
      </dl>

      {/* The actions on the member are the members permission's, whoever else may read the panel. */}
      <Permitted permission={PERMISSIONS.members}>
        <div
          className={css({
            display: "flex",
            flexWrap: "wrap",
            gap: "4",
            mt: "4",
            alignItems: "flex-start",
          })}
        >
          <PasswordReset detail={detail} />
          <PointsAdjust userId={detail.userId} onDone={reload} />
        </div>
      </Permitted>

      <h3 className={heading}>订单</h3>
      <p className={css({ fontSize: "sm", color: "fg.subtle", mb: "2" })}>
        {(Object.keys(MEMBER_ORDER_KINDS) as Array<keyof typeof MEMBER_ORDER_KINDS>).map((k) => `${MEMBER_ORDER_KINDS[k]} ${detail.orderCounts[k]}`).join(" · ")}
      </p>
      {detail.orders.length === 0 ? (
        <EmptyState title="暂无订单" />
      ) : (
        <OrdersTable orders={detail.orders} label="会员订单" className={table} stateOf={(o) => o.state} />
      )}

      <h3 className={heading}>资金与积分明细（最近 20 条）</h3>
      {detail.ledger.length === 0 ? (
        <EmptyState title="暂无明细" />
      ) : (
        <div className={css({ overflowX: "auto" })}>
          <table className={table} aria-label="资金与积分明细">
            <TableHead headers={["时间", "说明", "变动", "变动后"]} />
            <tbody>
              {detail.ledger.map((l) => (
                <tr key={l.id}>
                  <td>{formatDateTime(new Date(l.createdAt))}</td>
                  <td>{l.title}</td>
                  <td>{l.currency === "points" ? `${signedPoints(l.amount)} 积分` : formatMoney(l.amount)}</td>
                  <td>{l.currency === "points" ? `${l.balanceAfter} 积分` : formatMoney(l.balanceAfter)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h3 className={heading}>被举报记录</h3>
      {detail.reports.length === 0 ? (
        <EmptyState title="没有被举报的内容" />
      ) : (
        <ul className={css({ display: "grid", gap: "1", fontSize: "sm" })}>
          {detail.reports.map((r) => (
            <li key={r.id}>
              {formatDateTime(new Date(r.createdAt))} · {r.targetType === "topic" ? "帖子" : "回复"}《{r.topicTitle}》 · {REASON_LABELS.get(r.reason) ?? r.reason} ·{" "}
              {REPORT_STATES[r.status] ?? r.status}
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

function PasswordReset({ detail }: { readonly detail: MemberDetail }) {
  const [asking, setAsking] = useState(false)
  const reset = useCall("adminMemberPasswordReset", {
    success: MEMBER_ADMIN_MESSAGES.passwordReset,
  })
  return (
    <>
      <button type="button" className={button({ variant: "outline", size: "sm" })} disabled={reset.busy} onClick={() => setAsking(true)}>
        重置密码
      </button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        tone="danger"
        message={`确定重置 ${detail.username} 的登录密码吗？临时密码将通过短信发送到 ${detail.phone ?? "（未绑定手机）"}，该账号会在所有设备退出登录。`}
        onConfirm={() => reset.send({ params: { id: detail.userId } })}
      />
    </>
  )
}

function PointsAdjust({ userId, onDone }: { readonly userId: number; readonly onDone: () => void }) {
  const [points, setPoints] = useState("")
  const [reason, setReason] = useState("")
  const problems = validatePointsAdjustment({ points, reason })
  const adjust = useCall("adminMemberPointsAdjust", {
    // The typed text is checked, not the number made of it: "1e3" is not a whole number of points.
    check: () => problems.length === 0,
    success: (out) => `积分已调整，当前积分 ${out.points}`,
    onDone: () => {
      setPoints("")
      setReason("")
      onDone()
    },
  })
  const pointsErrors = adjust.attempted ? problems.filter((p) => p !== MEMBER_ADMIN_MESSAGES.reasonRequired && p !== MEMBER_ADMIN_MESSAGES.reasonTooLong) : []
  const reasonErrors = adjust.attempted ? problems.filter((p) => p === MEMBER_ADMIN_MESSAGES.reasonRequired || p === MEMBER_ADMIN_MESSAGES.reasonTooLong) : []
  return (
    <form
      aria-label="调整积分"
      className={css({
        display: "grid",
        gap: "3",
        gridTemplateColumns: { base: "1fr", sm: "10rem 1fr auto" },
        alignItems: "end",
        flex: "1",
        minW: "0",
      })}
      onSubmit={(e) => {
        e.preventDefault()
        adjust.send({
          params: { id: userId },
          body: { points: Number(points.trim()), reason: reason.trim() },
        })
      }}
    >
      <FormField id="points-change" label="调整积分" errors={pointsErrors} required>
        <input id="points-change" className={input()} inputMode="numeric" placeholder="如 200 或 -50" value={points} onChange={(e) => setPoints(e.target.value)} />
      </FormField>
      <FormField id="points-reason" label="调整原因" errors={reasonErrors} required>
        <input id="points-reason" className={input()} maxLength={100} value={reason} onChange={(e) => setReason(e.target.value)} />
      </FormField>
      <button type="submit" className={button({ size: "sm" })} disabled={adjust.busy}>
        确认调整
      </button>
    </form>
  )
}
