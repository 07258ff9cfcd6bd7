import { css } from "styled-system/css"
import type { SiteSettings } from "../../domain/site-config.ts"

/** Footer link groups from the site settings, the filing number and the copyright line. */
export function SiteFooter({ site }: { site: SiteSettings }) {
  return (
    <footer className={css({ bg: "bg.inverse", color: "fg.inverse", mt: "10" })}>
      <div className={css({ maxW: "6xl", mx: "auto", px: "4", py: "8", display: "grid", gridTemplateColumns: { base: "repeat(2, 1fr)", md: "repeat(5, 1fr)" }, gap: "6" })}>
        {site.links.map((group) => (
          <section key={group.title} aria-label={group.title}>
            <h2 className={css({ fontSize: "sm", fontWeight: "bold", mb: "2" })}>{group.title}</h2>
            <ul className={css({ fontSize: "sm", opacity: 0.8, display: "grid", gap: "1" })}>
              {group.children
                .filter((link) => link.show)
                .map((link) => (
                  <li key={link.title}>
                    <a href={link.href} {...(link.blankTarget ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
                      {link.title}
                    </a>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
      <p className={css({ textAlign: "center", fontSize: "xs", opacity: 0.7, pb: "6" })}>
        {site.caseNumber} · © {new Date().getFullYear()} {site.title}
      </p>
    </footer>
  )
}
