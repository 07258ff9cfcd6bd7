/** Comment likes (spec 2 §4, §6, §8). */

type LikedStatus = "LIKE" | "UNLIKE"

export interface Likeable {
  readonly likedStatus: LikedStatus
  readonly likeNumber: number
}

export const LIKE_MESSAGES = {
  loginFirst: "请先登录后再点赞",
  liked: "点赞成功",
  unliked: "取消点赞成功",
} as const

/** UNLIKE -> LIKE with count +1, LIKE -> UNLIKE with count -1 (never below 0). */
export function toggleLike<T extends Likeable>(item: T): T {
  return item.likedStatus === "LIKE"
    ? { ...item, likedStatus: "UNLIKE", likeNumber: Math.max(0, item.likeNumber - 1) }
    : { ...item, likedStatus: "LIKE", likeNumber: item.likeNumber + 1 }
}

/** Which call a click makes: like (POST .../like/{id}) or cancel (POST .../cancel/like/{id}). */
export function likeAction(status: LikedStatus): "like" | "cancel" {
  return status === "LIKE" ? "cancel" : "like"
}
