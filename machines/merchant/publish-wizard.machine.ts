import { and, assign, setup } from "xstate"
import type { CategorySpecs, PublishInput, ShopProduct } from "../../domain/merchant/index.ts"
import { MERCHANT_MESSAGES, buildMatrix, type SkuRow } from "../../domain/merchant/index.ts"
import { parseYuan } from "../../domain/core/money.ts"
import { requiredActor } from "../core/required-actor.ts"

/** 基本信息 as the merchant fills it in. */
export interface BasicInfo {
  readonly title: string
  readonly description: string
  readonly categoryId: number | null
  readonly brandId: number | null
  /** The shop's freight template; null: the shop's first one. */
  readonly freightTemplateId: number | null
  readonly weightGrams: number
  readonly images: ReadonlyArray<string>
  readonly detailImages: ReadonlyArray<string>
}

/** One sale attribute of the 销售属性 step: the category's values and those added here, and which are ticked. */
export interface SaleChoice {
  readonly name: string
  readonly options: ReadonlyArray<string>
  readonly ticked: ReadonlyArray<string>
}

export interface PublishWizardContext {
  readonly basic: BasicInfo
  readonly specs: CategorySpecs | null
  /** The category the specs were loaded for. */
  readonly specsFor: number | null
  readonly baseValues: Readonly<Record<number, string>>
  readonly sale: ReadonlyArray<SaleChoice>
  readonly skus: ReadonlyArray<SkuRow>
  readonly error: string | null
  readonly saved: ShopProduct | null
}

export type PublishWizardEvent =
  | { type: "basic.change"; patch: Partial<BasicInfo> }
  | { type: "step.next" }
  | { type: "step.back" }
  | { type: "base.set"; attrId: number; value: string }
  | { type: "sale.toggle"; name: string; value: string }
  | { type: "sale.add"; name: string; value: string }
  | { type: "sku.edit"; index: number; patch: Partial<Omit<SkuRow, "attrs">> }
  | { type: "wizard.save" }
  | { type: "wizard.retry" }
  | { type: "wizard.restart" }

const EMPTY_BASIC: BasicInfo = { title: "", description: "", categoryId: null, brandId: null, freightTemplateId: null, weightGrams: 0, images: [], detailImages: [] }

/** What is wrong with 基本信息, or null. */
export const basicProblem = (basic: BasicInfo): string | null => {
  if (basic.title.trim() === "") return MERCHANT_MESSAGES.titleRequired
  if (basic.categoryId === null) return MERCHANT_MESSAGES.categoryNotFound
  if (basic.images.length === 0) return MERCHANT_MESSAGES.coverRequired
  return null
}

/** What is wrong with the SKU rows, or null. */
export const skusProblem = (skus: ReadonlyArray<SkuRow>): string | null => {
  if (skus.length === 0) return MERCHANT_MESSAGES.saleAttrsRequired
  if (skus.some((s) => s.title.trim() === "")) return MERCHANT_MESSAGES.skuTitleRequired
  if (skus.some((s) => (parseYuan(s.price) ?? 0) <= 0)) return MERCHANT_MESSAGES.skuPriceInvalid
  return null
}

const saleAttrsOf = (sale: ReadonlyArray<SaleChoice>) => sale.map((s) => ({ name: s.name, values: s.options.filter((o) => s.ticked.includes(o)) }))

/** What the save call sends: everything of the five steps. */
export const publishInput = (ctx: PublishWizardContext): PublishInput => ({
  title: ctx.basic.title.trim(),
  description: ctx.basic.description.trim(),
  categoryId: ctx.basic.categoryId ?? 0,
  brandId: ctx.basic.brandId,
  freightTemplateId: ctx.basic.freightTemplateId,
  weightGrams: ctx.basic.weightGrams,
  images: [...ctx.basic.images],
  detailImages: [...ctx.basic.detailImages],
  baseValues: Object.entries(ctx.baseValues)
    .filter(([, v]) => v.trim() !== "")
    .map(([attrId, value]) => ({ attrId: Number(attrId), value })),
  saleAttrs: saleAttrsOf(ctx.sale).filter((a) => a.values.length > 0),
  skus: ctx.skus.map((s) => ({ attrs: [...s.attrs], title: s.title.trim(), subtitle: s.subtitle.trim(), priceCents: parseYuan(s.price) ?? 0, picture: s.picture, code: s.code.trim() })),
})

const rebuild = (ctx: PublishWizardContext, sale: ReadonlyArray<SaleChoice>) => ({
  sale,
  skus: buildMatrix(
    saleAttrsOf(sale).filter((a) => a.values.length > 0),
    ctx.basic.title.trim(),
    ctx.skus,
  ),
})

/**
 * 发布商品 (product_spuadd), five steps: 基本信息 -> 规格参数 -> 销售属性 -> SKU信息 -> 保存完成.
 * Moving on from 基本信息 loads the category's groups, attributes and brands (again only when
 * the category changed); ticking or adding sale values rebuilds the SKU matrix as their
 * Cartesian product, keeping rows already edited; one save writes everything.
 */
export const publishWizardMachine = setup({
  types: { context: {} as PublishWizardContext, events: {} as PublishWizardEvent },
  actors: {
    loadSpecs: requiredActor<CategorySpecs, { categoryId: number }>("publishWizardMachine needs a loadSpecs actor"),
    save: requiredActor<ShopProduct, PublishInput>("publishWizardMachine needs a save actor"),
  },
  guards: {
    isBasicValid: ({ context }) => basicProblem(context.basic) === null,
    hasSpecsForCategory: ({ context }) => context.specs !== null && context.specsFor === context.basic.categoryId,
    hasSkus: ({ context }) => context.skus.length > 0,
    areSkusValid: ({ context }) => skusProblem(context.skus) === null,
  },
  actions: {
    assignBasicProblem: assign({ error: ({ context }) => basicProblem(context.basic) }),
    assignSkusProblem: assign({ error: ({ context }) => skusProblem(context.skus) }),
    assignSaleProblem: assign({ error: MERCHANT_MESSAGES.saleAttrsRequired }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: "publishWizard",
  context: { basic: EMPTY_BASIC, specs: null, specsFor: null, baseValues: {}, sale: [], skus: [], error: null, saved: null },
  initial: "basic",
  states: {
    basic: {
      on: {
        "basic.change": {
          actions: assign(({ context, event }) => {
            const basic = { ...context.basic, ...event.patch }
            // A new title renames the rows nobody has edited yet.
            const skus = event.patch.title === undefined ? context.skus : buildMatrix(saleAttrsOf(context.sale).filter((a) => a.values.length > 0), basic.title.trim(), context.skus.filter((s) => s.title !== [context.basic.title.trim(), ...s.attrs].join(" ")))
            return { basic, skus, error: null }
          }),
        },
        "step.next": [
          { guard: and(["isBasicValid", "hasSpecsForCategory"]), target: "specs", actions: "clearError" },
          { guard: "isBasicValid", target: "loadingSpecs", actions: "clearError" },
          { actions: "assignBasicProblem" },
        ],
      },
    },
    loadingSpecs: {
      tags: ["busy"],
      invoke: {
        src: "loadSpecs",
        input: ({ context }) => ({ categoryId: context.basic.categoryId ?? 0 }),
        onDone: {
          target: "specs",
          actions: assign(({ context, event }) => ({
            specs: event.output,
            specsFor: context.basic.categoryId,
            baseValues: {},
            sale: event.output.saleAttrs.map((a) => ({ name: a.name, options: [...a.values], ticked: [] })),
            skus: [],
          })),
        },
        onError: { target: "basic", actions: assign({ error: "规格参数加载失败，请重试" }) },
      },
    },
    specs: {
      on: {
        "base.set": { actions: assign({ baseValues: ({ context, event }) => ({ ...context.baseValues, [event.attrId]: event.value }) }) },
        "step.back": "basic",
        "step.next": "sale",
      },
    },
    sale: {
      on: {
        "sale.toggle": {
          actions: assign(({ context, event }) =>
            rebuild(
              context,
              context.sale.map((s) =>
                s.name !== event.name ? s : { ...s, ticked: s.ticked.includes(event.value) ? s.ticked.filter((v) => v !== event.value) : [...s.ticked, event.value] },
              ),
            ),
          ),
        },
        "sale.add": {
          actions: assign(({ context, event }) => {
            const value = event.value.trim()
            if (value === "") return {}
            return rebuild(
              context,
              context.sale.map((s) => (s.name !== event.name ? s : { ...s, options: s.options.includes(value) ? s.options : [...s.options, value], ticked: s.ticked.includes(value) ? s.ticked : [...s.ticked, value] })),
            )
          }),
        },
        "step.back": "specs",
        "step.next": [{ guard: "hasSkus", target: "skus", actions: "clearError" }, { actions: "assignSaleProblem" }],
      },
    },
    skus: {
      on: {
        "sku.edit": { actions: assign({ skus: ({ context, event }) => context.skus.map((s, i) => (i === event.index ? { ...s, ...event.patch } : s)), error: null }) },
        "step.back": "sale",
        "wizard.save": [{ guard: "areSkusValid", target: "saving", actions: "clearError" }, { actions: "assignSkusProblem" }],
      },
    },
    saving: {
      tags: ["busy"],
      invoke: {
        src: "save",
        input: ({ context }) => publishInput(context),
        onDone: { target: "done", actions: assign({ saved: ({ event }) => event.output }) },
        onError: { target: "failure", actions: assign({ error: ({ event }) => (event.error as { message?: string }).message ?? "保存失败，请重试" }) },
      },
    },
    failure: {
      on: { "wizard.retry": "saving", "step.back": "skus" },
    },
    done: {
      on: { "wizard.restart": { target: "basic", actions: assign({ basic: EMPTY_BASIC, specs: null, specsFor: null, baseValues: {}, sale: [], skus: [], error: null, saved: null }) } },
    },
  },
})
