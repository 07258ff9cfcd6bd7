import { useCallback, useEffect, useState, useSyncExternalStore } from "react"
import type { InspectionEvent } from "xstate"
import type { FlowEntry } from "../../machines/testing/flow-entry.ts"
import { LiveCopy, type FlowStep } from "../../machines/testing/live-copy.ts"

const noop = () => () => {}

/**
 * A live copy of a flow with fake actors, started from one of its inputs; `restart`
 * begins again. The copy is stopped when the entry or input changes or the page leaves.
 */
export function useLiveCopy(entry: FlowEntry, inputIndex: number, inspect?: (event: InspectionEvent) => void) {
  const [generation, setGeneration] = useState(0)
  const [live, setLive] = useState<LiveCopy | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    const copy = new LiveCopy(entry, { inputIndex, ...(inspect ? { inspect } : {}) })
    setLive(copy)
    return () => copy.stop()
  }, [entry, inputIndex, inspect, generation])

  const subscribe = useCallback((listener: () => void) => (live ? live.subscribe(listener) : noop()), [live])
  const version = useSyncExternalStore(subscribe, () => live?.getVersion() ?? -1)

  const apply = useCallback(
    async (step: FlowStep) => {
      if (!live) return
      setBusy(true)
      try {
        await live.apply(step)
      } finally {
        setBusy(false)
      }
    },
    [live],
  )

  return { live, version, busy, apply, restart: () => setGeneration((g) => g + 1) }
}
