import { fromPromise } from "xstate"
import { xhrUpload } from "../../adapters/upload/xhr-upload.ts"
import { UPLOAD_MESSAGES } from "../../domain/core/validation/upload-rules.ts"
import type { JoinForm, WorkForm } from "../../domain/maker/rules.ts"
import { makerJoinMachine } from "../../machines/maker/maker-join.machine.ts"
import { publishWorkMachine } from "../../machines/maker/publish-work.machine.ts"
import { api } from "./services.ts"

/** The maker flows wired to the request client and the upload adapter (the makers' part of the composition root). */
export const wiredMakerJoinMachine = makerJoinMachine.provide({
  actors: {
    loadStatus: fromPromise(() => api.call("makerJoinStatus")),
    apply: fromPromise(({ input }: { input: JoinForm }) => api.call("makerApply", { body: { ...input } })),
  },
})

export const wiredPublishWorkMachine = publishWorkMachine.provide({
  actors: {
    submit: fromPromise(({ input }: { input: WorkForm }) => api.call("makerWorkCreate", { body: { ...input, tags: [...input.tags] } }, { silent: true })),
  },
})

/** Pays an application's deposit; for the wallet's BalancePay widget. */
export const depositPayment = (applicationId: number) => (payPass: string, idempotencyKey: string) =>
  api.call("makerDepositPay", { body: { applicationId, payPass, idempotencyKey } }, { silent: true })

/** Uploads a cover frame taken in the browser (a JPEG blob) as a picture; answers its path. */
export const uploadCoverFrame = async (frame: Blob): Promise<string> => {
  const upload = xhrUpload({ url: "/upload/pictures", file: frame, name: "cover.jpg", onProgress: () => {} }, UPLOAD_MESSAGES.failed)
  return (await upload.done).path
}
