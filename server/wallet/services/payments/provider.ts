/**
 * A payment provider: where the payer pays a payment we created, and how we learn the
 * outcome. A real gateway (Alipay, WeChat Pay) implements this behind the same interface:
 * `checkoutUrl` sends the payer to its cashier, and its signed notification, once verified,
 * settles the payment with `settlePayment` (server/wallet/services/payments/payments.ts), which
 * credits the member exactly once.
 *
 * The sandbox provider is the local implementation: its cashier is a page of the portal
 * (/sandbox/pay/:id) where the payer confirms or fails the payment, so the whole portal,
 * including recharges, works offline and in tests.
 */
export interface CheckoutRequest {
  /** Our payment's public id. */
  readonly paymentId: string
  readonly amountCents: number
  readonly subject: string
  /** Where the payer returns to afterwards (a path of the portal). */
  readonly returnPath: string
}

export interface PaymentProvider {
  /** Stored with each payment. */
  readonly name: string
  /** The payer's page at the provider. */
  checkoutUrl(request: CheckoutRequest): string
  /** Whether the portal's own sandbox cashier may settle this provider's payments. */
  readonly sandbox: boolean
}
