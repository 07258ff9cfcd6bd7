/** Personal information /account/personal (`PUT api/users/center`): nickname, gender, avatar, header image. */
import { formErrors, type FormErrors } from "../core/validation/form-errors.ts"
import { charLength, lengthMessage } from "../core/validation/text.ts"
import { isUploadedPath, mediaKindOfPath } from "./upload-kinds.ts"

const NICKNAME_MIN = 2
const NICKNAME_MAX = 20

export const PERSONAL_MESSAGES = {
  nicknameRequired: "请输入昵称",
  nicknameLength: lengthMessage(NICKNAME_MIN, NICKNAME_MAX),
  nicknameChars: "昵称不能包含空格或特殊符号",
  image: "请上传图片",
  gender: "请选择性别",
  saved: "个人资料已保存",
} as const

/** Letters of any script, digits, underscore, hyphen and the middle dot. */
const NICKNAME_PATTERN = /^[\p{L}\p{N}_\-·]+$/u

export interface PersonalForm {
  readonly nickName: string
  readonly gender: "男" | "女"
  readonly avatarPath: string
  readonly headerImage: string
}

export function validatePersonal(form: PersonalForm): FormErrors<keyof PersonalForm> {
  const name = form.nickName.trim()
  const image = (path: string) =>
    path === "" || (isUploadedPath(path, ["avatar", "pictures"]) && mediaKindOfPath(path) === "image") ? [] : [PERSONAL_MESSAGES.image]
  return formErrors({
    nickName:
      name === ""
        ? [PERSONAL_MESSAGES.nicknameRequired]
        : charLength(name) < NICKNAME_MIN || charLength(name) > NICKNAME_MAX
          ? [PERSONAL_MESSAGES.nicknameLength]
          : NICKNAME_PATTERN.test(name)
            ? []
            : [PERSONAL_MESSAGES.nicknameChars],
    gender: form.gender === "男" || form.gender === "女" ? [] : [PERSONAL_MESSAGES.gender],
    avatarPath: image(form.avatarPath),
    headerImage: image(form.headerImage),
  })
}
