import { useState } from "react"
import { css } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import { SITE_ADMIN_MESSAGES, type AdminSiteLink, type SiteLinkInput } from "../../domain/shell/site-admin-endpoints.ts"
import { useCall } from "../app/use-call.ts"
import { ListRowToggles } from "./list-row-controls.tsx"
import { useSavedDraft } from "./saved-draft.ts"

const inputOf = (link: AdminSiteLink): SiteLinkInput => ({
  parentId: link.parentId,
  title: link.title,
  href: link.href,
  show: link.show,
  blankTarget: link.blankTarget,
  sort: link.sort,
})

/** One row: a link (title, address, shown, new tab) or a group heading (title only), saved and deleted on its own. */
function LinkRow({ link, onChanged }: { readonly link: AdminSiteLink; readonly onChanged: () => void }) {
  const save = useCall("adminSiteLinkUpdate", { success: SITE_ADMIN_MESSAGES.saved, onDone: onChanged })
  const [draft, setDraft] = useSavedDraft(link, inputOf, save.busy)
  const remove = useCall("adminSiteLinkDelete", { success: SITE_ADMIN_MESSAGES.linkDeleted, onDone: onChanged })
  const heading = link.parentId === null
  const name = heading ? `分组 ${link.title}` : `链接 ${link.title}`
  return (
    <form
      aria-label={name}
      className={css({ display: "flex", gap: "2", alignItems: "center", flexWrap: "wrap", fontSize: "sm" })}
      onSubmit={(e) => {
        e.preventDefault()
        save.send({ params: { id: link.id }, body: draft })
      }}
    >
      <input aria-label={`${name} 标题`} className={input({ size: "sm" })} style={{ maxWidth: "10rem" }} value={draft.title} maxLength={30} required onChange={(e) => setDraft({ ...draft, title: e.target.value })} />
      {!heading && (
        <>
          <input aria-label={`${name} 地址`} className={input({ size: "sm" })} style={{ maxWidth: "16rem" }} value={draft.href} maxLength={300} onChange={(e) => setDraft({ ...draft, href: e.target.value })} />
          <ListRowToggles show={draft.show} newTab={draft.blankTarget} onChange={({ show = draft.show, newTab = draft.blankTarget }) => setDraft({ ...draft, show, blankTarget: newTab })} />
        </>
      )}
      <button type="submit" className={button({ size: "sm" })} disabled={save.busy}>
        保存
      </button>
      <button type="button" className={button({ variant: "plain", size: "sm" })} disabled={remove.busy} onClick={() => remove.send({ params: { id: link.id } })}>
        删除
      </button>
    </form>
  )
}

/** Adds a link under a heading, or a new heading when `parentId` is null. */
function AddLink({ parentId, groupTitle, onChanged }: { readonly parentId: number | null; readonly groupTitle: string; readonly onChanged: () => void }) {
  const empty: SiteLinkInput = { parentId, title: "", href: "", show: true, blankTarget: false, sort: 99 }
  const [draft, setDraft] = useState(empty)
  const add = useCall("adminSiteLinkCreate", {
    success: SITE_ADMIN_MESSAGES.linkAdded,
    onDone: () => {
      setDraft(empty)
      onChanged()
    },
  })
  const label = parentId === null ? "新分组" : `${groupTitle} 新链接`
  return (
    <form
      aria-label={`添加${label}`}
      className={css({ display: "flex", gap: "2", alignItems: "center", flexWrap: "wrap", fontSize: "sm" })}
      onSubmit={(e) => {
        e.preventDefault()
        add.send({ body: { ...draft, title: draft.title.trim(), href: draft.href.trim() } })
      }}
    >
      <input aria-label={`${label}标题`} placeholder="标题" className={input({ size: "sm" })} style={{ maxWidth: "10rem" }} value={draft.title} maxLength={30} onChange={(e) => setDraft({ ...draft, title: e.target.value })} />
      {parentId !== null && (
        <input aria-label={`${label}地址`} placeholder="/announce/aboutus 或 https://…" className={input({ size: "sm" })} style={{ maxWidth: "16rem" }} value={draft.href} maxLength={300} onChange={(e) => setDraft({ ...draft, href: e.target.value })} />
      )}
      <button type="submit" className={button({ variant: "outline", size: "sm" })} disabled={add.busy || draft.title.trim() === ""}>
        {parentId === null ? "添加分组" : "添加链接"}
      </button>
    </form>
  )
}

/** The footer's link groups (spec 1 §2.3: configurable link groups): headings with their links. */
export function FooterLinksEditor({ links, onChanged }: { readonly links: readonly AdminSiteLink[]; readonly onChanged: () => void }) {
  const headings = links.filter((link) => link.parentId === null)
  return (
    <div className={css({ display: "grid", gap: "5" })}>
      {headings.map((heading) => (
        <section key={heading.id} aria-label={`页脚分组 ${heading.title}`} className={css({ display: "grid", gap: "2", borderLeftWidth: "3px", borderColor: "accent.muted", pl: "3" })}>
          <LinkRow link={heading} onChanged={onChanged} />
          <div className={css({ display: "grid", gap: "2", pl: { base: "0", md: "6" } })}>
            {links
              .filter((link) => link.parentId === heading.id)
              .map((link) => (
                <LinkRow key={link.id} link={link} onChanged={onChanged} />
              ))}
            <AddLink parentId={heading.id} groupTitle={heading.title} onChanged={onChanged} />
          </div>
        </section>
      ))}
      <AddLink parentId={null} groupTitle="" onChanged={onChanged} />
    </div>
  )
}
