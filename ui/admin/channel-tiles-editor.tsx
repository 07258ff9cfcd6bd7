import { css } from "styled-system/css"
import { input } from "styled-system/recipes"
import { CHANNEL_ICONS, CHANNEL_ICON_KEYS, CHANNEL_TEXT_MAX, CHANNEL_TILE_MAX, CHANNEL_TILE_MESSAGES, CHANNEL_TITLE_MAX, channelTileProblem, type ChannelIcon, type ChannelTile } from "../../domain/shell/channel-tiles.ts"
import { useCall } from "../app/use-call.ts"
import { ListEditorForm } from "./list-editor-form.tsx"
import { ListRowControls, ListRowToggles } from "./list-row-controls.tsx"
import { useSortedListDraft } from "./sorted-list-draft.ts"

const rowClass = css({ display: "flex", gap: "2", alignItems: "center", flexWrap: "wrap", fontSize: "sm", py: "2", borderBottomWidth: "1px", borderColor: "border.subtle" })

/** The home page's channel tiles, edited as one list and saved together. */
export function ChannelTilesEditor({ initial, onSaved }: { readonly initial: readonly ChannelTile[]; readonly onSaved: () => void }) {
  const { items: tiles, keys, change, move, remove, add } = useSortedListDraft(initial)
  const save = useCall("adminSiteChannelsSave", { success: CHANNEL_TILE_MESSAGES.saved, onDone: onSaved })
  return (
    <ListEditorForm
      label="首页频道导航"
      items={tiles}
      max={CHANNEL_TILE_MAX}
      tooMany={CHANNEL_TILE_MESSAGES.tooMany}
      problemOf={channelTileProblem}
      empty="还没有频道，首页将不显示频道导航。"
      addLabel="添加频道"
      onAdd={() => add({ title: "", text: "", href: "/", icon: "star", sort: tiles.length, show: true, newTab: false })}
      saveLabel="保存频道导航"
      save={{ busy: save.busy, error: save.error, send: () => save.send({ body: { tiles: tiles.map((tile) => ({ ...tile, title: tile.title.trim(), text: tile.text.trim(), href: tile.href.trim() })) } }) }}
    >
      <ol aria-label="频道列表" className={css({ display: "grid" })}>
        {tiles.map((tile, index) => {
          const name = `频道 ${index + 1}`
          return (
            <li key={keys[index]} className={rowClass}>
              <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
                <path d={CHANNEL_ICONS[tile.icon].path} />
              </svg>
              <input aria-label={`${name} 名称`} placeholder="名称" className={input({ size: "sm" })} style={{ maxWidth: "7rem" }} value={tile.title} maxLength={CHANNEL_TITLE_MAX} onChange={(e) => change(index, { title: e.target.value })} />
              <input aria-label={`${name} 说明`} placeholder="一句说明" className={input({ size: "sm" })} style={{ maxWidth: "12rem" }} value={tile.text} maxLength={CHANNEL_TEXT_MAX} onChange={(e) => change(index, { text: e.target.value })} />
              <input aria-label={`${name} 链接`} placeholder="/video" className={input({ size: "sm" })} style={{ maxWidth: "10rem" }} value={tile.href} maxLength={300} onChange={(e) => change(index, { href: e.target.value })} />
              <select aria-label={`${name} 图标`} className={input({ size: "sm" })} style={{ maxWidth: "6.5rem" }} value={tile.icon} onChange={(e) => change(index, { icon: e.target.value as ChannelIcon })}>
                {CHANNEL_ICON_KEYS.map((key) => (
                  <option key={key} value={key}>
                    {CHANNEL_ICONS[key].label}
                  </option>
                ))}
              </select>
              <ListRowToggles show={tile.show} newTab={tile.newTab} onChange={(patch) => change(index, patch)} />
              <ListRowControls name={name} index={index} count={tiles.length} move={move} remove={remove} />
            </li>
          )
        })}
      </ol>
    </ListEditorForm>
  )
}
