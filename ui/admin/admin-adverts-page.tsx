import { useState } from "react"
import { css } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import { SITE_ADMIN_MESSAGES } from "../../domain/shell/site-admin-endpoints.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useCall } from "../app/use-call.ts"
import { useResource } from "../app/use-resource.ts"
import { EmptyState } from "../components/empty-state.tsx"
import { RichTextEditor } from "../components/rich-text-editor.tsx"
import { LoadStates, NotLoaded } from "../components/list-states.tsx"
import { formatTime } from "../components/time-format.ts"

/** One static page in the sanitizing rich-text editor; the server cleans the html again before storing it. */
function AdvertEditor({ advertKey, onSaved }: { readonly advertKey: string; readonly onSaved: () => void }) {
  const advert = useResource("adminAdvert", { params: { key: advertKey } })
  const [title, setTitle] = useState<string | null>(null)
  const [html, setHtml] = useState<string | null>(null)
  const save = useCall("adminAdvertSave", { success: SITE_ADMIN_MESSAGES.saved, onDone: onSaved })
  if (advert.status !== "ready" || !advert.data) return <NotLoaded of={advert} compact />
  const data = advert.data
  return (
    <form
      aria-label={`编辑 ${data.title}`}
      className={css({ display: "grid", gap: "3" })}
      onSubmit={(e) => {
        e.preventDefault()
        save.send({ params: { key: advertKey }, body: { title: (title ?? data.title).trim(), value: html ?? data.value } })
      }}
    >
      <label className={css({ display: "grid", gap: "1", fontSize: "sm" })}>
        标题
        <input className={input()} value={title ?? data.title} maxLength={60} required onChange={(e) => setTitle(e.target.value)} />
      </label>
      <RichTextEditor label={`${data.title} 正文`} initialHtml={data.value} onChange={setHtml} imageLimit={20} />
      <div className={css({ display: "flex", gap: "3", alignItems: "center" })}>
        <button type="submit" className={button()} disabled={save.busy}>
          {save.busy ? "保存中…" : "保存"}
        </button>
        <span className={css({ fontSize: "xs", color: "fg.subtle" })}>键：{advertKey}</span>
      </div>
    </form>
  )
}

/** /admin/adverts (运营): the static and legal pages of api/advert, edited in the rich-text editor. */
export default function AdminAdvertsPage({ route }: PageProps) {
  const list = useResource("adminAdverts")
  const [selected, setSelected] = useState<string | null>(null)
  return (
    <main className={css({ maxW: "6xl", mx: "auto", px: { base: "3", md: "6" }, py: "6", display: "grid", gap: "5" })}>
      <h1 className={css({ fontSize: "2xl", fontWeight: "bold" })}>{route.title}</h1>
      <LoadStates of={list} />
      {list.shown && list.shown.length === 0 && <EmptyState title="还没有单页" />}
      {list.shown && list.shown.length > 0 && (
        <div className={css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "16rem 1fr" }, gap: "4", alignItems: "start" })}>
          <ul aria-label="单页列表" className={css({ bg: "bg.surface", borderRadius: "lg", boxShadow: "card", py: "2", maxH: { md: "70vh" }, overflowY: "auto" })}>
            {list.shown.map((advert) => (
              <li key={advert.key}>
                <button
                  type="button"
                  aria-pressed={selected === advert.key}
                  onClick={() => setSelected(advert.key)}
                  className={css({ w: "full", textAlign: "left", px: "4", py: "2", fontSize: "sm", cursor: "pointer", _hover: { bg: "bg.muted" }, "&[aria-pressed=true]": { bg: "accent.subtle", color: "accent.text" } })}
                >
                  {advert.title}
                  <span className={css({ display: "block", fontSize: "xs", color: "fg.subtle" })}>更新于 {formatTime(advert.updatedAt)}</span>
                </button>
              </li>
            ))}
          </ul>
          <section aria-label="单页编辑" className={css({ bg: "bg.surface", borderRadius: "lg", boxShadow: "card", p: { base: "4", md: "5" } })}>
            {selected === null ? <p className={css({ fontSize: "sm", color: "fg.muted" })}>在左侧选择要编辑的单页</p> : <AdvertEditor key={selected} advertKey={selected} onSaved={list.reload} />}
          </section>
        </div>
      )}
    </main>
  )
}
