import { useSyncExternalStore } from "react"
import { css } from "styled-system/css"
import { toastStore, type ToastTone } from "../notify/toast-store.ts"

const toneColor: Record<ToastTone, string> = {
  info: css({ borderLeftColor: "accent.solid" }),
  success: css({ borderLeftColor: "success.solid" }),
  warning: css({ borderLeftColor: "vip.solid" }),
  error: css({ borderLeftColor: "danger.solid" }),
}

export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot)
  return (
    <div
      aria-live="polite"
      className={css({ position: "fixed", top: "4", right: "4", zIndex: 1000, display: "flex", flexDir: "column", gap: "2", maxW: "sm" })}
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.tone === "error" ? "alert" : "status"}
          data-tone={toast.tone}
          className={`${css({ bg: "bg.surface", boxShadow: "lg", borderRadius: "md", px: "4", py: "3", borderLeftWidth: "4px", minW: "60" })} ${toneColor[toast.tone]}`}
        >
          {toast.title && <strong className={css({ display: "block", fontSize: "sm" })}>{toast.title}</strong>}
          <span className={css({ fontSize: "sm" })}>{toast.message}</span>
          <button
            type="button"
            aria-label="关闭通知"
            onClick={() => toastStore.dismiss(toast.id)}
            className={css({ float: "right", ml: "3", color: "fg.subtle", cursor: "pointer" })}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  )
}
