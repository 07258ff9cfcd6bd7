import { badRequest } from "../../domain/core/errors.ts"
import { realNameInfo } from "../../domain/member/real-name.ts"

/**
 * Writing for others to read (articles, comments, questions, reviews, forum posts) needs real-name
 * certification: anyone else is refused with 400 and the prompt for their state (认证中, 认证失败,
 * 未认证), under `code` when the area gives one.
 */
export const requireCertified = (authState: string, code?: string): void => {
  const realName = realNameInfo(authState === "certified", authState)
  if (!realName.canPost) throw badRequest(realName.prompt ?? undefined, code)
}
