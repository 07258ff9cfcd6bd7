/**
 * Seed content for the portal's static and legal pages, footer links, hot
 * search keywords, site settings, product categories and dictionaries. The content
 * itself is data in `./data/*.json`, checked against these schemas when loaded.
 */
import { Schema } from "effect"
import { decodeSeedList } from "../core/seed-data.ts"
import dictionaries from "./data/dictionaries.json"
import footerLinks from "./data/footer-links.json"
import hotKeywordList from "./data/hot-keywords.json"
import productCategories from "./data/product-categories.json"
import settings from "./data/site-settings.json"
import staticPages from "./data/static-pages.json"

const AdvertPage = Schema.Struct({ path: Schema.String, title: Schema.String, html: Schema.String })
export type AdvertPage = typeof AdvertPage.Type

const FooterLinkGroup = Schema.Struct({
  group: Schema.Literals(["webuser", "website"]),
  title: Schema.String,
  links: Schema.Array(
    Schema.Struct({ title: Schema.String, href: Schema.String, blankTarget: Schema.optional(Schema.Boolean) }),
  ),
})

const HotKeyword = Schema.Struct({ title: Schema.String, type: Schema.String })

const SiteSetting = Schema.Struct({
  group: Schema.Literals(["webuser", "website", "webshop", "websys"]),
  key: Schema.String,
  value: Schema.String,
})

const ProductCategory = Schema.Struct({
  name: Schema.String,
  children: Schema.Array(Schema.Struct({ name: Schema.String, children: Schema.optional(Schema.Array(Schema.String)) })),
})

const Dictionary = Schema.Struct({
  name: Schema.String,
  description: Schema.String,
  details: Schema.Array(Schema.Struct({ label: Schema.String, value: Schema.String })),
})

export const advertPages: ReadonlyArray<AdvertPage> = decodeSeedList(AdvertPage, staticPages)
export const footerLinkGroups: ReadonlyArray<typeof FooterLinkGroup.Type> = decodeSeedList(FooterLinkGroup, footerLinks)
export const hotKeywords: ReadonlyArray<typeof HotKeyword.Type> = decodeSeedList(HotKeyword, hotKeywordList)
export const siteSettings: ReadonlyArray<typeof SiteSetting.Type> = decodeSeedList(SiteSetting, settings)
export const productCategorySeed: ReadonlyArray<typeof ProductCategory.Type> = decodeSeedList(ProductCategory, productCategories)
export const dictionarySeed: ReadonlyArray<typeof Dictionary.Type> = decodeSeedList(Dictionary, dictionaries)
