/** The community area: science articles (健康科普, 美容护肤) and the forum (论坛). */
export * from "./science.ts"
export * from "./entities.ts"
export * from "./forum.ts"
export * from "./forum-entities.ts"
export * from "./rich-text-media.ts"
