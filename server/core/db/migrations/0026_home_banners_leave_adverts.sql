-- The home banners are a site setting now (homeBanners); their old html adverts are not read any more.
DELETE FROM "adverts" WHERE "key" IN ('home_banner_1', 'home_banner_2', 'home_banner_3');
