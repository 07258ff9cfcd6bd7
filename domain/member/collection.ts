/**
 * Favourites /account/collection. A favourite points at something of another area by type and
 * id; the list keeps the title, cover and link it had when it was saved.
 */

export const FAVORITE_TARGET_TYPES = ["course", "product", "article", "science"] as const
export type FavoriteTargetType = (typeof FAVORITE_TARGET_TYPES)[number]

export const FAVORITE_TYPE_LABELS: Readonly<Record<FavoriteTargetType, string>> = {
  course: "课程",
  product: "商品",
  article: "文章",
  science: "科普",
}

export const COLLECTION_MESSAGES = {
  added: "收藏成功",
  removed: "已取消收藏",
  confirmRemove: "确定取消收藏吗？",
  unknownTarget: "该内容不存在或已下架",
  unsupported: "该内容暂不支持收藏",
  empty: "暂无收藏",
} as const

export function isFavoriteTargetType(value: string): value is FavoriteTargetType {
  return (FAVORITE_TARGET_TYPES as ReadonlyArray<string>).includes(value)
}

/** The count of 全部 on the favourites page: every type's favourites, as the list without a type holds them. */
export const favoriteTotal = (counts: Readonly<Record<FavoriteTargetType, number>>): number =>
  FAVORITE_TARGET_TYPES.reduce((sum, type) => sum + counts[type], 0)
