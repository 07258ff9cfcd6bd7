/** The public face of ui/mall: what other areas and layers may use. */
export { CAPTIONS, Facts, ProductInfoTabs } from "./parts/product-detail-parts.tsx"
export { panel } from "./parts/panel.ts"
export { ShopCard } from "./parts/shop-card.tsx"
