import type { AreaHandlers } from "../../core/http/handler.ts"
import { ADDRESS_BOOK_MESSAGES } from "../../../domain/member/address-book.ts"
import { notFound } from "../../../domain/core/errors.ts"
import { createAddress, defaultAddress, deleteAddresses, listAddresses, updateAddress } from "../services/addresses.ts"

/** Addresses (spec 2 §3, §5, §7, §9). */
export const memberAddressHandlers = {
  addressCreate: async ({ body }, { deps, user }) => createAddress(deps.db, user.id, body),
  addressUpdate: async ({ body }, { deps, user }) => updateAddress(deps.db, user.id, body.id, body),
  addressDelete: async ({ body }, { deps, user }) => {
    const deleted = await deleteAddresses(deps.db, user.id, body)
    if (deleted === 0) throw notFound(ADDRESS_BOOK_MESSAGES.notFound)
    return { deleted }
  },
  addressAll: async ({ query }, { deps, user }) => listAddresses(deps.db, user.id, query.page ?? 0, query.size ?? 20),
  addressDefault: async (_input, { deps, user }) => defaultAddress(deps.db, user.id),
} satisfies AreaHandlers
