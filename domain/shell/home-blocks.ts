/**
 * The home page's recommendation blocks (its banners and channel tiles are site settings:
 * ./home-banners.ts, ./channel-tiles.ts). A block appears only when its endpoint is in the endpoint table and answers a
 * non-empty list of cards; the area that owns the content adds the endpoint (see
 * domain/shell/home-card.ts for its response schema).
 */

/** One card of a recommendation block. */
export interface HomeCard {
  readonly id: string | number
  readonly title: string
  /** Cover image address. */
  readonly image: string
  /** Where the card leads. */
  readonly href: string
  readonly subtitle?: string
  /** Price in cents, for paid courses and products. */
  readonly priceCents?: number
  /** A short label (免费, VIP, 新品...). */
  readonly tag?: string
}

export interface HomeBlock {
  readonly key: string
  readonly title: string
  /** Short line beside the title. */
  readonly subtitle: string
  /** Name of the endpoint that answers the block's cards. */
  readonly endpoint: string
  /** The 更多 link. */
  readonly morePath: string
}

export const HOME_BLOCKS: ReadonlyArray<HomeBlock> = [
  { key: "courses", title: "推荐课程", subtitle: "专业讲师 · 系统学习", endpoint: "homeCourses", morePath: "/video" },
  { key: "products", title: "精选好物", subtitle: "品质严选 · 正品保障", endpoint: "homeProducts", morePath: "/product/index" },
  { key: "articles", title: "健康科普", subtitle: "专业审核 · 每日更新", endpoint: "homeArticles", morePath: "/healthy" },
]

const isCard = (value: unknown): value is HomeCard => {
  if (typeof value !== "object" || value === null) return false
  const card = value as Record<string, unknown>
  return (
    (typeof card.id === "string" || typeof card.id === "number") &&
    typeof card.title === "string" &&
    typeof card.image === "string" &&
    typeof card.href === "string" &&
    (card.subtitle === undefined || typeof card.subtitle === "string") &&
    (card.priceCents === undefined || (typeof card.priceCents === "number" && Number.isInteger(card.priceCents))) &&
    (card.tag === undefined || typeof card.tag === "string")
  )
}

/** The cards of an answer (a list, or a page `{ content: [...] }`); anything malformed counts as none. */
export function homeCardsOf(answer: unknown): ReadonlyArray<HomeCard> {
  const list = Array.isArray(answer)
    ? answer
    : typeof answer === "object" && answer !== null && Array.isArray((answer as { content?: unknown }).content)
      ? (answer as { content: unknown[] }).content
      : []
  return list.filter(isCard)
}
