import { css } from "styled-system/css"
import { HOME_BANNER_KEYS, HOME_BLOCKS, homeCardsOf, type HomeBlock, type HomeCard } from "../../domain/shell/home-blocks.ts"
import type { PageProps } from "../app/page-registry.ts"
import { siteTitle, useSite } from "../app/site-context.tsx"
import { api } from "../app/services.ts"
import { callIfPresent } from "../app/shell-services.ts"
import { useLoaded } from "../hooks/use-loaded.ts"
import { useResource } from "../app/use-resource.ts"
import { BannerCarousel, type BannerSlide } from "./banner-carousel.tsx"
import { CategoryPanel } from "./category-panel.tsx"
import { ChannelGrid } from "./channel-grid.tsx"
import { MemberPanel } from "./member-panel.tsx"
import { RecommendBlock } from "./recommend-block.tsx"
import { WelcomeBanner } from "./welcome-banner.tsx"

/** The banners that exist, in order; a missing or failing advert is left out. */
async function loadBanners(): Promise<BannerSlide[]> {
  const answers = await Promise.allSettled(HOME_BANNER_KEYS.map((key) => api.call("advert", { query: { key } }, { silent: true })))
  return answers.flatMap((answer) => (answer.status === "fulfilled" && answer.value.value.trim() !== "" ? [{ key: answer.value.key, title: answer.value.title, html: answer.value.value }] : []))
}

/** The recommendation blocks whose endpoint exists and answered cards. */
async function loadBlocks(): Promise<Array<{ block: HomeBlock; cards: ReadonlyArray<HomeCard> }>> {
  const answers = await Promise.all(HOME_BLOCKS.map(async (block) => ({ block, cards: homeCardsOf(await callIfPresent(block.endpoint)) })))
  return answers.filter((entry) => entry.cards.length > 0)
}

/**
 * The home page: product categories, banners and the welcome card; the channels; and the
 * recommendation blocks that have content (course, product and article areas fill them).
 */
export default function HomePage(_props: PageProps) {
  const banners = useLoaded(loadBanners)
  const categories = useResource("productCategoryTree")
  const blocks = useLoaded(loadBlocks)
  const slides = banners.data ?? []
  const tree = categories.data ?? []
  const { site } = useSite()

  return (
    <div className={css({ maxW: "page", mx: "auto", px: { base: "3", md: "4" }, pt: { base: "3", md: "4" } })}>
      <h1 className={css({ srOnly: true })}>{siteTitle(site)}</h1>
      <div
        className={css({
          display: "grid",
          gap: "3",
          gridTemplateColumns: { base: "minmax(0, 1fr)", md: "minmax(0, 1fr) 220px", lg: "220px minmax(0, 1fr) 236px" },
          alignItems: "stretch",
        })}
      >
        <div className={css({ display: { base: "none", lg: "block" } })}>{tree.length > 0 && <CategoryPanel categories={tree} />}</div>
        <div className={css({ minW: "0" })}>
          {banners.status === "loading" ? (
            <div aria-hidden="true" className={css({ aspectRatio: "730 / 340", borderRadius: "lg", bg: "bg.muted" })} />
          ) : slides.length > 0 ? (
            <BannerCarousel slides={slides} />
          ) : (
            <WelcomeBanner />
          )}
        </div>
        <div className={css({ display: { base: "none", md: "block" } })}>
          <MemberPanel />
        </div>
      </div>
      <ChannelGrid />
      {(blocks.data ?? []).map(({ block, cards }) => (
        <RecommendBlock key={block.key} block={block} cards={cards} />
      ))}
    </div>
  )
}
