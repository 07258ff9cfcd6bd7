import { Link } from "wouter"
import { css } from "styled-system/css"
import { ADMIN_ROLES, PERMISSION_LABELS, permissionsOf, type Permission } from "../../domain/admin/index.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useSession } from "../session/index.ts"
import { menuSections } from "./admin-frame.tsx"
import { ReviewCounts } from "./review-counts.tsx"

const card = css({ bg: "bg.surface", borderRadius: "lg", boxShadow: "card", p: "5", display: "grid", gap: "3", alignContent: "start" })

/** /admin: the back office's home — what waits in the review queues the user may work, and the way to each page of the menu. */
export default function AdminHomePage({ route }: PageProps) {
  const session = useSession()
  const roles = ADMIN_ROLES.filter((role) => session.roles.includes(role.role))
  const held = [...permissionsOf(session.roles)] as Permission[]
  const sections = menuSections(session.menus).filter((section) => section.title !== "概览")
  return (
    <main className={css({ maxW: "6xl", mx: "auto", px: { base: "3", md: "6" }, py: "6", display: "grid", gap: "5" })}>
      <div>
        <h1 className={css({ fontSize: "2xl", fontWeight: "bold" })}>{route.title}</h1>
        <p className={css({ fontSize: "sm", color: "fg.muted", mt: "1" })}>
          {session.user?.nickName}，您的角色：{roles.map((role) => role.title).join("、") || "—"}；权限：{held.map((p) => PERMISSION_LABELS[p]).join("、")}
        </p>
      </div>
      <ReviewCounts />
      <div className={css({ display: "grid", gridTemplateColumns: { base: "1fr", sm: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" }, gap: "4" })}>
        {sections.map((section) => (
          <section key={section.title} aria-label={section.title} className={card}>
            <h2 className={css({ fontSize: "lg", fontWeight: "semibold" })}>{section.title}</h2>
            <ul className={css({ display: "flex", flexWrap: "wrap", gap: "3", fontSize: "sm" })}>
              {section.items.map((item) => (
                <li key={item.path}>
                  <Link href={item.path} className={css({ color: "fg.link", _hover: { textDecoration: "underline" } })}>
                    {item.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </main>
  )
}
