import { Activity, useLayoutEffect, useMemo, useState, type ReactNode } from "react"
import { Router } from "wouter"
import { navigate } from "wouter/use-browser-location"
import type { RouteRecord } from "../../../domain/shell/routes/route.ts"
import { navigation } from "../navigation.ts"
import { PageBoundary } from "../page-boundary.tsx"
import type { LazyPage } from "../page-registry.ts"
import { TitledPage } from "../titled-page.tsx"
import { emptyKeepAlive, hidePages, scrollTargetFor, showPage, type KeepAliveState, type NavigationKind } from "./keep-alive-cache.ts"

export interface KeptPage {
  /** Full path (pathname and query): the cache key. */
  readonly key: string
  readonly pathname: string
  readonly search: string
  readonly route: RouteRecord
  readonly Page: LazyPage
  readonly params: Readonly<Record<string, string>>
}

interface OutletState {
  readonly cache: KeepAliveState<KeptPage>
  /** The address change the page on screen was shown for. */
  readonly sequence: number
  readonly shown: { readonly key: string; readonly reused: boolean; readonly kind: NavigationKind } | null
}

/**
 * Each kept page sees its own address, not the one on screen: a hidden list must not react
 * to another page's query.
 */
function FrozenLocation({ pathname, search, children }: { readonly pathname: string; readonly search: string; readonly children: ReactNode }) {
  const hook = useMemo(() => (): [string, typeof navigate] => [pathname, navigate], [pathname])
  const searchHook = useMemo(() => () => search, [search])
  return (
    <Router hook={hook} searchHook={searchHook}>
      {children}
    </Router>
  )
}

/**
 * The main layout's content area: the pages shown lately stay rendered (hidden) so that going
 * back shows them as they were, scrolled where the visitor left them; a link or a new search
 * starts at the top. See keep-alive-cache.ts for the rules.
 */
export function KeepAliveOutlet({ current }: { readonly current: KeptPage | null }) {
  const [state, setState] = useState<OutletState>({ cache: emptyKeepAlive(), sequence: -1, shown: null })
  // While a standalone page shows, this outlet sits in a hidden tree that React may not render:
  // a page is (re)shown whenever the address changed since, even to the same key.
  const sequence = navigation.sequence()
  if (current !== null && (state.cache.activeKey !== current.key || state.sequence !== sequence)) {
    const next = showPage(hidePages(state.cache), current.key, () => current)
    setState({ cache: next.state, sequence, shown: { key: current.key, reused: next.reused, kind: navigation.kind() } })
  }

  const shown = state.shown
  useLayoutEffect(() => {
    if (shown === null) return
    window.scrollTo(0, scrollTargetFor(shown.kind, shown.reused, navigation.savedScroll(shown.key)))
  }, [shown])

  return (
    <>
      {state.cache.entries.map(({ key, value }) => (
        <Activity key={key} mode={key === state.cache.activeKey ? "visible" : "hidden"}>
          <FrozenLocation pathname={value.pathname} search={value.search}>
            <PageBoundary>
              <TitledPage route={value.route} Page={value.Page} params={value.params} />
            </PageBoundary>
          </FrozenLocation>
        </Activity>
      ))}
    </>
  )
}
