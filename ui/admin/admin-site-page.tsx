import { css } from "styled-system/css"
import type { PageProps } from "../app/page-registry.ts"
import { useResource } from "../app/use-resource.ts"
import { ChannelTilesEditor } from "./channel-tiles-editor.tsx"
import { FooterLinksEditor } from "./footer-links-editor.tsx"
import { HomeBannersEditor } from "./home-banners-editor.tsx"
import { SiteSettingsForm } from "./site-settings-form.tsx"
import { LoadStates } from "../components/list-states.tsx"

const card = css({ bg: "bg.surface", borderRadius: "lg", boxShadow: "card", p: { base: "4", md: "5" }, display: "grid", gap: "4" })

/** /admin/site (运营): the site's settings and hot keywords, the home page's banners and channel tiles and the footer's links; changes show on the portal at once. */
export default function AdminSitePage({ route }: PageProps) {
  const config = useResource("adminSiteConfig")
  return (
    <main className={css({ maxW: "5xl", mx: "auto", px: { base: "3", md: "6" }, py: "6", display: "grid", gap: "5" })}>
      <h1 className={css({ fontSize: "2xl", fontWeight: "bold" })}>{route.title}</h1>
      <LoadStates of={config} />
      {config.shown && (
        <>
          <section aria-labelledby="site-settings" className={card}>
            <h2 id="site-settings" className={css({ fontSize: "lg", fontWeight: "semibold" })}>
              基本设置与热门搜索
            </h2>
            <SiteSettingsForm key={JSON.stringify(config.shown.settings)} initial={config.shown.settings} onSaved={config.reload} />
          </section>
          <section aria-labelledby="site-banners" className={card}>
            <h2 id="site-banners" className={css({ fontSize: "lg", fontWeight: "semibold" })}>
              首页轮播图
            </h2>
            <HomeBannersEditor key={JSON.stringify(config.shown.homeBanners)} initial={config.shown.homeBanners} onSaved={config.reload} />
          </section>
          <section aria-labelledby="site-channels" className={card}>
            <h2 id="site-channels" className={css({ fontSize: "lg", fontWeight: "semibold" })}>
              首页频道导航
            </h2>
            <ChannelTilesEditor key={JSON.stringify(config.shown.channelTiles)} initial={config.shown.channelTiles} onSaved={config.reload} />
          </section>
          <section aria-labelledby="site-links" className={card}>
            <h2 id="site-links" className={css({ fontSize: "lg", fontWeight: "semibold" })}>
              页脚链接
            </h2>
            <FooterLinksEditor links={config.shown.links} onChanged={config.reload} />
          </section>
        </>
      )}
    </main>
  )
}
