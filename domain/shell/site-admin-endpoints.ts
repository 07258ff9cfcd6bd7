import { Schema } from "effect";
import { PERMISSIONS, requires } from "../admin/index.ts";
import { endpoint } from "../core/endpoint.ts";
import {
  IdFromString,
  IdNumber,
  Int4,
  SafeNonEmpty,
  SafeText,
} from "../core/validation/boundary.ts";
import { SEARCH_TYPES } from "./search-history.ts";
import { ChannelTile, ChannelTilesInput, HomeBanner, HomeBannersInput } from "./home-setting-schemas.ts";

/**
 * The operator's editing of the site (运营): the settings of spec 1 §3 (hot keywords with their
 * search type, logo, filing number, timeout), the footer's link groups and the static pages'
 * html (api/advert). Every change empties the site's read cache, so the portal shows it at once.
 */

const SITE = requires(PERMISSIONS.site);
const Ok = Schema.Struct({ ok: Schema.Boolean });

export const SITE_ADMIN_MESSAGES = {
  saved: "已保存，前台即时生效",
  linkAdded: "链接已添加",
  linkDeleted: "链接已删除",
  groupNotEmpty: "请先删除该分组下的链接",
  noSuchParent: "所属分组不存在",
  tooManyKeywords: "热门搜索词最多20个",
  timeoutRange: "超时时间须在1000到3600000毫秒之间",
} as const;

export const HOT_KEYWORD_MAX = 20;

export const HotKeywordInput = Schema.Struct({
  title: SafeNonEmpty(20),
  type: Schema.Literals(SEARCH_TYPES),
});

export const SiteSettingsInput = Schema.Struct({
  title: SafeNonEmpty(40),
  logoImage: SafeText(300),
  caseNumber: SafeText(60),
  timeout: Int4.check(Schema.isBetween({ minimum: 1000, maximum: 3_600_000 })),
  searchHotKeywords: Schema.Array(HotKeywordInput).check(
    Schema.isMaxLength(HOT_KEYWORD_MAX),
  ),
});
export type SiteSettingsInput = typeof SiteSettingsInput.Type;

export const AdminSiteLink = Schema.Struct({
  id: Schema.Number,
  group: Schema.String,
  parentId: Schema.NullOr(Schema.Number),
  title: Schema.String,
  href: Schema.String,
  show: Schema.Boolean,
  blankTarget: Schema.Boolean,
  sort: Schema.Number,
});
export type AdminSiteLink = typeof AdminSiteLink.Type;

/** A footer link (with a parent) or a group heading (without one); the group is the heading's. */
export const SiteLinkInput = Schema.Struct({
  parentId: Schema.NullOr(IdNumber),
  title: SafeNonEmpty(30),
  href: SafeText(300),
  show: Schema.Boolean,
  blankTarget: Schema.Boolean,
  sort: Int4.check(Schema.isBetween({ minimum: 0, maximum: 9999 })),
});
export type SiteLinkInput = typeof SiteLinkInput.Type;

const IdParam = Schema.Struct({ id: IdFromString });
const KeyParam = Schema.Struct({ key: SafeNonEmpty(80) });

export const AdvertInput = Schema.Struct({
  title: SafeNonEmpty(60),
  value: Schema.String.check(Schema.isMaxLength(200_000)),
});

export const siteAdminEndpoints = {
  adminSiteConfig: endpoint({
    method: "GET",
    path: "/api/admin/site/config",
    access: SITE,
    response: Schema.Struct({
      settings: SiteSettingsInput,
      links: Schema.Array(AdminSiteLink),
      channelTiles: Schema.Array(ChannelTile),
      homeBanners: Schema.Array(HomeBanner),
    }),
    errors: [],
  }),
  adminSiteConfigSave: endpoint({
    method: "PUT",
    path: "/api/admin/site/config",
    access: SITE,
    body: SiteSettingsInput,
    response: Ok,
    auditedByService: true,
    errors: [400],
  }),
  /** Replaces the home page's channel tiles with the list given, in its order. */
  adminSiteChannelsSave: endpoint({
    method: "PUT",
    path: "/api/admin/site/channels",
    access: SITE,
    body: ChannelTilesInput,
    response: Ok,
    auditedByService: true,
    errors: [400],
  }),
  /** Replaces the home page's banners with the list given, in its order. */
  adminSiteBannersSave: endpoint({
    method: "PUT",
    path: "/api/admin/site/banners",
    access: SITE,
    body: HomeBannersInput,
    response: Ok,
    auditedByService: true,
    errors: [400],
  }),
  adminSiteLinkCreate: endpoint({
    method: "POST",
    path: "/api/admin/site/links",
    access: SITE,
    body: SiteLinkInput,
    response: AdminSiteLink,
    auditedByService: true,
    errors: [400, 404],
  }),
  adminSiteLinkUpdate: endpoint({
    method: "PUT",
    path: "/api/admin/site/links/{id}",
    access: SITE,
    params: IdParam,
    body: SiteLinkInput,
    response: AdminSiteLink,
    auditedByService: true,
    errors: [400, 404],
  }),
  adminSiteLinkDelete: endpoint({
    method: "DELETE",
    path: "/api/admin/site/links/{id}",
    access: SITE,
    params: IdParam,
    response: Ok,
    auditedByService: true,
    errors: [400, 404, 409],
  }),
  adminAdverts: endpoint({
    method: "GET",
    path: "/api/admin/adverts",
    access: SITE,
    response: Schema.Array(
      Schema.Struct({
        key: Schema.String,
        title: Schema.String,
        updatedAt: Schema.String,
      }),
    ),
    errors: [],
  }),
  adminAdvert: endpoint({
    method: "GET",
    path: "/api/admin/adverts/{key}",
    access: SITE,
    params: KeyParam,
    response: Schema.Struct({
      key: Schema.String,
      title: Schema.String,
      value: Schema.String,
    }),
    errors: [400, 404],
  }),
  adminAdvertSave: endpoint({
    method: "PUT",
    path: "/api/admin/adverts/{key}",
    access: SITE,
    params: KeyParam,
    body: AdvertInput,
    response: Ok,
    auditedByService: true,
    errors: [400, 404],
  }),
} as const;
