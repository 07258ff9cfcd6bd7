/**
 * A member as a question, an answer or a comment names its writer: the nickname and avatar from a
 * left join on users; null when the writer's account is gone.
 */
export const author = (userId: number | null, nickName: string | null, avatarPath: string | null) =>
  userId === null ? null : { avatarName: avatarPath ?? "", nickName }
