import { useSyncExternalStore, type ReactNode } from "react"
import { Link } from "wouter"
import { css, cx } from "styled-system/css"
import { toastStore, type Toast, type ToastTone } from "../notify/toast-store.ts"
import { AlertIcon, CloseIcon } from "./icons.tsx"

const CheckIcon = () => (
  <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12.5 2.8 2.7L16 9.8" />
  </svg>
)

const TONES: Record<ToastTone, { readonly bar: string; readonly icon: ReactNode }> = {
  info: { bar: css({ borderLeftColor: "accent.solid", "& [data-part=icon]": { color: "accent.solid" } }), icon: <AlertIcon size={18} /> },
  success: { bar: css({ borderLeftColor: "success.solid", "& [data-part=icon]": { color: "success.solid" } }), icon: <CheckIcon /> },
  warning: { bar: css({ borderLeftColor: "warning.solid", "& [data-part=icon]": { color: "warning.solid" } }), icon: <AlertIcon size={18} /> },
  error: { bar: css({ borderLeftColor: "danger.solid", "& [data-part=icon]": { color: "danger.solid" } }), icon: <AlertIcon size={18} /> },
  plain: { bar: css({ borderLeftColor: "border.default" }), icon: null },
}

function ToastItem({ toast }: { readonly toast: Toast }) {
  const tone = TONES[toast.tone]
  const pause = () => toastStore.pause(toast.id)
  const resume = () => toastStore.resume(toast.id)
  return (
    <div
      role={toast.tone === "error" ? "alert" : "status"}
      aria-atomic="true"
      data-tone={toast.tone}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) resume()
      }}
      className={cx(
        css({
          pointerEvents: "auto",
          display: "flex",
          alignItems: "flex-start",
          gap: "2.5",
          w: "full",
          bg: "bg.surface",
          color: "fg.default",
          boxShadow: "overlay",
          borderRadius: "md",
          borderWidth: "1px",
          borderColor: "border.subtle",
          borderLeftWidth: "4px",
          pl: "3",
          pr: "1.5",
          py: "2.5",
          animation: "popIn 0.18s ease-out",
        }),
        tone.bar,
      )}
    >
      {tone.icon && (
        <span data-part="icon" className={css({ flexShrink: 0, mt: "0.5", display: "inline-flex" })}>
          {tone.icon}
        </span>
      )}
      <div className={css({ flex: "1", minW: "0", py: "0.5", wordBreak: "break-word" })}>
        {toast.href ? (
          <Link
            href={toast.href}
            onClick={() => toastStore.dismiss(toast.id)}
            className={css({ display: "block", borderRadius: "sm", _hover: { "& strong": { color: "accent.text" } }, _focusVisible: { outline: "2px solid", outlineColor: "accent.solid", outlineOffset: "2px" } })}
          >
            {toast.title && <strong className={css({ display: "block", fontSize: "sm", fontWeight: "semibold", mb: "0.5" })}>{toast.title}</strong>}
            <span className={css({ display: "block", fontSize: "sm", color: toast.title ? "fg.muted" : "fg.default" })}>{toast.message}</span>
          </Link>
        ) : (
          <>
            {toast.title && <strong className={css({ display: "block", fontSize: "sm", fontWeight: "semibold", mb: "0.5" })}>{toast.title}</strong>}
            <p className={css({ fontSize: "sm", color: toast.title ? "fg.muted" : "fg.default" })}>{toast.message}</p>
          </>
        )}
      </div>
      <button
        type="button"
        aria-label="关闭通知"
        onClick={() => toastStore.dismiss(toast.id)}
        className={css({
          flexShrink: 0,
          display: "inline-flex",
          alignItems: "center",
          justifyContent: "center",
          w: "7",
          h: "7",
          borderRadius: "sm",
          color: "fg.subtle",
          cursor: "pointer",
          _hover: { color: "fg.default", bg: "bg.muted" },
          _focusVisible: { outline: "2px solid", outlineColor: "accent.solid", outlineOffset: "1px" },
        })}
      >
        <CloseIcon size={16} />
      </button>
    </div>
  )
}

/**
 * The notifications of the page, stacked: at the top right on wide screens; on phones along
 * the bottom edge, so that they never cover the header's account and menu buttons.
 * Errors are alerts, the others statuses; each closes with its button.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot, toastStore.snapshot)
  return (
    <div
      data-testid="toaster"
      className={css({
        position: "fixed",
        zIndex: "toast",
        pointerEvents: "none",
        display: "flex",
        flexDir: "column",
        gap: "2",
        left: { base: "3", md: "auto" },
        right: { base: "3", md: "5" },
        bottom: { base: "calc(12px + env(safe-area-inset-bottom, 0px))", md: "auto" },
        top: { base: "auto", md: "5" },
        w: { md: "sm" },
      })}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  )
}
