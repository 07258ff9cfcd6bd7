import { notify } from "../notify/toast-store.ts"

/**
 * Copies text for the member to paste elsewhere and says how it went. Where the browser refuses
 * (no permission, a page not served over HTTPS) the notice asks to copy by hand, showing
 * `fallback` (a link to share) when there is one to show.
 */
export async function copyWithNotice(text: string, copied: string, fallback?: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
    notify.success(copied)
  } catch {
    notify.error(fallback === undefined ? "复制失败，请手动选择复制" : `复制失败，请手动复制：${fallback}`)
  }
}
