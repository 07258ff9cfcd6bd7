import { useState } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import { formatMoney } from "../../domain/core/money.ts"
import { APPLICATION_STATE_LABELS, MAKER_FIELDS, type JoinForm } from "../../domain/maker/rules.ts"
import { useMachine } from "../app/flow-hooks.ts"
import { wiredMakerJoinMachine } from "../app/maker-wiring.ts"
import type { PageProps } from "../app/page-registry.ts"
import { StandaloneFrame } from "../app/layout/standalone-frame.tsx"
import { FormField } from "../components/form-field.tsx"
import { UploadWidget } from "../components/upload/upload-widget.tsx"
import { FormAlert } from "../components/form-alert.tsx"
import { RetryAlert } from "../components/retry-alert.tsx"

const card = css({ bg: "bg.surface", borderRadius: "xl", boxShadow: "card", p: { base: "5", md: "8" }, display: "grid", gap: "5" })
const EMPTY: JoinForm = { displayName: "", field: "", intro: "", sample: "" }

/** /micro/join: a certified member applies to become a maker, then pays the deposit. */
export default function JoinPage({ route }: PageProps) {
  const [snapshot, send] = useMachine(wiredMakerJoinMachine)
  const [form, setForm] = useState<JoinForm>(EMPTY)
  const { status, errors, error } = snapshot.context
  const application = status?.application ?? null
  const deposit = formatMoney(status?.depositCents ?? 0)
  return (
    <StandaloneFrame title={route.title}>
      <section className={card}>
        <h1 className={css({ fontSize: "xl", fontWeight: "bold" })}>加入创客</h1>
        <p className={css({ fontSize: "sm", color: "fg.muted" })}>
          创客可以发布短视频和课程，在创客中心查看播放、点赞、粉丝和收入。申请需完成实名认证，并从账户余额缴纳保证金
          {status ? ` ${deposit}` : ""}；申请被驳回或退出创客时，保证金原路退回余额。
        </p>
        {snapshot.hasTag("busy") && <p role="status">正在加载…</p>}
        {snapshot.matches("failure") && <RetryAlert message={error} onRetry={() => send({ type: "join.retry" })} />}
        {snapshot.matches("notCertified") && (
          <p role="alert" className={css({ color: "warning.text" })}>
            请先完成实名认证再申请成为创客。
            <Link href="/account/realName" className={css({ color: "fg.link", fontWeight: "semibold" })}>
              去实名认证
            </Link>
          </p>
        )}
        {snapshot.matches("maker") && (
          <p>
            您已经是创客会员。
            <Link href="/account/mine/home" className={css({ color: "fg.link", fontWeight: "semibold" })}>
              进入创客中心
            </Link>
          </p>
        )}
        {snapshot.matches("awaitingDeposit") && application && (
          <div className={css({ display: "grid", gap: "3" })}>
            <p>申请已提交（创客昵称：{application.displayName}），请缴纳保证金 {formatMoney(application.depositCents)} 后进入审核。</p>
            <div>
              <Link href="/micro/payDeposit" className={button({ variant: "highlight" })}>
                去缴纳保证金
              </Link>
            </div>
          </div>
        )}
        {snapshot.matches("reviewing") && application && (
          <p role="status">
            您的创客申请{APPLICATION_STATE_LABELS[application.state]}，保证金已缴纳，请耐心等待管理员审核，结果会以消息通知您。
          </p>
        )}
        {snapshot.matches("rejected") && application && (
          <div className={css({ display: "grid", gap: "3" })}>
            <p role="alert" className={css({ color: "danger.text" })}>
              您的创客申请未通过：{application.reason}。保证金{application.depositRefunded ? "已退回余额" : "将退回余额"}。
            </p>
            <div>
              <button type="button" className={button()} onClick={() => send({ type: "join.again" })}>
                重新申请
              </button>
            </div>
          </div>
        )}
        {(snapshot.matches("editing") || snapshot.matches("submitting")) && (
          <form
            className={css({ display: "grid", gap: "4", maxW: "xl" })}
            onSubmit={(e) => {
              e.preventDefault()
              send({ type: "join.submit", form })
            }}
          >
            <FormField id="join-name" label="创客昵称" required errors={errors.displayName}>
              <input id="join-name" className={input()} maxLength={20} value={form.displayName} onChange={(e) => setForm((f) => ({ ...f, displayName: e.target.value }))} />
            </FormField>
            <FormField id="join-field" label="创作领域" required errors={errors.field}>
              <select id="join-field" className={input()} value={form.field} onChange={(e) => setForm((f) => ({ ...f, field: e.target.value }))}>
                <option value="">请选择</option>
                {MAKER_FIELDS.map((f) => (
                  <option key={f} value={f}>
                    {f}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField id="join-intro" label="个人简介" required errors={errors.intro} hint="10 到 300 个字：擅长的内容、资质或经历">
              <textarea id="join-intro" className={input()} rows={4} maxLength={300} value={form.intro} onChange={(e) => setForm((f) => ({ ...f, intro: e.target.value }))} />
            </FormField>
            <UploadWidget
              label="代表作品"
              kind="image"
              imageLimit={1}
              videoLimit={1}
              hint="一张图片（不超过 2MB）或一段视频（不超过 500MB）"
              onChange={(files) => setForm((f) => ({ ...f, sample: files[0]?.path ?? "" }))}
            />
            <FormAlert message={errors.sample?.[0]} />
            <FormAlert message={error} />
            <div>
              <button type="submit" className={button({ variant: "highlight" })} disabled={snapshot.matches("submitting")}>
                提交申请
              </button>
            </div>
          </form>
        )}
      </section>
    </StandaloneFrame>
  )
}
