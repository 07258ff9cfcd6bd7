import { fromPromise } from "xstate"
import { publishWizardMachine } from "../../machines/merchant/publish-wizard.machine.ts"
import { purchaseOrderMachine } from "../../machines/merchant/purchase-order.machine.ts"
import { api } from "./services.ts"

/** 发布商品 wired to the request client; refusals of the save show in the wizard. */
export const wiredPublishWizardMachine = /* @__PURE__ */ publishWizardMachine.provide({
  actors: {
    loadSpecs: fromPromise(({ input }) => api.call("makerCategorySpecs", { params: { id: input.categoryId } }, { silent: true })),
    save: fromPromise(({ input }) => api.call("makerProductPublish", { body: input }, { silent: true })),
  },
})

/** One 采购单 wired to the request client. */
export const wiredPurchaseOrderMachine = /* @__PURE__ */ purchaseOrderMachine.provide({
  actors: {
    assign: fromPromise(({ input }) => api.call("makerPurchaseAssign", { params: { id: input.id }, body: { buyer: input.buyer, buyerPhone: input.buyerPhone } }, { silent: true })),
    receive: fromPromise(({ input }) => api.call("makerPurchaseReceive", { params: { id: input.id } }, { silent: true })),
    finish: fromPromise(({ input }) => api.call("makerPurchaseFinish", { params: { id: input.id }, body: { items: [...input.items] } }, { silent: true })),
  },
})
