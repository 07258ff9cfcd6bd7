import { productProblem } from "../../domain/mall/catalog.ts"
import { yuanToCents } from "../../domain/core/money.ts"
import type { Tx } from "../core/db/client.ts"
import { products } from "../mall/tables/products.ts"
import { productCategories } from "../shell/tables.ts"
import { demoAccountId } from "./demo-accounts.ts"
import { PRODUCT_SEEDS } from "./product-data.ts"
import type { SeedSet } from "./seed-sets.ts"
import { DAY } from "../../domain/core/durations.ts"

/** Where the pictures of a demo product are served from (public/product/). */
export const productImage = (key: string, n: 1 | 2 | 3) => `/product/${key}-${n}.svg`

/**
 * 美妍旗舰店's products in leaf categories of the product tree, one of them off the shelf.
 * Demo content, after the accounts and the site's categories.
 */
export const productsSeed: SeedSet = {
  name: "products-demo",
  demo: true,
  async apply(tx: Tx) {
    const merchantId = await demoAccountId(tx, "meiyan_shop")
    if (merchantId === undefined) return
    const categories = await tx.select({ catId: productCategories.catId, name: productCategories.name, parentCid: productCategories.parentCid }).from(productCategories)
    const now = Date.now()
    for (const [sort, seed] of PRODUCT_SEEDS.entries()) {
      const category = categories.find((c) => c.name === seed.category && !categories.some((child) => child.parentCid === c.catId))
      if (!category) throw new Error(`no leaf category ${seed.category} for ${seed.key}`)
      const row = {
        priceCents: yuanToCents(seed.price),
        originalPriceCents: yuanToCents(seed.originalPrice),
        stock: seed.stock,
        salesCount: seed.sales,
      }
      const problem = productProblem(row)
      if (problem) throw new Error(`${seed.key}: ${problem}`)
      await tx.insert(products).values({
        merchantId,
        categoryId: category.catId,
        title: seed.title,
        subtitle: seed.subtitle,
        brand: seed.brand,
        cover: productImage(seed.key, 1),
        images: [productImage(seed.key, 2), productImage(seed.key, 3)],
        params: seed.params.map(([name, value]) => ({ name, value })),
        description: seed.description.join("\n\n"),
        ...row,
        status: seed.off ? "off" : "on",
        sort,
        createdAt: new Date(now - (PRODUCT_SEEDS.length - sort) * DAY),
      })
    }
  },
}
