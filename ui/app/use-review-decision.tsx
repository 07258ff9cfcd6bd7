import { useRef, useState, type ReactNode } from "react"
import { RejectDialog } from "../components/reject-dialog.tsx"
import { useMachine } from "./flow-hooks.ts"
import { wiredReviewDecisionMachine, type ReviewQueueName } from "./review-wiring.ts"

/**
 * A review page's decisions through the review-decision machine: `approve(id)` decides at once
 * (a page that asks first calls it from its confirmation), `reject(id)` opens the reason dialog
 * that `rejectDialog` renders; the list is reloaded after each decision.
 */
export function useReviewDecision(queue: ReviewQueueName, reload: () => void) {
  const latestReload = useRef(reload)
  latestReload.current = reload
  const [machine] = useState(() => wiredReviewDecisionMachine(queue, () => latestReload.current()))
  const [decision, send] = useMachine(machine)
  const asking = decision.matches("askingReason") || decision.matches("rejecting")
  return {
    /** The item whose decision is under way, if any. */
    busyId: decision.hasTag("busy") ? decision.context.id : null,
    /** The item the reason dialog is open for, if any. */
    rejectingId: asking ? decision.context.id : null,
    approve: (id: number) => send({ type: "review.approve", id }),
    reject: (id: number) => send({ type: "review.reject", id }),
    rejectDialog: ({ title, reader, description }: { readonly title: string; readonly reader: string; readonly description?: string }): ReactNode => (
      <RejectDialog
        open={asking}
        title={title}
        reader={reader}
        {...(description === undefined ? {} : { description })}
        onClose={() => send({ type: "review.cancel" })}
        busy={decision.matches("rejecting")}
        refusal={decision.context.refusal}
        onReject={(reason) => send({ type: "review.submit", reason })}
      />
    ),
  }
}
