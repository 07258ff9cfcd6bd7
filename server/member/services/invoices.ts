import { and, count, desc, eq, ne } from "drizzle-orm"
import { badRequest, conflict, notFound } from "../../../domain/core/errors.ts"
import { firstFormError } from "../../../domain/core/validation/form-errors.ts"
import type { InvoiceOrder, InvoiceTitle } from "../../../domain/member/entities/member.ts"
import { INVOICE_MESSAGES, MAX_INVOICE_TITLES, validateInvoiceTitle } from "../../../domain/member/invoice-form.ts"
import type { Db, Tx } from "../../core/db/client.ts"
import { users } from "../../session/tables/users.ts"
import { walletOrders } from "../../wallet/tables.ts"
import { isUniqueViolation } from "../../core/db/unique-violation.ts"
import { invoiceRequests, invoiceTitles } from "../tables.ts"
import { rowOrNotFound } from "../../core/db/row-or-not-found.ts"

type InvoiceTitleRow = typeof invoiceTitles.$inferSelect

const invoiceTitleView = (row: InvoiceTitleRow): InvoiceTitle => ({
  id: row.id,
  type: row.type === "company" || row.type === "vat_special" ? row.type : "personal",
  title: row.title,
  taxNo: row.taxNo,
  email: row.email,
  bank: row.bank,
  address: row.address,
  defaulted: row.defaulted,
})

/** The member's paid orders with their invoice requests (one order when `orderNo` is given). */
export const invoiceOrders = async (db: Db, userId: number, orderNo?: string): Promise<InvoiceOrder[]> => {
  const rows = await db
    .select({ order: walletOrders, invoice: invoiceRequests })
    .from(walletOrders)
    .leftJoin(invoiceRequests, eq(invoiceRequests.orderNo, walletOrders.orderNo))
    .where(and(eq(walletOrders.userId, userId), eq(walletOrders.status, "paid"), orderNo ? eq(walletOrders.orderNo, orderNo) : undefined))
    .orderBy(desc(walletOrders.paidAt), desc(walletOrders.id))
  return rows.map(({ order, invoice }) => ({
    orderNo: order.orderNo,
    title: order.title,
    amount: order.amountCents,
    paidTime: (order.paidAt ?? order.createdAt).toISOString(),
    invoice: invoice
      ? {
          id: invoice.id,
          status: invoice.status === "issued" ? "issued" : "pending",
          titleText: invoice.titleText,
          email: invoice.email,
          createTime: invoice.createdAt.toISOString(),
        }
      : null,
  }))
}

/** The member's invoice titles, the default first. */
export const invoiceTitleList = async (db: Db, userId: number): Promise<InvoiceTitle[]> => {
  const rows = await db
    .select()
    .from(invoiceTitles)
    .where(eq(invoiceTitles.userId, userId))
    .orderBy(desc(invoiceTitles.defaulted), desc(invoiceTitles.createdAt), desc(invoiceTitles.id))
  return rows.map(invoiceTitleView)
}

const clearDefaultTitle = async (tx: Tx, userId: number, except: number | null) => {
  await tx
    .update(invoiceTitles)
    .set({ defaulted: false })
    .where(and(eq(invoiceTitles.userId, userId), eq(invoiceTitles.defaulted, true), except === null ? undefined : ne(invoiceTitles.id, except)))
}

export interface InvoiceTitleForm {
  readonly id?: number | null | undefined
  readonly type: "personal" | "company" | "vat_special"
  readonly title: string
  readonly taxNo: string
  readonly email: string
  readonly bank: string
  readonly address: string
  readonly defaulted: boolean
}

/** Adds an invoice title (at most MAX_INVOICE_TITLES) or changes one; the first is the default. */
export const saveInvoiceTitle = async (db: Db, userId: number, input: InvoiceTitleForm): Promise<InvoiceTitle> => {
  const form = {
    type: input.type,
    title: input.title.trim(),
    taxNo: input.type === "personal" ? "" : input.taxNo.trim().toUpperCase(),
    email: input.email.trim(),
    bank: input.type === "vat_special" ? input.bank.trim() : "",
    address: input.type === "vat_special" ? input.address.trim() : "",
  }
  const message = firstFormError(validateInvoiceTitle(form))
  if (message !== undefined) throw badRequest(message)
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update")
    const [existing] = await tx.select({ n: count() }).from(invoiceTitles).where(eq(invoiceTitles.userId, userId))
    const id = input.id ?? null
    if (id === null && (existing?.n ?? 0) >= MAX_INVOICE_TITLES) throw conflict(INVOICE_MESSAGES.tooMany)
    const defaulted = input.defaulted || (existing?.n ?? 0) === 0
    if (defaulted) await clearDefaultTitle(tx, userId, id)
    if (id === null) {
      const [row] = await tx
        .insert(invoiceTitles)
        .values({ userId, ...form, defaulted })
        .returning()
      if (!row) throw new Error("invoice title not stored")
      return invoiceTitleView(row)
    }
    const [row] = await tx
      .update(invoiceTitles)
      .set({ ...form, defaulted })
      .where(and(eq(invoiceTitles.id, id), eq(invoiceTitles.userId, userId)))
      .returning()
    if (!row) throw notFound("发票抬头不存在")
    return invoiceTitleView(row)
  })
}

/** Removes one of the member's invoice titles. */
export const deleteInvoiceTitle = async (db: Db, userId: number, id: number): Promise<void> => {
  const [row] = await db
    .delete(invoiceTitles)
    .where(and(eq(invoiceTitles.id, id), eq(invoiceTitles.userId, userId)))
    .returning({ id: invoiceTitles.id })
  if (!row) throw notFound("发票抬头不存在")
}

/** Asks for an invoice of a paid order under one of the member's titles (once an order). */
export const requestInvoice = async (db: Db, userId: number, input: { readonly orderNo: string; readonly titleId: number }, now: number): Promise<InvoiceOrder> => {
  const orderNo = input.orderNo.trim()
  const order = await rowOrNotFound(db, walletOrders, and(eq(walletOrders.orderNo, orderNo), eq(walletOrders.userId, userId)), "订单不存在")
  if (order.status !== "paid") throw conflict(INVOICE_MESSAGES.orderNotPaid)
  const title = await rowOrNotFound(db, invoiceTitles, and(eq(invoiceTitles.id, input.titleId), eq(invoiceTitles.userId, userId)), "发票抬头不存在")
  try {
    await db.insert(invoiceRequests).values({
      userId,
      orderNo,
      titleText: title.title,
      taxNo: title.taxNo,
      email: title.email,
      type: title.type,
      amountCents: order.amountCents,
      createdAt: new Date(now),
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(INVOICE_MESSAGES.alreadyRequested)
    throw error
  }
  const [answer] = await invoiceOrders(db, userId, orderNo)
  if (!answer) throw notFound("订单不存在")
  return answer
}
