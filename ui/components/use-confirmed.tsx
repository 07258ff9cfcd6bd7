import { useState, type ReactNode } from "react"
import { ConfirmDialog } from "./confirm-dialog.tsx"

/**
 * An action on a row that asks first: `ask(item)` opens the confirmation (its message worded for
 * the item) that `dialog` renders; confirming runs `run(item)` and closes it.
 */
export function useConfirmed<T>({ title, tone, message, run }: { readonly title?: string; readonly tone?: "accent" | "danger"; readonly message: (item: T) => string; readonly run: (item: T) => void }): { readonly ask: (item: T) => void; readonly dialog: ReactNode } {
  const [asking, setAsking] = useState<T | null>(null)
  return {
    ask: setAsking,
    dialog: (
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(o) => !o && setAsking(null)}
        {...(title === undefined ? {} : { title })}
        {...(tone === undefined ? {} : { tone })}
        message={asking === null ? "" : message(asking)}
        onConfirm={() => {
          if (asking !== null) run(asking)
        }}
      />
    ),
  }
}
