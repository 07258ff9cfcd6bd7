import { Schema } from "effect"
import { Int4, SafeNonEmpty, SafeText } from "../core/validation/boundary.ts"
import { CHANNEL_ICON_KEYS, CHANNEL_TEXT_MAX, CHANNEL_TILE_MAX, CHANNEL_TITLE_MAX, DEFAULT_CHANNEL_TILES, channelTileProblem } from "./channel-tiles.ts"
import { inSortOrder } from "./home-list-rules.ts"
import { DEFAULT_HOME_BANNERS, HOME_BANNER_MAX, HOME_BANNER_TITLE_MAX, homeBannerProblem } from "./home-banners.ts"

/**
 * The schemas of the home page's settings that the operator edits as lists (channel tiles,
 * ./channel-tiles.ts; banners, ./home-banners.ts), for the site configuration and the editor's
 * calls. Kept apart from the rules so that the home page loads no schema.
 */

const Sort = Int4.check(Schema.isBetween({ minimum: 0, maximum: 99 }))

export const ChannelTile = Schema.Struct({
  title: SafeNonEmpty(CHANNEL_TITLE_MAX),
  text: SafeText(CHANNEL_TEXT_MAX),
  href: SafeNonEmpty(300),
  icon: Schema.Literals(CHANNEL_ICON_KEYS),
  sort: Sort,
  show: Schema.Boolean,
  newTab: Schema.Boolean,
})

export const ChannelTilesInput = Schema.Struct({
  tiles: Schema.Array(ChannelTile.check(Schema.makeFilter((tile) => channelTileProblem(tile) ?? true))).check(Schema.isMaxLength(CHANNEL_TILE_MAX)),
})
export type ChannelTilesInput = typeof ChannelTilesInput.Type

export const HomeBanner = Schema.Struct({
  title: SafeNonEmpty(HOME_BANNER_TITLE_MAX),
  image: SafeNonEmpty(300),
  href: SafeNonEmpty(300),
  sort: Sort,
  show: Schema.Boolean,
  newTab: Schema.Boolean,
})

export const HomeBannersInput = Schema.Struct({
  banners: Schema.Array(HomeBanner.check(Schema.makeFilter((banner) => homeBannerProblem(banner) ?? true))).check(Schema.isMaxLength(HOME_BANNER_MAX)),
})
export type HomeBannersInput = typeof HomeBannersInput.Type

/** A stored list read back in order, or the defaults when nothing (or nothing valid) is stored. */
const storedList =
  <T extends { readonly sort: number }>(decode: (list: unknown) => readonly T[], defaults: readonly T[]) =>
  (text: string | undefined): T[] => {
    if (text === undefined) return inSortOrder(defaults)
    try {
      return inSortOrder(decode(JSON.parse(text) as unknown))
    } catch {
      return inSortOrder(defaults)
    }
  }

export const parseChannelTiles = storedList((tiles) => Schema.decodeUnknownSync(ChannelTilesInput)({ tiles }).tiles, DEFAULT_CHANNEL_TILES)
export const parseHomeBanners = storedList((banners) => Schema.decodeUnknownSync(HomeBannersInput)({ banners }).banners, DEFAULT_HOME_BANNERS)
