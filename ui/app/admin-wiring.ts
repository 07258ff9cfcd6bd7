import { fromPromise } from "xstate"
import { accountToggleMachine, type AccountToggleTarget } from "../../machines/admin/account-toggle.machine.ts"
import { notify } from "../notify/toast-store.ts"
import { api } from "./services.ts"

/** 停用/启用 of the members page; `onChanged` reloads the page's list. */
export const wiredAccountToggleMachine = (onChanged: (target: AccountToggleTarget) => void) =>
  accountToggleMachine.provide({
    actors: {
      // The machine shows the refusal itself, in its dialog.
      setEnabled: fromPromise(({ input }) => api.call("adminAccountEnabled", { params: { id: input.userId }, body: { enabled: input.enabled } }, { silent: true })),
    },
    actions: {
      changed: (_, { target }) => {
        notify.success(target.enabled ? "账号已启用" : "账号已停用，该账号已在所有设备退出登录")
        onChanged(target)
      },
    },
  })

/**
 * Downloads the money page's current filter as a spreadsheet: the export is a file, not JSON, so
 * it is fetched here (with the session cookie) and handed to the browser as a download.
 */
export async function downloadMoneyExport(filter: Readonly<Record<string, string | undefined>>): Promise<void> {
  const query = new URLSearchParams(Object.entries(filter).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ""))
  const response = await fetch(`/api/admin/money/orders/export?${query.toString()}`, { credentials: "same-origin" })
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null
    throw Object.assign(new Error(body?.message ?? "导出失败，请稍后重试"), { status: response.status })
  }
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement("a")
  link.href = url
  link.download = `订单导出-${new Date().toISOString().slice(0, 10)}.xlsx`
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
