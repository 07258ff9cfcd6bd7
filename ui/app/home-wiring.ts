import { HOME_BANNER_KEYS, HOME_BLOCKS, homeCardsOf, type HomeBlock, type HomeCard } from "../../domain/shell/home-blocks.ts"
import { api } from "./services.ts"
import { callIfPresent } from "./shell-services.ts"

/** A banner of the home page: the advert's key, title and sanitized HTML. */
export interface HomeBannerSlide {
  readonly key: string
  readonly title: string
  readonly html: string
}

/** The banners that exist, in order; a missing or failing advert is left out. */
export async function loadHomeBanners(): Promise<HomeBannerSlide[]> {
  const answers = await Promise.allSettled(HOME_BANNER_KEYS.map((key) => api.call("advert", { query: { key } }, { silent: true })))
  return answers.flatMap((answer) => (answer.status === "fulfilled" && answer.value.value.trim() !== "" ? [{ key: answer.value.key, title: answer.value.title, html: answer.value.value }] : []))
}

/** The recommendation blocks whose endpoint exists and answered cards. */
export async function loadHomeBlocks(): Promise<Array<{ block: HomeBlock; cards: ReadonlyArray<HomeCard> }>> {
  const answers = await Promise.all(HOME_BLOCKS.map(async (block) => ({ block, cards: homeCardsOf(await callIfPresent(block.endpoint)) })))
  return answers.filter((entry) => entry.cards.length > 0)
}
