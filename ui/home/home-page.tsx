import { css, cx } from "styled-system/css"
import { pageColumn } from "styled-system/recipes"
import type { PageProps } from "../app/page-registry.ts"
import { DEFAULT_HOME_BANNERS } from "../../domain/shell/home-banners.ts"
import { siteTitle, useSite } from "../app/site-context.tsx"
import { loadHomeBlocks } from "../app/home-wiring.ts"
import { useLoaded } from "../hooks/use-loaded.ts"
import { useResource } from "../app/use-resource.ts"
import { BannerCarousel } from "./banner-carousel.tsx"
import { CategoryPanel } from "./category-panel.tsx"
import { ChannelGrid } from "./channel-grid.tsx"
import { MemberPanel } from "./member-panel.tsx"
import { RecommendBlock } from "./recommend-block.tsx"
import { WelcomeBanner } from "./welcome-banner.tsx"

/**
 * The home page: product categories, banners and the welcome card; the channels; and the
 * recommendation blocks that have content (course, product and article areas fill them).
 */
export default function HomePage(_props: PageProps) {
  const categories = useResource("productCategoryTree")
  const blocks = useLoaded(loadHomeBlocks)
  const tree = categories.data ?? []
  const { site, status } = useSite()
  // The banners come with the site configuration; the defaults stand in only when it failed to load.
  const slides = (site?.homeBanners ?? (status === "failure" ? DEFAULT_HOME_BANNERS : [])).filter((banner) => banner.show)

  return (
    <div className={cx(pageColumn(), css({ pt: { base: "3", md: "4" } }))}>
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
          {status === "loading" ? (
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
