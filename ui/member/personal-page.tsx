import { useState } from "react"
import { css } from "styled-system/css"
import { input } from "styled-system/recipes"
import { PERSONAL_MESSAGES, validatePersonal, type PersonalForm } from "../../domain/member/personal-form.ts"
import { isFormValid } from "../../domain/core/validation/form-errors.ts"
import type { MemberProfile } from "../../domain/member/entities/member.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useCall } from "../app/use-call.ts"
import { AccountFrame, AccountPanel } from "../components/account-frame/account-frame.tsx"
import { FormField } from "../components/form-field.tsx"
import { UploadWidget } from "../components/upload/upload-widget.tsx"
import { useResource } from "../app/use-resource.ts"
import { useSession } from "../session/index.ts"
import { LoadStates } from "../components/list-states.tsx"
import { DetailList } from "./member-parts.tsx"
import { FormAlert } from "../components/form-alert.tsx"
import { formatTime } from "../components/time-format.ts"
import { SubmitButton } from "../components/form-buttons.tsx"

function PersonalFormView({ profile, onSaved }: { profile: MemberProfile; onSaved: (p: MemberProfile) => void }) {
  const [values, setValues] = useState<PersonalForm>({
    nickName: profile.nickName,
    gender: profile.gender,
    avatarPath: profile.avatarPath,
    headerImage: profile.headerImage,
  })
  // Pictures already saved are not checked again.
  const update = useCall("userCenterUpdate", {
    check: ({ body }) => isFormValid(validatePersonal({ ...body, avatarPath: "", headerImage: "" })),
    success: PERSONAL_MESSAGES.saved,
    onDone: (saved) => onSaved(saved),
  })
  const saving = update.busy
  const errors = update.attempted
    ? validatePersonal({
        ...values,
        avatarPath: values.avatarPath === profile.avatarPath ? "" : values.avatarPath,
        headerImage: values.headerImage === profile.headerImage ? "" : values.headerImage,
      })
    : {}

  const save = () => update.send({ body: values })

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        save()
      }}
      className={css({ display: "grid", gap: "5", maxW: "xl" })}
    >
      <UploadWidget
        label="头像"
        kind="avatar"
        imageLimit={1}
        round
        existing={profile.avatarPath.startsWith("/files/") ? [{ path: profile.avatarPath, media: "image" }] : []}
        hint="JPG、PNG、GIF、BMP、WEBP 格式，不超过 2MB"
        onChange={(files) => setValues((v) => ({ ...v, avatarPath: files[0]?.path ?? "" }))}
      />
      <FormField id="personal-nickname" label="昵称" required errors={errors.nickName}>
        <input
          id="personal-nickname"
          className={input()}
          maxLength={20}
          value={values.nickName}
          onChange={(e) => setValues((v) => ({ ...v, nickName: e.target.value }))}
        />
      </FormField>
      <fieldset className={css({ display: "grid", gap: "1.5" })}>
        <legend className={css({ fontSize: "sm", fontWeight: "medium", mb: "1.5" })}>性别</legend>
        <div className={css({ display: "flex", gap: "5" })}>
          {(["男", "女"] as const).map((g) => (
            <label key={g} className={css({ display: "inline-flex", alignItems: "center", gap: "2", fontSize: "sm", cursor: "pointer" })}>
              <input
                type="radio"
                name="gender"
                value={g}
                checked={values.gender === g}
                onChange={() => setValues((v) => ({ ...v, gender: g }))}
              />
              {g}
            </label>
          ))}
        </div>
      </fieldset>
      <UploadWidget
        label="个人主页背景图"
        kind="pictures"
        imageLimit={1}
        existing={profile.headerImage.startsWith("/files/") ? [{ path: profile.headerImage, media: "image" }] : []}
        hint="建议尺寸 1200×300，不超过 2MB"
        onChange={(files) => setValues((v) => ({ ...v, headerImage: files[0]?.path ?? "" }))}
      />
      <FormAlert message={errors.avatarPath || errors.headerImage ? PERSONAL_MESSAGES.image : null} />
      <div>
        <SubmitButton busy={saving} busyText="正在保存…">
          保存资料
        </SubmitButton>
      </div>
    </form>
  )
}

/** /account/personal: nickname, gender, avatar and header image (PUT api/users/center). */
export default function PersonalPage(_props: PageProps) {
  const session = useSession()
  const profile = useResource("memberProfile")
  return (
    <AccountFrame title="个人资料">
      <AccountPanel title="基本资料">
        <LoadStates of={profile} compact />
        {profile.shown && (
          <div className={css({ display: "grid", gap: "6" })}>
            <DetailList>
              <dt>用户名</dt>
              <dd>{profile.shown.username}</dd>
              <dt>手机号</dt>
              <dd>{profile.shown.phone ?? "未绑定"}</dd>
              <dt>注册时间</dt>
              <dd>{formatTime(profile.shown.createTime)}</dd>
            </DetailList>
            <PersonalFormView
              // A saved profile comes back as the server keeps it; the form starts again from it.
              key={JSON.stringify([profile.shown.nickName, profile.shown.gender, profile.shown.avatarPath, profile.shown.headerImage])}
              profile={profile.shown}
              onSaved={() => {
                profile.reload()
                session.refresh()
              }}
            />
          </div>
        )}
      </AccountPanel>
    </AccountFrame>
  )
}
