import type { CheckoutRequest, PaymentProvider } from "./provider.ts"

/** The local provider: the cashier is the portal's page /sandbox/pay/:id. */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = "sandbox"
  readonly sandbox = true

  checkoutUrl(request: CheckoutRequest): string {
    return `/sandbox/pay/${encodeURIComponent(request.paymentId)}`
  }
}

/** No provider configured: recharges answer that online payment is unavailable. */
export class NoPaymentProvider implements PaymentProvider {
  readonly name = "none"
  readonly sandbox = false

  checkoutUrl(): string {
    throw new Error("no payment provider is configured")
  }
}
