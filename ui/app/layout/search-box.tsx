import { useId, useRef, useState, useSyncExternalStore, type FormEvent, type KeyboardEvent } from "react"
import { useLocation } from "wouter"
import { css, cx } from "styled-system/css"
import { opensInNewTab, SEARCH_TARGETS, searchHref, type SearchType } from "../../../domain/shell/search-history.ts"
import { ClockIcon, SearchIcon, TrashIcon } from "../../components/icons.tsx"
import { searchHistory } from "../shell-services.ts"
import { SearchTypePicker } from "./deferred-widgets.tsx"

const PLACEHOLDERS: Record<SearchType, string> = {
  comprehensive: "搜索课程、商品、科普文章",
  courses: "搜索健康美容课程",
  products: "搜索商品名称、品牌",
  science: "搜索健康科普文章",
  news: "搜索行业资讯",
  forum: "搜索论坛帖子",
  famous: "搜索名师",
}

/** Goes to the result page of a search (forum and famous-teacher results open a new tab). */
export function useRunSearch() {
  const [, navigate] = useLocation()
  return (type: SearchType, keyword: string) => {
    searchHistory.add(type, keyword)
    const href = searchHref(type, { keyword, m: Date.now() })
    if (opensInNewTab(type)) window.open(href, "_blank", "noopener")
    else navigate(href)
  }
}

export interface SearchBoxProps {
  /** `compact` for the fixed header shown after scrolling. */
  readonly size?: "regular" | "compact"
  /** Distinguishes the two search boxes on a page for assistive technology. */
  readonly label?: string
}

/**
 * The search box: a type selector (seven types), the keyword field and the search button.
 * Focusing the field shows the history of the chosen type when there is any (spec 1 §4);
 * the history lives in browser storage (five per type, most recent first).
 */
export function SearchBox({ size = "regular", label = "站内搜索" }: SearchBoxProps) {
  const [type, setType] = useState<SearchType>("comprehensive")
  const [keyword, setKeyword] = useState("")
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const history = useSyncExternalStore(searchHistory.subscribe, searchHistory.snapshot)
  const runSearch = useRunSearch()
  const listId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const items = history[type]
  const showHistory = open && items.length > 0
  const compact = size === "compact"

  const submit = (value: string) => {
    setOpen(false)
    setActive(-1)
    setKeyword(value)
    inputRef.current?.blur()
    runSearch(type, value)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape") {
      setOpen(false)
      setActive(-1)
      return
    }
    if (!showHistory) {
      if (event.key === "ArrowDown" && items.length > 0) setOpen(true)
      return
    }
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault()
      const step = event.key === "ArrowDown" ? 1 : -1
      // Cycles through the entries and back to the field itself (-1).
      const slots = items.length + 1
      setActive((i) => ((i + 1 + step + slots) % slots) - 1)
    }
    if (event.key === "Enter" && active >= 0 && active < items.length) {
      event.preventDefault()
      submit(items[active] ?? "")
    }
  }

  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(event: FormEvent) => {
        event.preventDefault()
        submit(keyword)
      }}
      className={css({ position: "relative", w: "full" })}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <div
        className={cx(
          css({
            display: "flex",
            alignItems: "stretch",
            w: "full",
            borderWidth: "2px",
            borderColor: "accent.solid",
            borderRadius: "lg",
            bg: "bg.surface",
            overflow: "hidden",
          }),
          compact ? css({ h: "10" }) : css({ h: "11" }),
        )}
      >
        <div className={css({ flexShrink: 0, w: { base: "5.25rem", sm: "20" }, borderRightWidth: "1px", borderColor: "border.subtle", display: "flex" })}>
          <SearchTypePicker value={type} onValueChange={setType} />
        </div>
        <input
          ref={inputRef}
          type="search"
          role="combobox"
          aria-label="搜索关键词"
          aria-autocomplete="list"
          aria-expanded={showHistory}
          aria-controls={listId}
          {...(showHistory && active >= 0 ? { "aria-activedescendant": `${listId}-${active}` } : {})}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={50}
          value={keyword}
          placeholder={PLACEHOLDERS[type]}
          onChange={(event) => {
            setKeyword(event.target.value)
            setActive(-1)
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          className={css({
            flex: "1",
            minW: "0",
            px: "3",
            fontSize: "sm",
            bg: "transparent",
            outline: "none",
            color: "fg.default",
            _placeholder: { color: "fg.subtle" },
            "&::-webkit-search-cancel-button": { cursor: "pointer" },
          })}
        />
        <button
          type="submit"
          aria-label="搜索"
          className={css({
            display: "inline-flex",
            alignItems: "center",
            gap: "1.5",
            px: { base: "3", sm: compact ? "5" : "7" },
            bg: "accent.solid",
            color: "accent.contrast",
            fontSize: "md",
            fontWeight: "semibold",
            cursor: "pointer",
            _hover: { bg: "accent.emphasized" },
            _focusVisible: { outline: "2px solid", outlineColor: "accent.text", outlineOffset: "-4px" },
          })}
        >
          <SearchIcon size={18} />
          <span className={css({ display: { base: "none", sm: "inline" } })}>搜索</span>
        </button>
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label="历史搜索"
        hidden={!showHistory}
        className={css({
          position: "absolute",
          top: "calc(100% + 4px)",
          left: "0",
          right: "0",
          zIndex: "dropdown",
          bg: "bg.surface",
          borderRadius: "lg",
          boxShadow: "overlay",
          borderWidth: "1px",
          borderColor: "border.subtle",
          py: "2",
          animation: "popIn 0.14s ease-out",
        })}
      >
        <div role="presentation" className={css({ display: "flex", justifyContent: "space-between", alignItems: "center", px: "3", pb: "1", fontSize: "xs", color: "fg.subtle" })}>
          <span>历史搜索 · {SEARCH_TARGETS[type].label}</span>
          <button
            type="button"
            aria-label="清空历史搜索"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              searchHistory.clear(type)
              inputRef.current?.focus()
            }}
            className={css({ display: "inline-flex", alignItems: "center", gap: "1", color: "fg.subtle", cursor: "pointer", _hover: { color: "danger.text" } })}
          >
            <TrashIcon size={13} /> 清空
          </button>
        </div>
        {items.map((item, index) => (
          // The input drives the list (aria-activedescendant and arrow keys); the options only take the mouse.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
          <div
            key={item}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => submit(item)}
            className={css({
              display: "flex",
              alignItems: "center",
              gap: "2",
              px: "3",
              h: "9",
              fontSize: "sm",
              cursor: "pointer",
              color: "fg.default",
              _hover: { bg: "bg.subtle" },
              "&[aria-selected=true]": { bg: "accent.subtle", color: "accent.text" },
            })}
          >
            <ClockIcon size={14} className={css({ color: "fg.subtle", flexShrink: 0 })} />
            <span className={css({ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" })}>{item}</span>
          </div>
        ))}
      </div>
    </form>
  )
}
