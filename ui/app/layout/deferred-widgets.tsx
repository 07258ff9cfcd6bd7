import { lazy, Suspense, useLayoutEffect, useRef, useState, type ReactNode } from "react"
import { css } from "styled-system/css"
import { SEARCH_TARGETS, type SearchType } from "../../../domain/shell/search-history.ts"
import type { SessionValue } from "../../session/index.ts"
import { useServiceAccount } from "./service-account.ts"
import { AccountTrigger, MenuTrigger, SearchTypeTrigger, ServiceAccountTrigger } from "./widget-triggers.tsx"

/**
 * The header's popovers, menus and selector are Ark UI components; their code is one chunk
 * (header-widgets.tsx) fetched on intent: when the pointer comes over a widget's trigger, when
 * it takes keyboard focus, or when it is pressed. Until then each widget shows a look-alike
 * trigger, so a visit that never opens one never pays for them; a pressed trigger is replaced by
 * its widget, open, as soon as the chunk is there.
 */

const importWidgets = () => import("./header-widgets.tsx")
let loading: Promise<unknown> | null = null

/** Fetches the widgets' chunk once (on the first sign of intent); rendering waits for activation. */
const prefetchWidgets = () => {
  loading ??= importWidgets()
}

const LazySearchType = lazy(() => importWidgets().then((m) => ({ default: m.SearchTypeSelect })))
const LazyAccount = lazy(() => importWidgets().then((m) => ({ default: m.AccountPopover })))
const LazyService = lazy(() => importWidgets().then((m) => ({ default: m.ServiceAccountPopover })))
const LazyMenu = lazy(() => importWidgets().then((m) => ({ default: m.MobileMenu })))

/**
 * Shows `placeholder(activate)` until it is pressed (pointer, Enter or Space), then
 * `widget(true)`: the widget itself, open. Pointer over it or focus on it only fetches the code,
 * so that nothing changes under a pointer on its way to press. Keeps keyboard focus on the
 * widget's trigger when it replaces a focused placeholder.
 */
function Deferred({ placeholder, widget }: { readonly placeholder: (activate: () => void) => ReactNode; readonly widget: (openOnLoad: boolean) => ReactNode }) {
  const [active, setActive] = useState(false)
  const box = useRef<HTMLSpanElement>(null)
  const hadFocus = useRef(false)
  const activate = () => {
    hadFocus.current = box.current?.contains(document.activeElement) ?? false
    prefetchWidgets()
    setActive(true)
  }
  useLayoutEffect(() => {
    if (!active || !hadFocus.current) return
    const frame = requestAnimationFrame(() => box.current?.querySelector<HTMLElement>("button")?.focus())
    return () => cancelAnimationFrame(frame)
  }, [active])
  const fallback = placeholder(activate)
  return (
    <span ref={box} className={css({ display: "contents" })} onFocusCapture={prefetchWidgets} onPointerEnter={prefetchWidgets}>
      {active ? <Suspense fallback={fallback}>{widget(true)}</Suspense> : fallback}
    </span>
  )
}

export function SearchTypePicker({ value, onValueChange }: { readonly value: SearchType; readonly onValueChange: (type: SearchType) => void }) {
  return (
    <Deferred
      placeholder={(activate) => <SearchTypeTrigger label={SEARCH_TARGETS[value].label} aria-label={`搜索类型：${SEARCH_TARGETS[value].label}`} aria-haspopup="listbox" onClick={activate} />}
      widget={(open) => <LazySearchType value={value} onValueChange={onValueChange} defaultOpen={open} />}
    />
  )
}

export function DeferredAccountPopover({ session, compact }: { readonly session: SessionValue; readonly compact: boolean }) {
  const user = session.user
  if (user === null) return null
  return (
    <Deferred
      placeholder={(activate) => <AccountTrigger user={user} compact={compact} aria-haspopup="dialog" onClick={activate} />}
      widget={(open) => <LazyAccount session={session} compact={compact} defaultOpen={open} />}
    />
  )
}

export function DeferredServiceAccount() {
  const { name } = useServiceAccount()
  return (
    <Deferred
      placeholder={(activate) => <ServiceAccountTrigger name={name} aria-haspopup="dialog" onClick={activate} />}
      widget={(open) => <LazyService defaultOpen={open} />}
    />
  )
}

export function DeferredMobileMenu() {
  return <Deferred placeholder={(activate) => <MenuTrigger aria-haspopup="menu" onClick={activate} />} widget={(open) => <LazyMenu defaultOpen={open} />} />
}
