import { lazy, Suspense, type ComponentType } from "react"
import { LoadingState } from "./loading-state.tsx"

/**
 * A block whose code loads when it is first shown (a tab's content, say), with a compact loading
 * state of its own label meanwhile. Made once per block, at a module's top level.
 */
export const lazyBlock = <P extends object>(load: () => Promise<ComponentType<P>>, label: string): ComponentType<P> => {
  const Lazy = lazy(() => load().then((component) => ({ default: component })))
  return function LazyBlock(props: P) {
    return (
      <Suspense fallback={<LoadingState compact label={label} />}>
        <Lazy {...props} />
      </Suspense>
    )
  }
}
