import { fromPromise } from "xstate"
import { fileHead } from "../../adapters/upload/xhr-upload.ts"
import { sniffFormat, SNIFF_BYTES, type MediaFormat } from "../../domain/member/file-sniff.ts"
import { UPLOAD_MESSAGES } from "../../domain/core/validation/upload-rules.ts"
import { emailCodeMachine } from "../../machines/member/email-code.machine.ts"
import { prizeWheelMachine } from "../../machines/member/prize-wheel.machine.ts"
import { signInMachine, type SignInDone, type SignInWeekData } from "../../machines/member/sign-in.machine.ts"
import { smsCodeMachine } from "../../machines/session/sms-code.machine.ts"
import { uploadListMachine } from "../../machines/core/upload-list.machine.ts"
import { uploadMachine } from "../../machines/core/upload.machine.ts"
import { formSubmitMachine } from "../../machines/core/form-submit.machine.ts"
import { validateAddress } from "../../domain/member/address-form.ts"
import { SECURITY_MESSAGES } from "../../domain/member/security-forms.ts"
import { NOTICE_MESSAGES } from "../../domain/core/messages.ts"
import type { AddressValues } from "../../domain/member/address.ts"
import { isFormValid } from "../../domain/core/validation/form-errors.ts"
import { stringifyRegionIds } from "../../domain/region/region-ids.ts"
import { notify, toastStore } from "../notify/toast-store.ts"
import { api } from "./services.ts"
import { codeSender } from "./code-sender.ts"
import { encryptPassword } from "./session-wiring.ts"
import { discardUpload, sendFile } from "./upload-wiring.ts"

/**
 * The member centre's machines wired to the request client, the XHR upload adapter and the
 * notices (the member centre's part of the composition root).
 */

export { encryptPassword }

/** The format of a chosen file from its first bytes; null when it is none of the allowed ones. */
export const sniffFile = async (file: Blob): Promise<MediaFormat | null> => sniffFormat(await fileHead(file, SNIFF_BYTES))

export const wiredUploadMachine = uploadMachine.provide({
  actors: {
    send: sendFile,
    discard: discardUpload,
    remove: fromPromise(async ({ input }) => {
      await api.call("uploadDelete", { body: { path: input.path } })
    }),
  },
  actions: {
    notifyDeleted: () => notify.success(UPLOAD_MESSAGES.deleted),
    notifyFailed: ({ context }) => notify.error(context.error ?? UPLOAD_MESSAGES.failed),
  },
})

export const wiredUploadListMachine = uploadListMachine.provide({
  actors: { file: wiredUploadMachine },
  actions: {
    notify: (_, params) => toastStore.show("error", params.message, undefined, params.duration),
  },
})

export const wiredSignInMachine = signInMachine.provide({
  actors: {
    loadWeek: fromPromise<SignInWeekData>(() => api.call("signInInfo", undefined, { silent: true })),
    submitSignIn: fromPromise<SignInDone>(() => api.call("signIn", undefined, { silent: true })),
  },
})

export const wiredPrizeWheelMachine = prizeWheelMachine.provide({
  actors: {
    draw: fromPromise(async () => {
      const answer = await api.call("prizeDraw", undefined, { silent: true })
      return {
        index: answer.index,
        prizeName: answer.record.prizeName,
        kind: answer.record.kind,
        recordId: answer.record.id,
        message: answer.message,
        points: answer.points,
      }
    }),
  },
})

/** The code by e-mail to a new address (e-mail change). */
export const wiredEmailCodeMachine = codeSender(
  emailCodeMachine,
  (email) => api.call("emailChangeCode", { body: { email } }, { silent: true }),
  SECURITY_MESSAGES.emailCodeSent,
)

/** The SMS code to a new phone (phone change). */
export const wiredPhoneCodeMachine = codeSender(
  smsCodeMachine,
  (phone) => api.call("phoneChangeCode", { body: { phone } }, { silent: true }),
  NOTICE_MESSAGES.smsSent,
)

/** Whether the visitor asked the system for less motion. */
export const prefersReducedMotion = (): boolean =>
  typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches

/** The password change: both passwords leave the browser encrypted with the server's key. */
export const changePassword = async (values: { readonly oldPass: string; readonly newPass: string }) =>
  api.call("passwordChange", { body: { oldPass: await encryptPassword(values.oldPass), newPass: await encryptPassword(values.newPass) } }, { silent: true })

/** The address form: checked with the server's rule, then a new address is added or the one with `id` saved. */
export const addressFormMachineFor = (id: number | null) =>
  formSubmitMachine.provide({
    guards: { check: ({ event }) => isFormValid(validateAddress(event.values as AddressValues)) },
    actors: {
      submit: fromPromise(async ({ input }) => {
        const v = input as AddressValues
        const body = {
          name: v.name,
          region: stringifyRegionIds(v.region),
          detail: v.detail,
          phone: v.phone,
          telephone: v.telephone,
          defaulted: v.defaulted,
        }
        return id === null ? api.call("addressCreate", { body }, { silent: true }) : api.call("addressUpdate", { body: { ...body, id } }, { silent: true })
      }),
    },
  })
