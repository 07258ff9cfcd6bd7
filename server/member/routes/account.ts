import { randomBytes } from "node:crypto"
import { and, count, desc, eq, gt, inArray, isNull, ne, sql, sum } from "drizzle-orm"
import type { Favorite, FeedbackItem, InvoiceOrder, InvoiceTitle, ShopApplyStatus } from "../../../domain/member/entities/member.ts"
import { maskName } from "../../../domain/core/masking.ts"
import {
  CANCEL_MESSAGES,
  SHOP_CANCEL_MESSAGES,
  canCancel,
  cancelChecks,
  changedRecently,
  type ShopApplyStatus as ShopStatus,
} from "../../../domain/member/account-cancel.ts"
import { COLLECTION_MESSAGES, FAVORITE_TARGET_TYPES, type FavoriteTargetType } from "../../../domain/member/collection.ts"
import { FEEDBACK_DICT, FEEDBACK_MESSAGES, validateFeedback } from "../../../domain/member/feedback-form.ts"
import { INVOICE_MESSAGES, MAX_INVOICE_TITLES, validateInvoiceTitle } from "../../../domain/member/invoice-form.ts"
import { isUploadedPath } from "../../../domain/member/upload-kinds.ts"
import { ADMIN_ROLE } from "../../../domain/session/menus.ts"
import { firstFormError } from "../../../domain/core/validation/form-errors.ts"
import type { Db, Tx } from "../../core/db/client.ts"
import {
  addresses,
  favorites,
  feedback,
  giftOrders,
  invoiceRequests,
  invoiceTitles,
  memberShops,
  prizeRecords,
  realNameRequests,
} from "../tables.ts"
import { dictDetails, dicts } from "../../shell/tables.ts"
import { users } from "../../session/tables/users.ts"
import { walletOrders, withdrawals } from "../../wallet/tables.ts"
import { badRequest, conflict, notFound, tooManyRequests } from "../../../domain/core/errors.ts"
import type { AreaHandlers } from "../../core/http/handler.ts"
import { favoriteResolver } from "../services/favorite-targets.ts"
import { balances, debit } from "../../wallet/services/ledger.ts"
import { isUniqueViolation } from "./db-errors.ts"
import { pageCount } from "../../../domain/core/paging.ts"
import { countUnpaid } from "../../orders/services/unpaid-orders.ts"

type FavoriteRow = typeof favorites.$inferSelect
type FeedbackRow = typeof feedback.$inferSelect
type InvoiceTitleRow = typeof invoiceTitles.$inferSelect

const FEEDBACK_PER_HOUR = 5
const HOUR_MS = 3_600_000

const favoriteView = (row: FavoriteRow): Favorite => ({
  id: row.id,
  targetType: (FAVORITE_TARGET_TYPES as ReadonlyArray<string>).includes(row.targetType)
    ? (row.targetType as FavoriteTargetType)
    : "article",
  targetId: row.targetId,
  title: row.title,
  cover: row.cover,
  href: row.href,
  createTime: row.createdAt.toISOString(),
})

const feedbackTypes = async (db: Db): Promise<Map<string, string>> => {
  const rows = await db
    .select({ value: dictDetails.value, label: dictDetails.label })
    .from(dictDetails)
    .innerJoin(dicts, eq(dicts.id, dictDetails.dictId))
    .where(eq(dicts.name, FEEDBACK_DICT))
  return new Map(rows.map((r) => [r.value, r.label]))
}

const feedbackView = (row: FeedbackRow, labels: Map<string, string>): FeedbackItem => ({
  id: row.id,
  type: row.type,
  typeLabel: labels.get(row.type) ?? row.type,
  content: row.content,
  contact: row.contact,
  images: row.images,
  status: row.status === "replied" ? "replied" : "pending",
  reply: row.reply,
  createTime: row.createdAt.toISOString(),
})

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

const invoiceOrders = async (db: Db, userId: number, orderNo?: string): Promise<InvoiceOrder[]> => {
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

/** What stands between the member and closing the account. */
const cancelFacts = async (db: Db, userId: number, now: number) => {
  const [wallet, [frozen], [gifts], [prizes], [unpaid], [member]] = await Promise.all([
    balances(db, userId),
    db
      .select({ cents: sum(withdrawals.amountCents) })
      .from(withdrawals)
      .where(and(eq(withdrawals.userId, userId), eq(withdrawals.status, "pending"))),
    db
      .select({ n: count() })
      .from(giftOrders)
      .where(and(eq(giftOrders.userId, userId), ne(giftOrders.status, "completed"))),
    db
      .select({ n: count() })
      .from(prizeRecords)
      .where(and(eq(prizeRecords.userId, userId), eq(prizeRecords.status, "claimed"))),
    countUnpaid(db, userId, now).then((n) => [{ n }]),
    db.select({ authState: users.authState, roles: users.roles, credentialsChangedAt: users.credentialsChangedAt }).from(users).where(eq(users.id, userId)),
  ])
  return {
    facts: {
      credentialsChangedRecently: changedRecently(member?.credentialsChangedAt?.getTime() ?? null, now),
      balanceCents: wallet.balanceCents,
      frozenCents: Number(frozen?.cents ?? 0),
      points: wallet.points,
      openGiftOrders: (gifts?.n ?? 0) + (prizes?.n ?? 0),
      unpaidOrders: unpaid?.n ?? 0,
      realNamePending: member?.authState === "auth_examine",
    },
    roles: member?.roles ?? [],
  }
}

const shopStatusOf = (value: string | undefined): ShopStatus =>
  value === "pending" || value === "approved" || value === "rejected" || value === "cancelled" ? value : "none"

const shopAnswer = (row: typeof memberShops.$inferSelect | undefined): ShopApplyStatus => {
  const status = shopStatusOf(row?.status)
  return {
    status,
    shopName: row?.name ?? null,
    applyTime: row ? row.appliedAt.toISOString() : null,
    blocker: status === "approved" ? null : status === "pending" ? SHOP_CANCEL_MESSAGES.pending : SHOP_CANCEL_MESSAGES.noShop,
  }
}

const clearDefaultTitle = async (tx: Tx, userId: number, except: number | null) => {
  await tx
    .update(invoiceTitles)
    .set({ defaulted: false })
    .where(
      and(eq(invoiceTitles.userId, userId), eq(invoiceTitles.defaulted, true), except === null ? undefined : ne(invoiceTitles.id, except)),
    )
}

/** Favourites, promotion, feedback, invoices, closing the account and the shop. */
export const memberAccountHandlers = {
  collectionList: async ({ query }, { deps, user }) => {
    const size = query.size ?? 12
    const page = query.page ?? 0
    const mine = eq(favorites.userId, user.id)
    const where = query.type ? and(mine, eq(favorites.targetType, query.type)) : mine
    const [rows, [total], byType] = await Promise.all([
      deps.db
        .select()
        .from(favorites)
        .where(where)
        .orderBy(desc(favorites.createdAt), desc(favorites.id))
        .limit(size)
        .offset(page * size),
      deps.db.select({ n: count() }).from(favorites).where(where),
      deps.db.select({ type: favorites.targetType, n: count() }).from(favorites).where(mine).groupBy(favorites.targetType),
    ])
    const countOf = (type: FavoriteTargetType) => byType.find((r) => r.type === type)?.n ?? 0
    const totalElements = total?.n ?? 0
    return {
      content: rows.map(favoriteView),
      totalElements,
      totalPages: pageCount(totalElements, size),
      counts: { course: countOf("course"), product: countOf("product"), article: countOf("article"), science: countOf("science") },
    }
  },
  collectionAdd: async ({ body }, { deps, user }) => {
    const resolver = favoriteResolver(body.targetType)
    if (resolver === undefined) throw badRequest(COLLECTION_MESSAGES.unsupported)
    return deps.db.transaction(async (tx) => {
      const target = await resolver(tx, body.targetId)
      if (target === null) throw notFound(COLLECTION_MESSAGES.unknownTarget)
      const [inserted] = await tx
        .insert(favorites)
        .values({ userId: user.id, targetType: body.targetType, targetId: body.targetId, ...target })
        .onConflictDoNothing()
        .returning()
      if (inserted) return favoriteView(inserted)
      const [existing] = await tx
        .select()
        .from(favorites)
        .where(and(eq(favorites.userId, user.id), eq(favorites.targetType, body.targetType), eq(favorites.targetId, body.targetId)))
      if (!existing) throw notFound(COLLECTION_MESSAGES.unknownTarget)
      return favoriteView(existing)
    })
  },
  collectionRemove: async ({ body }, { deps, user }) => {
    const removed = await deps.db
      .delete(favorites)
      .where(and(eq(favorites.userId, user.id), inArray(favorites.id, [...body])))
      .returning({ id: favorites.id })
    return { removed: removed.length }
  },
  collectionStatus: async ({ query }, { deps, user }) => {
    const [row] = await deps.db
      .select({ id: favorites.id })
      .from(favorites)
      .where(and(eq(favorites.userId, user.id), eq(favorites.targetType, query.targetType), eq(favorites.targetId, query.targetId)))
    return { collected: row !== undefined, id: row?.id ?? null }
  },

  extensionInfo: async ({ query }, { deps, user }) => {
    const size = query.size ?? 10
    const page = query.page ?? 0
    const [me] = await deps.db.select({ inviteCode: users.inviteCode }).from(users).where(eq(users.id, user.id))
    let inviteCode = me?.inviteCode ?? null
    if (inviteCode === null) {
      // Accounts made before invite codes existed get one the first time they look.
      inviteCode = randomBytes(4).toString("hex").toUpperCase()
      await deps.db
        .update(users)
        .set({ inviteCode })
        .where(and(eq(users.id, user.id), isNull(users.inviteCode)))
      const [again] = await deps.db.select({ inviteCode: users.inviteCode }).from(users).where(eq(users.id, user.id))
      inviteCode = again?.inviteCode ?? inviteCode
    }
    const invitedWhere = eq(users.invitedBy, user.id)
    const [rows, [total]] = await Promise.all([
      deps.db
        .select({ nickName: users.nickName, avatarPath: users.avatarPath, createdAt: users.createdAt })
        .from(users)
        .where(invitedWhere)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(size)
        .offset(page * size),
      deps.db.select({ n: count() }).from(users).where(invitedWhere),
    ])
    const totalElements = total?.n ?? 0
    return {
      inviteCode,
      invited: rows.map((r) => ({ nickName: maskName(r.nickName), avatarPath: r.avatarPath, createTime: r.createdAt.toISOString() })),
      totalElements,
      totalPages: pageCount(totalElements, size),
    }
  },

  feedbackSubmit: async ({ body }, { deps, user }) => {
    const form = {
      type: body.type.trim(),
      content: body.content.trim(),
      contact: body.contact.trim(),
      images: body.images.map((p) => p.trim()),
    }
    const message = firstFormError(validateFeedback(form))
    if (message !== undefined) throw badRequest(message)
    const labels = await feedbackTypes(deps.db)
    if (!labels.has(form.type)) throw badRequest(FEEDBACK_MESSAGES.typeUnknown)
    for (const image of form.images) {
      if (!isUploadedPath(image, ["pictures"]) || !(await deps.files.owns(user.id, image))) throw badRequest("请上传图片")
    }
    const [recent] = await deps.db
      .select({ n: count() })
      .from(feedback)
      .where(and(eq(feedback.userId, user.id), gt(feedback.createdAt, new Date(deps.now() - HOUR_MS))))
    if ((recent?.n ?? 0) >= FEEDBACK_PER_HOUR) throw tooManyRequests()
    const [row] = await deps.db
      .insert(feedback)
      .values({ userId: user.id, ...form, createdAt: new Date(deps.now()) })
      .returning()
    if (!row) throw new Error("feedback not stored")
    return feedbackView(row, labels)
  },
  feedbackMine: async ({ query }, { deps, user }) => {
    const size = query.size ?? 10
    const page = query.page ?? 0
    const [rows, [total], labels] = await Promise.all([
      deps.db
        .select()
        .from(feedback)
        .where(eq(feedback.userId, user.id))
        .orderBy(desc(feedback.createdAt), desc(feedback.id))
        .limit(size)
        .offset(page * size),
      deps.db.select({ n: count() }).from(feedback).where(eq(feedback.userId, user.id)),
      feedbackTypes(deps.db),
    ])
    const totalElements = total?.n ?? 0
    return { content: rows.map((r) => feedbackView(r, labels)), totalElements, totalPages: pageCount(totalElements, size) }
  },

  invoiceTitles: async (_input, { deps, user }) => {
    const rows = await deps.db
      .select()
      .from(invoiceTitles)
      .where(eq(invoiceTitles.userId, user.id))
      .orderBy(desc(invoiceTitles.defaulted), desc(invoiceTitles.createdAt), desc(invoiceTitles.id))
    return rows.map(invoiceTitleView)
  },
  invoiceTitleSave: async ({ body }, { deps, user }) => {
    const form = {
      type: body.type,
      title: body.title.trim(),
      taxNo: body.type === "personal" ? "" : body.taxNo.trim().toUpperCase(),
      email: body.email.trim(),
      bank: body.type === "vat_special" ? body.bank.trim() : "",
      address: body.type === "vat_special" ? body.address.trim() : "",
    }
    const message = firstFormError(validateInvoiceTitle(form))
    if (message !== undefined) throw badRequest(message)
    return deps.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update")
      const [existing] = await tx.select({ n: count() }).from(invoiceTitles).where(eq(invoiceTitles.userId, user.id))
      const id = body.id ?? null
      if (id === null && (existing?.n ?? 0) >= MAX_INVOICE_TITLES) throw conflict(INVOICE_MESSAGES.tooMany)
      const defaulted = body.defaulted || (existing?.n ?? 0) === 0
      if (defaulted) await clearDefaultTitle(tx, user.id, id)
      if (id === null) {
        const [row] = await tx
          .insert(invoiceTitles)
          .values({ userId: user.id, ...form, defaulted })
          .returning()
        if (!row) throw new Error("invoice title not stored")
        return invoiceTitleView(row)
      }
      const [row] = await tx
        .update(invoiceTitles)
        .set({ ...form, defaulted })
        .where(and(eq(invoiceTitles.id, id), eq(invoiceTitles.userId, user.id)))
        .returning()
      if (!row) throw notFound("发票抬头不存在")
      return invoiceTitleView(row)
    })
  },
  invoiceTitleDelete: async ({ params }, { deps, user }) => {
    const [row] = await deps.db
      .delete(invoiceTitles)
      .where(and(eq(invoiceTitles.id, params.id), eq(invoiceTitles.userId, user.id)))
      .returning({ id: invoiceTitles.id })
    if (!row) throw notFound("发票抬头不存在")
    return { ok: true }
  },
  invoiceOrders: async (_input, { deps, user }) => invoiceOrders(deps.db, user.id),
  invoiceRequest: async ({ body }, { deps, user }) => {
    const orderNo = body.orderNo.trim()
    const [order] = await deps.db
      .select()
      .from(walletOrders)
      .where(and(eq(walletOrders.orderNo, orderNo), eq(walletOrders.userId, user.id)))
    if (!order) throw notFound("订单不存在")
    if (order.status !== "paid") throw conflict(INVOICE_MESSAGES.orderNotPaid)
    const [title] = await deps.db
      .select()
      .from(invoiceTitles)
      .where(and(eq(invoiceTitles.id, body.titleId), eq(invoiceTitles.userId, user.id)))
    if (!title) throw notFound("发票抬头不存在")
    try {
      await deps.db.insert(invoiceRequests).values({
        userId: user.id,
        orderNo,
        titleText: title.title,
        taxNo: title.taxNo,
        email: title.email,
        type: title.type,
        amountCents: order.amountCents,
        createdAt: new Date(deps.now()),
      })
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(INVOICE_MESSAGES.alreadyRequested)
      throw error
    }
    const [answer] = await invoiceOrders(deps.db, user.id, orderNo)
    if (!answer) throw notFound("订单不存在")
    return answer
  },

  cancelAccountCheck: async (_input, { deps, user }) => {
    const { facts } = await cancelFacts(deps.db, user.id, deps.now())
    const checks = cancelChecks(facts)
    return { checks: [...checks], canCancel: canCancel(checks), points: facts.points }
  },
  cancelAccount: async ({ query }, { deps, user, hono }) => {
    hono.header("cache-control", "no-store")
    if (query.agree !== "true") throw badRequest(CANCEL_MESSAGES.agreementRequired)
    const { facts, roles } = await cancelFacts(deps.db, user.id, deps.now())
    if (roles.includes(ADMIN_ROLE)) throw conflict(CANCEL_MESSAGES.adminRefused)
    if (!canCancel(cancelChecks(facts))) throw conflict(CANCEL_MESSAGES.conditionsUnmet)
    await deps.db.transaction(async (tx) => {
      const wallet = await balances(tx, user.id)
      if (wallet.points > 0) await debit(tx, { userId: user.id, points: wallet.points, kind: "adjust", title: "账号注销，积分作废" })
      await tx.delete(addresses).where(eq(addresses.userId, user.id))
      await tx.delete(favorites).where(eq(favorites.userId, user.id))
      await tx.delete(invoiceTitles).where(eq(invoiceTitles.userId, user.id))
      await tx.delete(realNameRequests).where(eq(realNameRequests.userId, user.id))
      // The account stays for the ledger and orders, without anything that names the person.
      await tx
        .update(users)
        .set({
          username: `cancelled_${user.id}_${randomBytes(4).toString("hex")}`,
          nickName: "已注销用户",
          phone: null,
          email: null,
          avatarPath: "",
          headerImage: "",
          inviteCode: null,
          enabled: false,
          authState: "not_certified",
          passwordHash: sql`'cancelled'`,
        })
        .where(eq(users.id, user.id))
    })
    await deps.tokens.revokeOthers(user.id, "")
    return { ok: true }
  },
  shopApplyStatus: async (_input, { deps, user }) => {
    const [row] = await deps.db.select().from(memberShops).where(eq(memberShops.userId, user.id))
    return shopAnswer(row)
  },
  shopCancel: async ({ query }, { deps, user, hono }) => {
    hono.header("cache-control", "no-store")
    if (query.agree !== "true") throw badRequest(SHOP_CANCEL_MESSAGES.agreementRequired)
    return deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(memberShops).where(eq(memberShops.userId, user.id)).for("update")
      const current = shopAnswer(row)
      if (current.blocker !== null || !row) throw conflict(current.blocker ?? SHOP_CANCEL_MESSAGES.noShop)
      const [updated] = await tx
        .update(memberShops)
        .set({ status: "cancelled", cancelledAt: new Date(deps.now()) })
        .where(eq(memberShops.id, row.id))
        .returning()
      await tx.update(users).set({ isMaker: false }).where(eq(users.id, user.id))
      return shopAnswer(updated)
    })
  },
} satisfies AreaHandlers
