import { useRef, useState } from "react"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { EmptyState } from "../components/empty-state.tsx"
import { useResource } from "../app/use-resource.ts"
import type { PageProps } from "../app/page-registry.ts"
import { wiredAccountToggleMachine } from "../app/admin-wiring.ts"
import { useMachine } from "../app/flow-hooks.ts"
import { ConfirmDialog } from "../components/confirm-dialog.tsx"
import { Dialog } from "../components/dialog.tsx"
import { MemberPanel } from "./member-panel.tsx"
import { useSession } from "../session/index.ts"
import { LoadStates } from "../components/list-states.tsx"
import { TableHead } from "../components/data-table.tsx"
import { AdminSearch } from "./admin-page-parts.tsx"

const TYPE_LABELS: Readonly<Record<string, string>> = { member: "会员", merchant: "商家", sys: "官方" }
const PAGE_SIZE = 20

/** Administrators' account list (a menu-only page): find accounts, open one member's details, stop or restore them. */
export default function AdminAccountsPage(_props: PageProps) {
  const session = useSession()
  const [query, setQuery] = useState<{ keyword?: string; page: number }>({ page: 0 })
  const accounts = useResource("adminAccounts", { query })
  const reload = useRef(accounts.reload)
  reload.current = accounts.reload
  // What a stop or restore set, shown on its row over the answer it was made on, until the list
  // read again after it answers: the row does not flash back to the state before it.
  const shownAnswer = useRef(accounts.shown)
  shownAnswer.current = accounts.shown
  const [changed, setChanged] = useState<{ readonly over: unknown; readonly enabled: ReadonlyMap<number, boolean> } | null>(null)
  const [machine] = useState(() =>
    wiredAccountToggleMachine((target) => {
      const over = shownAnswer.current
      setChanged((before) => ({ over, enabled: new Map(before?.over === over ? before.enabled : []).set(target.userId, target.enabled) }))
      reload.current()
    }),
  )
  const enabledOf = (row: { readonly userId: number; readonly enabled: boolean }) => (changed?.over === accounts.shown ? changed.enabled.get(row.userId) : undefined) ?? row.enabled
  const [toggle, send] = useMachine(machine)
  const busy = toggle.hasTag("busy") ? (toggle.context.target?.userId ?? null) : null
  const [viewing, setViewing] = useState<number | null>(null)

  const total = accounts.shown?.totalElements ?? 0
  return (
    <main className={css({ maxW: "6xl", mx: "auto", px: "4", py: "8" })}>
      <h1 className={css({ fontSize: "2xl", fontWeight: "bold", mb: "4" })}>账号管理</h1>
      <AdminSearch className={css({ mb: "4" })} label="搜索账号" placeholder="用户名、昵称或手机号" onSearch={(keyword) => setQuery({ page: 0, ...(keyword ? { keyword } : {}) })} />
      <LoadStates of={accounts} />
      {accounts.shown && total === 0 && <EmptyState title="没有找到账号" />}
      {accounts.shown && total > 0 && (
        <div className={css({ overflowX: "auto" })}>
          <table className={css({ w: "full", bg: "bg.surface", fontSize: "sm", "& th, & td": { textAlign: "left", px: "3", py: "2", borderBottomWidth: "1px", borderColor: "border.subtle", whiteSpace: "nowrap" } })}>
            <TableHead headers={["用户名", "昵称", "手机号", "类型", "状态", "操作"]} />
            <tbody>
              {accounts.shown?.content.map((listed) => ({ ...listed, enabled: enabledOf(listed) })).map((row) => (
                <tr key={row.userId}>
                  <td>{row.username}</td>
                  <td>{row.nickName}</td>
                  <td>{row.phone ?? "—"}</td>
                  <td>{TYPE_LABELS[row.type] ?? row.type}</td>
                  <td>{row.enabled ? "正常" : "已停用"}</td>
                  <td>
                    <div className={css({ display: "flex", gap: "2" })}>
                      <button type="button" className={button({ variant: "outline", size: "sm" })} aria-pressed={viewing === row.userId} onClick={() => setViewing(row.userId)} aria-label={`查看 ${row.username}`}>
                        查看
                      </button>
                      {row.userId !== session.user?.userId && (
                        <button
                          type="button"
                          className={button({ variant: row.enabled ? "danger" : "outline", size: "sm" })}
                          disabled={busy === row.userId}
                          onClick={() => send({ type: "account.toggle", target: { userId: row.userId, username: row.username, enabled: !row.enabled } })}
                          aria-label={`${row.enabled ? "停用" : "启用"} ${row.username}`}
                        >
                          {row.enabled ? "停用" : "启用"}
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className={css({ display: "flex", gap: "3", alignItems: "center", mt: "4", fontSize: "sm" })}>
            <span>共 {total} 个账号</span>
            <button type="button" className={button({ variant: "outline", size: "sm" })} disabled={query.page === 0} onClick={() => setQuery((q) => ({ ...q, page: q.page - 1 }))}>
              上一页
            </button>
            <button
              type="button"
              className={button({ variant: "outline", size: "sm" })}
              disabled={(query.page + 1) * PAGE_SIZE >= total}
              onClick={() => setQuery((q) => ({ ...q, page: q.page + 1 }))}
            >
              下一页
            </button>
          </div>
        </div>
      )}
      {viewing !== null && <MemberPanel key={viewing} userId={viewing} onClose={() => setViewing(null)} />}
      <ConfirmDialog
        open={toggle.matches("confirming")}
        onOpenChange={(open) => !open && send({ type: "account.cancel" })}
        tone="danger"
        title="停用账号"
        message={`确定停用 ${toggle.context.target?.username ?? ""} 吗？停用后该账号将在所有设备退出登录，且无法再登录。`}
        confirmText="停用"
        onConfirm={() => send({ type: "account.confirm" })}
      />
      <Dialog
        open={toggle.matches("failed")}
        onOpenChange={(open) => !open && send({ type: "account.cancel" })}
        role="alertdialog"
        title="操作未完成"
        description={toggle.context.error ?? ""}
        footer={
          <>
            <button type="button" className={button({ variant: "plain" })} onClick={() => send({ type: "account.cancel" })}>
              关闭
            </button>
            <button type="button" className={button()} onClick={() => send({ type: "account.retry" })}>
              重试
            </button>
          </>
        }
      />
    </main>
  )
}
