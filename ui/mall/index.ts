/** The public face of ui/mall: what other areas and layers may use. */
export { CAPTIONS, Facts, ProductInfoTabs, panel } from "./parts/product-detail-parts.tsx"
export { ShopCard } from "./parts/shop-card.tsx"
