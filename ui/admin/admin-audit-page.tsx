import { useState } from "react"
import { css } from "styled-system/css"
import { AUDIT_PAGE_SIZE, auditActionLabel } from "../../domain/admin/index.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useResource } from "../app/use-resource.ts"
import { EmptyState } from "../components/empty-state.tsx"
import { Pager } from "../components/pager.tsx"
import { LoadStates } from "../components/list-states.tsx"
import { TableHead } from "../components/data-table.tsx"
import { formatTime } from "../components/time-format.ts"
import { AdminSearch } from "./admin-page-parts.tsx"

const shorten = (text: string | null) => (text === null ? "—" : text.length > 160 ? `${text.slice(0, 160)}…` : text)

/** /admin/audit: every administrator's action — who, when, what, before and after; searchable, never editable. */
export default function AdminAuditPage({ route }: PageProps) {
  const [query, setQuery] = useState<{ keyword?: string; page: number }>({ page: 0 })
  const log = useResource("adminAudit", { query })
  const total = log.data?.totalElements ?? 0
  return (
    <main className={css({ maxW: "6xl", mx: "auto", px: { base: "3", md: "6" }, py: "6", display: "grid", gap: "4" })}>
      <h1 className={css({ fontSize: "2xl", fontWeight: "bold" })}>{route.title}</h1>
      <AdminSearch label="搜索操作日志" placeholder="操作人、操作、对象或内容" onSearch={(keyword) => setQuery({ page: 0, ...(keyword ? { keyword } : {}) })} />
      <LoadStates of={log} />
      {log.status === "ready" && total === 0 && <EmptyState title="没有找到操作记录" />}
      {log.status === "ready" && total > 0 && (
        <>
          <div className={css({ overflowX: "auto" })}>
            <table className={css({ w: "full", bg: "bg.surface", fontSize: "sm", "& th, & td": { textAlign: "left", px: "3", py: "2", borderBottomWidth: "1px", borderColor: "border.subtle", verticalAlign: "top" } })}>
              <TableHead headers={["时间", "操作人", "操作", "对象", "修改前", "修改后"]} />
              <tbody>
                {log.data?.content.map((entry) => (
                  <tr key={entry.id}>
                    <td className={css({ whiteSpace: "nowrap" })}>{formatTime(entry.at)}</td>
                    <td className={css({ whiteSpace: "nowrap" })}>{entry.actorName}</td>
                    <td className={css({ whiteSpace: "nowrap" })}>{auditActionLabel(entry.action)}</td>
                    <td>{entry.target}</td>
                    <td className={css({ fontFamily: "mono", fontSize: "xs", wordBreak: "break-all", color: "fg.muted" })} title={entry.before ?? undefined}>
                      {shorten(entry.before)}
                    </td>
                    <td className={css({ fontFamily: "mono", fontSize: "xs", wordBreak: "break-all" })} title={entry.after ?? undefined}>
                      {shorten(entry.after)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={query.page} pageSize={AUDIT_PAGE_SIZE} total={total} onPageChange={(page) => setQuery((q) => ({ ...q, page }))} label="操作日志分页" />
        </>
      )}
    </main>
  )
}
