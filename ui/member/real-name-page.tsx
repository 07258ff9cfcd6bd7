import { useState } from "react"
import { css } from "styled-system/css"
import { input } from "styled-system/recipes"
import { REAL_NAME_MESSAGES, validateRealNameForm } from "../../domain/member/real-name-form.ts"
import { REAL_NAME_PROMPTS } from "../../domain/member/real-name.ts"
import { isFormValid } from "../../domain/core/validation/form-errors.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useCall } from "../app/use-call.ts"
import { AccountFrame, AccountPanel } from "../components/account-frame/account-frame.tsx"
import { FormField } from "../components/form-field.tsx"
import { useResource } from "../app/use-resource.ts"
import { useSession } from "../session/index.ts"
import { AuthStateTag, DetailList } from "./member-parts.tsx"
import { useReloadWhenShownAgain } from "../hooks/use-page-location.ts"
import { LoadStates } from "../components/list-states.tsx"
import { FormAlert } from "../components/form-alert.tsx"
import { formatTime } from "../components/time-format.ts"
import { SubmitButton } from "../components/form-buttons.tsx"

function RealNameForm({ onSubmitted }: { onSubmitted: () => void }) {
  const [values, setValues] = useState({ realName: "", idCard: "" })
  const send = useCall("realNameSubmit", {
    check: ({ body }) => isFormValid(validateRealNameForm(body)),
    silent: true,
    success: REAL_NAME_MESSAGES.submitted,
    onDone: onSubmitted,
  })
  const { busy, error } = send
  const errors = send.attempted ? validateRealNameForm(values) : {}
  const submit = () => send.send({ body: { realName: values.realName.trim(), idCard: values.idCard.trim() } })
  return (
    <form noValidate className={css({ display: "grid", gap: "4", maxW: "md" })} onSubmit={(e) => (e.preventDefault(), submit())}>
      <FormField id="real-name" label="真实姓名" required errors={errors.realName}>
        <input
          id="real-name"
          className={input()}
          maxLength={20}
          autoComplete="name"
          value={values.realName}
          onChange={(e) => setValues((v) => ({ ...v, realName: e.target.value }))}
          placeholder="与身份证上的姓名一致"
        />
      </FormField>
      <FormField id="id-card" label="身份证号码" required errors={errors.idCard}>
        <input
          id="id-card"
          className={input()}
          maxLength={18}
          value={values.idCard}
          onChange={(e) => setValues((v) => ({ ...v, idCard: e.target.value }))}
          placeholder="18位居民身份证号码"
        />
      </FormField>
      <FormAlert message={error} />
      <p className={css({ fontSize: "xs", color: "fg.subtle" })}>
        您的身份信息仅用于实名认证，平台将严格保密。认证通过后即可发表评价、提问和回复。
      </p>
      <div>
        <SubmitButton busy={busy} busyText="正在提交…">
          提交认证
        </SubmitButton>
      </div>
    </form>
  )
}

/**
 * /account/realName: name and ID card (checked strictly) go to review (auth_examine); once an
 * administrator approves, the member is certified (auth true); a rejection shows its reason and
 * the form again (auth_fail).
 */
export default function RealNamePage(_props: PageProps) {
  const session = useSession()
  const info = useResource("realNameInfo")
  useReloadWhenShownAgain(info.reload)
  const data = info.shown
  return (
    <AccountFrame title="实名认证">
      <AccountPanel>
        <LoadStates of={info} compact />
        {data && (
          <div className={css({ display: "grid", gap: "5" })}>
            <div className={css({ display: "flex", alignItems: "center", gap: "3", flexWrap: "wrap" })}>
              <span className={css({ fontSize: "sm", color: "fg.muted" })}>认证状态</span>
              <AuthStateTag state={data.authState} />
            </div>
            {data.authState === "certified" && (
              <DetailList>
                <dt>真实姓名</dt>
                <dd>{data.realName}</dd>
                <dt>身份证号</dt>
                <dd>{data.idCard}</dd>
                <dt>认证时间</dt>
                <dd>{formatTime(data.reviewTime)}</dd>
              </DetailList>
            )}
            {data.authState === "auth_examine" && (
              <div
                className={css({
                  display: "grid",
                  gap: "2",
                  bg: "warning.subtle",
                  color: "warning.text",
                  p: "4",
                  borderRadius: "md",
                  fontSize: "sm",
                })}
              >
                <p>{REAL_NAME_PROMPTS.auth_examine}</p>
                <p>
                  已提交：{data.realName}，{data.idCard}（{formatTime(data.submitTime)}）
                </p>
              </div>
            )}
            {data.authState === "auth_fail" && (
              <div
                role="alert"
                className={css({
                  display: "grid",
                  gap: "1",
                  bg: "danger.subtle",
                  color: "danger.text",
                  p: "4",
                  borderRadius: "md",
                  fontSize: "sm",
                })}
              >
                <p>{REAL_NAME_PROMPTS.auth_fail}</p>
                {data.reason && <p>未通过原因：{data.reason}</p>}
              </div>
            )}
            {(data.authState === "not_certified" || data.authState === "auth_fail") && (
              <RealNameForm
                onSubmitted={() => {
                  info.reload()
                  session.refresh()
                }}
              />
            )}
          </div>
        )}
      </AccountPanel>
    </AccountFrame>
  )
}
