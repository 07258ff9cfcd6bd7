/**
 * Pays the points a comment earns (domain/points/comment-reward.ts) inside the comment's
 * transaction. Each rewarded comment of a day takes the first of the day's idempotency keys
 * still free; the ledger's unique key per member makes a key pay once, so two comments at
 * the same moment cannot both take the last one and the day never pays more than the cap.
 */
import { COMMENT_POINTS, commentRewardKeys } from "../../../domain/points/comment-reward.ts"
import type { Tx } from "../../core/db/client.ts"
import { credit } from "../../wallet/services/ledger.ts"

/** The points paid for this comment: 2, or 0 once the day's cap is reached. */
export const rewardComment = async (tx: Tx, userId: number, ref: string, now: number): Promise<number> => {
  for (const key of commentRewardKeys(now)) {
    const posted = await credit(tx, { userId, points: COMMENT_POINTS, kind: "comment_reward", ref, idempotencyKey: key })
    if (!posted.replayed) return COMMENT_POINTS
  }
  return 0
}
