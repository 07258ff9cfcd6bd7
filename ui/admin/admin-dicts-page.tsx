import { useState } from "react"
import { css } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import { DICT_ADMIN_MESSAGES, DICT_LABEL_MAX, DICT_SORT_MAX, DICT_VALUE_MAX, dictEntryProblem, type AdminDict, type AdminDictEntry, type DictEntryInput } from "../../domain/shell/dict-admin-endpoints.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useCall } from "../app/use-call.ts"
import { useResource } from "../app/use-resource.ts"
import { EmptyState } from "../components/empty-state.tsx"
import { LoadStates } from "../components/list-states.tsx"
import { useSavedDraft } from "./saved-draft.ts"

const rowClass = css({ display: "flex", gap: "2", alignItems: "center", flexWrap: "wrap", fontSize: "sm" })
const problemClass = css({ fontSize: "xs", color: "danger.text", w: "full" })

const inputOf = (entry: AdminDictEntry): DictEntryInput => ({ label: entry.label, value: entry.value, sort: entry.sort, enabled: entry.enabled })

/** The fields of an entry; `name` prefixes the accessible names so each row's fields are told apart. */
function EntryFields({ name, draft, onChange }: { readonly name: string; readonly draft: DictEntryInput; readonly onChange: (draft: DictEntryInput) => void }) {
  return (
    <>
      <input aria-label={`${name}名称`} placeholder="名称" className={input({ size: "sm" })} style={{ maxWidth: "10rem" }} value={draft.label} maxLength={DICT_LABEL_MAX} onChange={(e) => onChange({ ...draft, label: e.target.value })} />
      <input aria-label={`${name}值`} placeholder="值" className={input({ size: "sm" })} style={{ maxWidth: "9rem" }} value={draft.value} maxLength={DICT_VALUE_MAX} onChange={(e) => onChange({ ...draft, value: e.target.value })} />
      <input
        aria-label={`${name}排序`}
        type="number"
        min={0}
        max={DICT_SORT_MAX}
        className={input({ size: "sm" })}
        style={{ maxWidth: "5.5rem" }}
        value={Number.isFinite(draft.sort) ? draft.sort : ""}
        onChange={(e) => onChange({ ...draft, sort: e.target.value === "" ? Number.NaN : Number(e.target.value) })}
      />
      <label className={css({ display: "flex", gap: "1", alignItems: "center" })}>
        <input type="checkbox" checked={draft.enabled} onChange={(e) => onChange({ ...draft, enabled: e.target.checked })} />
        启用
      </label>
    </>
  )
}

/** One entry, saved and deleted on its own. */
function EntryRow({ entry, onChanged }: { readonly entry: AdminDictEntry; readonly onChanged: () => void }) {
  const save = useCall("adminDictEntryUpdate", { success: DICT_ADMIN_MESSAGES.saved, onDone: onChanged })
  const [draft, setDraft] = useSavedDraft(entry, inputOf, save.busy)
  const [problem, setProblem] = useState<string | null>(null)
  const remove = useCall("adminDictEntryDelete", { success: DICT_ADMIN_MESSAGES.deleted, onDone: onChanged })
  const name = `字典项 ${entry.label} `
  return (
    <li>
      <form
        aria-label={`字典项 ${entry.label}`}
        className={rowClass}
        onSubmit={(e) => {
          e.preventDefault()
          const found = dictEntryProblem(draft)
          setProblem(found)
          if (!found) save.send({ params: { id: entry.id }, body: { ...draft, label: draft.label.trim() } })
        }}
      >
        <EntryFields name={name} draft={draft} onChange={setDraft} />
        <button type="submit" className={button({ size: "sm" })} disabled={save.busy}>
          保存
        </button>
        <button type="button" className={button({ variant: "plain", size: "sm" })} disabled={remove.busy} onClick={() => remove.send({ params: { id: entry.id } })}>
          删除
        </button>
        {(problem ?? save.error ?? remove.error) && (
          <span role="alert" className={problemClass}>
            {problem ?? save.error ?? remove.error}
          </span>
        )}
      </form>
    </li>
  )
}

function AddEntry({ dict, nextSort, onChanged }: { readonly dict: AdminDict; readonly nextSort: number; readonly onChanged: () => void }) {
  const empty: DictEntryInput = { label: "", value: "", sort: nextSort, enabled: true }
  const [draft, setDraft] = useState(empty)
  const [problem, setProblem] = useState<string | null>(null)
  const add = useCall("adminDictEntryCreate", {
    success: DICT_ADMIN_MESSAGES.added,
    onDone: () => {
      setDraft(empty)
      onChanged()
    },
  })
  return (
    <form
      aria-label="添加字典项"
      className={rowClass}
      onSubmit={(e) => {
        e.preventDefault()
        const found = dictEntryProblem(draft)
        setProblem(found)
        if (!found) add.send({ params: { id: dict.id }, body: { ...draft, label: draft.label.trim() } })
      }}
    >
      <EntryFields name="新字典项" draft={draft} onChange={setDraft} />
      <button type="submit" className={button({ variant: "outline", size: "sm" })} disabled={add.busy}>
        添加
      </button>
      {(problem ?? add.error) && (
        <span role="alert" className={problemClass}>
          {problem ?? add.error}
        </span>
      )}
    </form>
  )
}

/** The entries of one dictionary, disabled ones too. */
function DictEntries({ dict, onChanged }: { readonly dict: AdminDict; readonly onChanged: () => void }) {
  const entries = useResource("adminDictEntries", { params: { id: dict.id } })
  const reload = () => {
    entries.reload()
    onChanged()
  }
  return (
    <div className={css({ display: "grid", gap: "3" })}>
      <h2 className={css({ fontSize: "lg", fontWeight: "semibold" })}>
        {dict.description || dict.name}
        <span className={css({ ml: "2", fontSize: "xs", color: "fg.subtle", fontWeight: "normal" })}>{dict.name}</span>
      </h2>
      <LoadStates of={entries} compact />
      {entries.shown && entries.shown.length === 0 && <EmptyState compact title="这个字典还没有字典项" />}
      {entries.shown && entries.shown.length > 0 && (
        <ul aria-label={`${dict.name} 的字典项`} className={css({ display: "grid", gap: "2" })}>
          {entries.shown.map((entry) => (
            <EntryRow key={entry.id} entry={entry} onChanged={reload} />
          ))}
        </ul>
      )}
      {entries.shown && <AddEntry key={entries.shown.length} dict={dict} nextSort={entries.shown.reduce((max, e) => Math.max(max, e.sort + 1), 0)} onChanged={reload} />}
    </div>
  )
}

/** /admin/dicts (运营): the dictionaries behind api/dictDetail/free; a change shows on the portal at once. */
export default function AdminDictsPage({ route }: PageProps) {
  const list = useResource("adminDicts")
  const [selected, setSelected] = useState<number | null>(null)
  const current = list.shown?.find((dict) => dict.id === selected) ?? null
  return (
    <main className={css({ maxW: "6xl", mx: "auto", px: { base: "3", md: "6" }, py: "6", display: "grid", gap: "5" })}>
      <h1 className={css({ fontSize: "2xl", fontWeight: "bold" })}>{route.title}</h1>
      <LoadStates of={list} />
      {list.shown && list.shown.length === 0 && <EmptyState title="还没有字典" />}
      {list.shown && list.shown.length > 0 && (
        <div className={css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "16rem 1fr" }, gap: "4", alignItems: "start" })}>
          <ul aria-label="字典列表" className={css({ bg: "bg.surface", borderRadius: "lg", boxShadow: "card", py: "2", maxH: { md: "70vh" }, overflowY: "auto" })}>
            {list.shown.map((dict) => (
              <li key={dict.id}>
                <button
                  type="button"
                  aria-pressed={selected === dict.id}
                  onClick={() => setSelected(dict.id)}
                  className={css({ w: "full", textAlign: "left", px: "4", py: "2", fontSize: "sm", cursor: "pointer", _hover: { bg: "bg.muted" }, "&[aria-pressed=true]": { bg: "accent.subtle", color: "accent.text" } })}
                >
                  {dict.description || dict.name}
                  <span className={css({ display: "block", fontSize: "xs", color: "fg.subtle" })}>
                    {dict.name} · {dict.entries} 项
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <section aria-label="字典项编辑" className={css({ bg: "bg.surface", borderRadius: "lg", boxShadow: "card", p: { base: "4", md: "5" }, minW: "0" })}>
            {current === null ? <p className={css({ fontSize: "sm", color: "fg.muted" })}>在左侧选择要编辑的字典</p> : <DictEntries key={current.id} dict={current} onChanged={list.reload} />}
          </section>
        </div>
      )}
    </main>
  )
}
