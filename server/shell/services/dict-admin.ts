import { and, asc, count, eq, ne } from "drizzle-orm"
import { conflict, notFound } from "../../../domain/core/errors.ts"
import { DICT_ADMIN_MESSAGES, type AdminDict, type AdminDictEntry, type DictEntryInput } from "../../../domain/shell/dict-admin-endpoints.ts"
import type { Db, Tx } from "../../core/db/client.ts"
import { recordAudit, type AuditActor } from "../../admin/index.ts"
import { dictDetails, dicts } from "../tables.ts"
import { rowOrNotFound } from "../../core/db/row-or-not-found.ts"

/**
 * The operator's changes to the dictionaries' entries. Each runs in one transaction with its audit
 * record (before and after). A value is unique within its dictionary: the check answers 409 with
 * a message, and the unique index holds the rule under concurrent saves.
 */

const entryColumns = {
  id: dictDetails.id,
  dictId: dictDetails.dictId,
  label: dictDetails.label,
  value: dictDetails.value,
  sort: dictDetails.sort,
  enabled: dictDetails.enabled,
}

/** Every dictionary with its number of entries, by name. */
export const dictList = async (db: Db): Promise<AdminDict[]> =>
  db
    .select({ id: dicts.id, name: dicts.name, description: dicts.description, entries: count(dictDetails.id) })
    .from(dicts)
    .leftJoin(dictDetails, eq(dictDetails.dictId, dicts.id))
    .groupBy(dicts.id)
    .orderBy(asc(dicts.name))

const dictById = (tx: Db | Tx, id: number) =>
  rowOrNotFound(tx, dicts, eq(dicts.id, id), DICT_ADMIN_MESSAGES.noSuchDict)

export const dictEntriesForEditing = async (db: Db, dictId: number): Promise<AdminDictEntry[]> => {
  await dictById(db, dictId)
  return db.select(entryColumns).from(dictDetails).where(eq(dictDetails.dictId, dictId)).orderBy(asc(dictDetails.sort), asc(dictDetails.id))
}

const assertValueFree = async (tx: Tx, dictId: number, value: string, exceptId: number | null) => {
  const others = await tx
    .select({ id: dictDetails.id })
    .from(dictDetails)
    .where(and(eq(dictDetails.dictId, dictId), eq(dictDetails.value, value), exceptId === null ? undefined : ne(dictDetails.id, exceptId)))
    .limit(1)
  if (others.length > 0) throw conflict(DICT_ADMIN_MESSAGES.duplicateValue)
}

const cleaned = (input: DictEntryInput) => ({ label: input.label.trim(), value: input.value, sort: input.sort, enabled: input.enabled })

export const createDictEntry = async (db: Db, actor: AuditActor, dictId: number, input: DictEntryInput): Promise<AdminDictEntry> =>
  db.transaction(async (tx) => {
    const dict = await dictById(tx, dictId)
    await assertValueFree(tx, dictId, input.value, null)
    const [row] = await tx.insert(dictDetails).values({ dictId, ...cleaned(input) }).returning(entryColumns)
    if (!row) throw new Error("dictionary entry not stored")
    await recordAudit(tx, actor, { action: "site.dict.create", target: `字典 ${dict.name}`, after: row })
    return row
  })

const entryById = async (tx: Tx, id: number) => {
  const [row] = await tx.select(entryColumns).from(dictDetails).where(eq(dictDetails.id, id))
  if (!row) throw notFound(DICT_ADMIN_MESSAGES.noSuchEntry)
  return row
}

export const updateDictEntry = async (db: Db, actor: AuditActor, id: number, input: DictEntryInput): Promise<AdminDictEntry> =>
  db.transaction(async (tx) => {
    const before = await entryById(tx, id)
    const dict = await dictById(tx, before.dictId)
    await assertValueFree(tx, before.dictId, input.value, id)
    const [row] = await tx.update(dictDetails).set(cleaned(input)).where(eq(dictDetails.id, id)).returning(entryColumns)
    if (!row) throw notFound(DICT_ADMIN_MESSAGES.noSuchEntry)
    await recordAudit(tx, actor, { action: "site.dict.update", target: `字典 ${dict.name}`, before, after: row })
    return row
  })

export const deleteDictEntry = async (db: Db, actor: AuditActor, id: number): Promise<void> =>
  db.transaction(async (tx) => {
    const before = await entryById(tx, id)
    const dict = await dictById(tx, before.dictId)
    await tx.delete(dictDetails).where(eq(dictDetails.id, id))
    await recordAudit(tx, actor, { action: "site.dict.delete", target: `字典 ${dict.name}`, before })
  })
