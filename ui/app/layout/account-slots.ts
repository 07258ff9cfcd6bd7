import { lazy, type ComponentType, type LazyExoticComponent } from "react"

/** What the account popover hands to its sign-in panel. */
export interface SignInPanelProps {
  /** Closes the popover (e.g. after signing in, or to follow a link). */
  readonly onClose: () => void
}

/**
 * Registration point of the account popover: the member centre sets `signIn` to its lazily
 * loaded daily sign-in panel (`lazy(() => import(...))`). While it is null the popover shows
 * its quick links only, without a sign-in tab.
 */
export const accountPopoverSlots: {
  readonly signIn: LazyExoticComponent<ComponentType<SignInPanelProps>> | null
} = {
  signIn: lazy(() => import("../../components/sign-in/sign-in-panel.tsx")),
}
