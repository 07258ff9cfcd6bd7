import { assign, setup } from "xstate"
import type { LoginAnswer, QrStatus } from "../../domain/session/endpoints.ts"
import { outputIs } from "../core/guards.ts"
import { requiredActor } from "../core/required-actor.ts"

export interface QrCode {
  readonly id: string
  readonly secret: string
  readonly url: string
  readonly img: string
  /** Seconds. */
  readonly expiresIn: number
}

export interface QrPoll {
  readonly status: QrStatus
  readonly login: LoginAnswer | null
}

export const QR_POLL_MS = 2000

/**
 * QR-code login (spec 1 §4): a code is shown and polled; once a member signed
 * in on another device has scanned and confirmed it, the supplied token and
 * user are stored directly. Codes expire (the server says when) and can be
 * refreshed; a cancelled or failed code can be refreshed too.
 */
const qrLoginSetup = setup({
  types: {
    context: {} as { qr: QrCode | null; login: LoginAnswer | null; error: string | null },
    events: {} as { type: "qr.refresh" },
    output: {} as { login: LoginAnswer },
  },
  actors: {
    createQr: requiredActor<QrCode>("qrLoginMachine needs a createQr actor"),
    pollQr: requiredActor<QrPoll, { id: string; secret: string }>("qrLoginMachine needs a pollQr actor"),
  },
  delays: {
    pollInterval: QR_POLL_MS,
    lifetime: ({ context }) => (context.qr?.expiresIn ?? 0) * 1000,
  },
  guards: {
    isConfirmed: outputIs<QrPoll>((poll) => poll.status === "confirmed"),
    isScanned: outputIs<QrPoll>((poll) => poll.status === "scanned"),
    isCancelled: outputIs<QrPoll>((poll) => poll.status === "cancelled"),
    isExpired: outputIs<QrPoll>((poll) => poll.status === "expired"),
  },
})

/**
 * A poll every pollInterval, while the code is waiting for a scan and again once it is scanned:
 * confirmed, cancelled and expired answers end the polling; a scanned answer moves on to (or stays
 * in) scanned.
 */
const pollLoop = qrLoginSetup.createStateConfig({
  initial: "idle",
  states: {
    idle: { after: { pollInterval: "polling" } },
    polling: {
      invoke: {
        src: "pollQr",
        input: ({ context }) => ({ id: context.qr?.id ?? "", secret: context.qr?.secret ?? "" }),
        onDone: [
          { guard: "isConfirmed", target: "#qrLogin.confirmed", actions: assign({ login: ({ event }) => event.output.login }) },
          { guard: "isScanned", target: "#qrLogin.shown.scanned" },
          { guard: "isCancelled", target: "#qrLogin.cancelled" },
          { guard: "isExpired", target: "#qrLogin.expired" },
          { target: "idle" },
        ],
        onError: { target: "#qrLogin.failure", actions: assign({ error: "网络异常，请刷新二维码" }) },
      },
    },
  },
})

export const qrLoginMachine = qrLoginSetup.createMachine({
  id: "qrLogin",
  context: { qr: null, login: null, error: null },
  initial: "loading",
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        src: "createQr",
        onDone: { target: "shown", actions: assign({ qr: ({ event }) => event.output, error: null }) },
        onError: { target: "failure", actions: assign({ error: "二维码加载失败" }) },
      },
    },
    shown: {
      after: { lifetime: "expired" },
      initial: "waiting",
      states: {
        waiting: pollLoop,
        scanned: pollLoop,
      },
    },
    confirmed: {
      always: [
        { guard: ({ context }) => context.login !== null, target: "success" },
        { target: "failure", actions: assign({ error: "登录失败，请刷新二维码" }) },
      ],
    },
    success: { type: "final" },
    expired: { on: { "qr.refresh": "loading" } },
    cancelled: { on: { "qr.refresh": "loading" } },
    failure: { on: { "qr.refresh": "loading" } },
  },
  output: ({ context }) => ({ login: context.login as LoginAnswer }),
})
