import { Component, Suspense, useEffect, useState, type ErrorInfo, type ReactNode } from "react"
import { PAGE_LOAD_TIMEOUT_MS } from "../../domain/core/constants.ts"
import { ErrorState } from "../components/error-state.tsx"
import { LoadingState } from "../components/loading-state.tsx"

/** What a page shows when its file did not arrive (spec 1 §8: a load error after 120 s). */
const LOAD_ERROR_TITLE = "页面加载失败"
const LOAD_TIMEOUT_MESSAGE = "页面加载超时，请检查网络连接后重试。"
const LOAD_FAILED_MESSAGE = "页面文件未能加载，请检查网络连接后重试。"
const RENDER_FAILED_MESSAGE = "页面出现了问题，请刷新后重试。"

const reload = () => location.reload()

/** The loading indicator of a page that turns into a load error after PAGE_LOAD_TIMEOUT_MS. */
function PageLoading({ timeoutMs }: { readonly timeoutMs: number }) {
  const [timedOut, setTimedOut] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), timeoutMs)
    return () => clearTimeout(timer)
  }, [timeoutMs])
  return (
    <div style={{ minHeight: "50vh" }}>
      {timedOut ? (
        <ErrorState title={LOAD_ERROR_TITLE} message={LOAD_TIMEOUT_MESSAGE} onRetry={reload} />
      ) : (
        <LoadingState label="页面加载中…" />
      )}
    </div>
  )
}

const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch/i.test(error.message)

class PageErrorBoundary extends Component<{ readonly children: ReactNode }, { readonly error: unknown }> {
  override state = { error: null as unknown }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (!isChunkLoadError(error)) console.error("page failed to render", error, info.componentStack)
  }

  override render() {
    if (this.state.error === null) return this.props.children
    const chunk = isChunkLoadError(this.state.error)
    return (
      <div style={{ minHeight: "50vh" }}>
        <ErrorState title={LOAD_ERROR_TITLE} message={chunk ? LOAD_FAILED_MESSAGE : RENDER_FAILED_MESSAGE} onRetry={reload} />
      </div>
    )
  }
}

/**
 * Around every lazily loaded page: a loading state while its file arrives, a load error with
 * a retry (reloading the page) when it fails or takes longer than 120 s, and a render error
 * kept to the page instead of blanking the portal.
 */
export function PageBoundary({ children, timeoutMs = PAGE_LOAD_TIMEOUT_MS }: { readonly children: ReactNode; readonly timeoutMs?: number }) {
  return (
    <PageErrorBoundary>
      <Suspense fallback={<PageLoading timeoutMs={timeoutMs} />}>{children}</Suspense>
    </PageErrorBoundary>
  )
}
