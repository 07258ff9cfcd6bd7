import { failed } from "../testing/fixtures.ts"
import { defineFlow } from "../testing/flow-entry.ts"
import { demoShopProduct, demoSpecs } from "./merchant-fixtures.ts"
import { publishWizardMachine } from "./publish-wizard.machine.ts"

export const publishWizardFlow = defineFlow({
  id: "publishWizard",
  nameZh: "发布商品",
  nameEn: "Publish a product",
  description:
    "五步：基本信息（名称、描述、分类、品牌、运费模板、重量、图集与详情图）-> 规格参数（按分组填写基础属性）-> 销售属性（勾选或新增取值）-> SKU信息（按笛卡尔积生成，已编辑的行在勾选变化时保留；价格、标题、副标题、图片、编码）-> 保存完成（一次保存写入全部内容）。",
  machine: publishWizardMachine,
  fakes: (fake) =>
    publishWizardMachine.provide({
      actors: {
        loadSpecs: fake.promise([{ label: "精华的属性", output: demoSpecs }, failed]),
        save: fake.promise([{ label: "成功", output: demoShopProduct }, { label: "被拒绝", error: { kind: "http", status: 400, message: "每种规格组合需要且只能有一个SKU" } }, failed]),
      },
    }),
  events: {
    "basic.change": [
      { label: "填好基本信息", event: { type: "basic.change", patch: { title: "多肽紧致精华", categoryId: 5, images: ["/product/hyaluronic-serum-1.svg"] } } },
      { label: "清空名称", event: { type: "basic.change", patch: { title: "" } } },
      { label: "选择运费模板", event: { type: "basic.change", patch: { freightTemplateId: 3 } } },
    ],
    "base.set": [{ label: "产地 中国", event: { type: "base.set", attrId: 11, value: "中国" } }],
    "sale.toggle": [{ label: "勾选 30ml", event: { type: "sale.toggle", name: "容量", value: "30ml" } }],
    "sale.add": [{ label: "新增 100ml", event: { type: "sale.add", name: "容量", value: "100ml" } }],
    "sku.edit": [
      { label: "第一行 ￥199", event: { type: "sku.edit", index: 0, patch: { price: "199" } } },
      { label: "第一行价格清空", event: { type: "sku.edit", index: 0, patch: { price: "" } } },
    ],
  },
})
