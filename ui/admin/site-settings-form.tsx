import { useState } from "react"
import { css } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import { HOT_KEYWORD_MAX, SITE_ADMIN_MESSAGES, type SiteSettingsInput } from "../../domain/shell/site-admin-endpoints.ts"
import { SEARCH_TARGETS, SEARCH_TYPES, type SearchType } from "../../domain/shell/search-history.ts"
import { useCall } from "../app/use-call.ts"
import { SubmitButton } from "../components/form-buttons.tsx"

const field = css({ display: "grid", gap: "1", fontSize: "sm" })

/** The site's settings (spec 1 §3): title, logo, filing number, timeout and the hot keywords with their search type. */
export function SiteSettingsForm({ initial, onSaved }: { readonly initial: SiteSettingsInput; readonly onSaved: () => void }) {
  const [draft, setDraft] = useState<SiteSettingsInput>(initial)
  const save = useCall("adminSiteConfigSave", { success: SITE_ADMIN_MESSAGES.saved, onDone: onSaved })
  const set = <K extends keyof SiteSettingsInput>(key: K, value: SiteSettingsInput[K]) => setDraft((d) => ({ ...d, [key]: value }))
  const keywords = draft.searchHotKeywords
  const setKeyword = (index: number, change: Partial<{ title: string; type: SearchType }>) =>
    set(
      "searchHotKeywords",
      keywords.map((k, i) => (i === index ? { ...k, ...change } : k)),
    )
  const cleaned = { ...draft, searchHotKeywords: keywords.filter((k) => k.title.trim() !== "").map((k) => ({ ...k, title: k.title.trim() })) }
  return (
    <form
      aria-label="基本设置"
      className={css({ display: "grid", gap: "4" })}
      onSubmit={(e) => {
        e.preventDefault()
        save.send({ body: cleaned })
      }}
    >
      <div className={css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" }, gap: "4" })}>
        <label className={field}>
          网站名称
          <input className={input()} value={draft.title} maxLength={40} required onChange={(e) => set("title", e.target.value)} />
        </label>
        <label className={field}>
          Logo 图片地址
          <input className={input()} value={draft.logoImage} maxLength={300} onChange={(e) => set("logoImage", e.target.value)} />
        </label>
        <label className={field}>
          备案号
          <input className={input()} value={draft.caseNumber} maxLength={60} onChange={(e) => set("caseNumber", e.target.value)} />
        </label>
        <label className={field}>
          请求超时（毫秒）
          <input
            className={input()}
            type="number"
            min={1000}
            max={3_600_000}
            value={draft.timeout}
            onChange={(e) => set("timeout", Number(e.target.value))}
          />
        </label>
      </div>
      <fieldset className={css({ display: "grid", gap: "2" })}>
        <legend className={css({ fontWeight: "semibold", mb: "2" })}>热门搜索词（最多{HOT_KEYWORD_MAX}个，按顺序显示在搜索框下）</legend>
        {keywords.map((keyword, index) => (
          <div key={index} className={css({ display: "flex", gap: "2", alignItems: "center", flexWrap: "wrap" })}>
            <input
              aria-label={`热门词${index + 1}`}
              className={input({ size: "sm" })}
              style={{ maxWidth: "12rem" }}
              value={keyword.title}
              maxLength={20}
              onChange={(e) => setKeyword(index, { title: e.target.value })}
            />
            <select
              aria-label={`热门词${index + 1}的搜索类型`}
              className={input({ size: "sm" })}
              style={{ maxWidth: "8rem" }}
              value={keyword.type}
              onChange={(e) => setKeyword(index, { type: e.target.value as SearchType })}
            >
              {SEARCH_TYPES.map((type) => (
                <option key={type} value={type}>
                  {SEARCH_TARGETS[type].label}
                </option>
              ))}
            </select>
            <button type="button" className={button({ variant: "plain", size: "sm" })} disabled={index === 0} aria-label={`上移热门词${index + 1}`} onClick={() => set("searchHotKeywords", swap(keywords, index, index - 1))}>
              上移
            </button>
            <button type="button" className={button({ variant: "plain", size: "sm" })} aria-label={`删除热门词${index + 1}`} onClick={() => set("searchHotKeywords", keywords.filter((_, i) => i !== index))}>
              删除
            </button>
          </div>
        ))}
        <div>
          <button
            type="button"
            className={button({ variant: "outline", size: "sm" })}
            disabled={keywords.length >= HOT_KEYWORD_MAX}
            onClick={() => set("searchHotKeywords", [...keywords, { title: "", type: "comprehensive" }])}
          >
            添加热门词
          </button>
        </div>
      </fieldset>
      {save.error && (
        <p role="alert" className={css({ color: "danger.text", fontSize: "sm" })}>
          {save.error}
        </p>
      )}
      <div>
        <SubmitButton busy={save.busy} busyText="保存中…">
          保存设置
        </SubmitButton>
      </div>
    </form>
  )
}

function swap<T>(list: readonly T[], a: number, b: number): T[] {
  const next = [...list]
  const first = next[a]
  const second = next[b]
  if (first === undefined || second === undefined) return next
  next[a] = second
  next[b] = first
  return next
}
