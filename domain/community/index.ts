/** The community area: science articles (健康科普, 美容护肤). */
export * from "./science.ts"
export * from "./entities.ts"
