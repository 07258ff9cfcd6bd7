import { users } from "../session/tables/users.ts"

/**
 * A member as a question, an answer or a comment names its writer: the nickname and avatar from a
 * left join on users; null when the writer's account is gone.
 */
export const author = (userId: number | null, nickName: string | null, avatarPath: string | null) =>
  userId === null ? null : { avatarName: avatarPath ?? "", nickName }

/**
 * A writer as the public pages name them (the author of an article, a topic or a reply, a
 * commenter): the account's id, username, nickname and avatar, read from users.
 */
export const publicAuthorColumns = { userId: users.id, userName: users.username, nickName: users.nickName, avatarPath: users.avatarPath }
