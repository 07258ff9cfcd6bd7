import { HOME_BLOCKS, homeCardsOf, type HomeBlock, type HomeCard } from "../../domain/shell/home-blocks.ts"
import { callIfPresent } from "./shell-services.ts"

/** The recommendation blocks whose endpoint exists and answered cards. */
export async function loadHomeBlocks(): Promise<Array<{ block: HomeBlock; cards: ReadonlyArray<HomeCard> }>> {
  const answers = await Promise.all(HOME_BLOCKS.map(async (block) => ({ block, cards: homeCardsOf(await callIfPresent(block.endpoint)) })))
  return answers.filter((entry) => entry.cards.length > 0)
}
