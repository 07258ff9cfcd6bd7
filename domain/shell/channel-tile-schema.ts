import { Schema } from "effect"
import { Int4, SafeNonEmpty, SafeText } from "../core/validation/boundary.ts"
import { CHANNEL_ICON_KEYS, CHANNEL_TEXT_MAX, CHANNEL_TILE_MAX, CHANNEL_TITLE_MAX, DEFAULT_CHANNEL_TILES, channelTileProblem, sortTiles, type ChannelTile as Tile } from "./channel-tiles.ts"

/** The schemas of the home page's channel tiles (./channel-tiles.ts) for the site configuration and its editor's call. */
export const ChannelTile = Schema.Struct({
  title: SafeNonEmpty(CHANNEL_TITLE_MAX),
  text: SafeText(CHANNEL_TEXT_MAX),
  href: SafeNonEmpty(300),
  icon: Schema.Literals(CHANNEL_ICON_KEYS),
  sort: Int4.check(Schema.isBetween({ minimum: 0, maximum: 99 })),
  show: Schema.Boolean,
  newTab: Schema.Boolean,
})

export const ChannelTilesInput = Schema.Struct({
  tiles: Schema.Array(ChannelTile.check(Schema.makeFilter((tile) => channelTileProblem(tile) ?? true))).check(Schema.isMaxLength(CHANNEL_TILE_MAX)),
})
export type ChannelTilesInput = typeof ChannelTilesInput.Type

/** The stored setting read back: the saved list in order, or the defaults when nothing (or nothing valid) is stored. */
export const parseChannelTiles = (text: string | undefined): Tile[] => {
  if (text === undefined) return sortTiles(DEFAULT_CHANNEL_TILES)
  try {
    return sortTiles(Schema.decodeUnknownSync(ChannelTilesInput)({ tiles: JSON.parse(text) as unknown }).tiles)
  } catch {
    return sortTiles(DEFAULT_CHANNEL_TILES)
  }
}
