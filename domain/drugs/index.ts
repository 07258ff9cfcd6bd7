/** The drugs area: leaflets (药品说明书). */
export * from "./leaflet.ts"
export * from "./entities.ts"
