import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { useResource } from "../../hooks/use-resource.ts"
import { SiteFooter } from "../../components/site-footer.tsx"
import type { PageProps } from "../../app/page-registry.ts"

export default function HomePage(_props: PageProps) {
  const config = useResource("systemConfig")
  if (config.status === "loading") {
    return (
      <div role="status" aria-busy="true" className={css({ p: "10", textAlign: "center", color: "fg.muted" })}>
        正在加载…
      </div>
    )
  }
  if (config.status === "failure" || !config.data) {
    return (
      <div role="alert" className={css({ p: "10", textAlign: "center" })}>
        <p>{config.error ?? "加载失败"}</p>
        <button type="button" className={button({ variant: "outline" })} onClick={config.retry}>
          重试
        </button>
      </div>
    )
  }
  const site = config.data
  return (
    <div className={css({ minH: "100vh", display: "flex", flexDir: "column" })}>
      <header className={css({ bg: "bg.surface", borderBottomWidth: "1px", borderColor: "border.subtle" })}>
        <div className={css({ maxW: "6xl", mx: "auto", px: "4", py: "4", display: "flex", alignItems: "center", gap: "6", flexWrap: "wrap" })}>
          <a href="/" aria-label={site.title}>
            <img src={site.logoImage} alt={site.title} width={200} height={48} />
          </a>
          <nav aria-label="热门搜索" className={css({ display: "flex", gap: "3", flexWrap: "wrap", fontSize: "sm" })}>
            {site.searchHotKeywords.map((hot) => (
              <a key={hot.title} href={`/comprehensive?keyword=${encodeURIComponent(hot.title)}`} className={css({ color: "fg.muted", _hover: { color: "accent.text" } })}>
                {hot.title}
              </a>
            ))}
          </nav>
        </div>
      </header>
      <main className={css({ flex: "1", maxW: "6xl", w: "full", mx: "auto", px: "4", py: "8" })}>
        <h1 className={css({ fontSize: "2xl", fontWeight: "bold" })}>{site.title}</h1>
      </main>
      <SiteFooter site={site} />
    </div>
  )
}
