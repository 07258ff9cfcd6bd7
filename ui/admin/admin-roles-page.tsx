import { useState } from "react"
import { css } from "styled-system/css"
import { ADMIN_ROLES, PERMISSION_LABELS, ROLE_GRANT_MESSAGES, roleGrantProblem, type RoleAccount } from "../../domain/admin/index.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useCall } from "../app/use-call.ts"
import { useResource } from "../app/use-resource.ts"
import { EmptyState } from "../components/empty-state.tsx"
import { useSession } from "../session/index.ts"
import { LoadStates } from "../components/list-states.tsx"
import { AdminSearch, SaveRow } from "./admin-page-parts.tsx"
import { useSavedDraft } from "./saved-draft.ts"

const rolesOf = (account: RoleAccount): readonly string[] => account.adminRoles

/** One account's administrators' roles as checkboxes, saved together. */
function AccountRoles({ account, actorId, onSaved }: { readonly account: RoleAccount; readonly actorId: number | null; readonly onSaved: () => void }) {
  const save = useCall("adminRoleGrant", { success: ROLE_GRANT_MESSAGES.saved, onDone: onSaved })
  const [granted, setGranted] = useSavedDraft(account, rolesOf, save.busy)
  const [problem, setProblem] = useState<string | null>(null)
  const changed = granted.length !== account.adminRoles.length || granted.some((role) => !account.adminRoles.includes(role))
  const name = `${account.nickName}（${account.username}）`
  return (
    <li className={css({ bg: "bg.surface", borderRadius: "lg", boxShadow: "card", p: { base: "3", md: "4" } })}>
      <form
        aria-label={`${name} 的角色`}
        className={css({ display: "grid", gap: "2" })}
        onSubmit={(e) => {
          e.preventDefault()
          const found = roleGrantProblem({ actorId: actorId ?? 0, accountId: account.id, current: account.adminRoles, granted })
          setProblem(found)
          if (!found) save.send({ params: { id: account.id }, body: { roles: [...granted] } })
        }}
      >
        <div className={css({ display: "flex", gap: "2", alignItems: "baseline", flexWrap: "wrap" })}>
          <strong>{account.nickName}</strong>
          <span className={css({ fontSize: "xs", color: "fg.subtle" })}>
            {account.username}
            {account.phone ? ` · ${account.phone}` : ""}
            {account.enabled ? "" : " · 已停用"}
          </span>
        </div>
        <fieldset className={css({ display: "flex", gap: "3", flexWrap: "wrap", fontSize: "sm" })}>
          <legend className={css({ srOnly: true })}>{name} 的管理员角色</legend>
          {ADMIN_ROLES.map((role) => (
            <label key={role.role} className={css({ display: "flex", gap: "1", alignItems: "center" })} title={role.permissions.map((p) => PERMISSION_LABELS[p]).join("、")}>
              <input
                type="checkbox"
                checked={granted.includes(role.role)}
                onChange={(e) => setGranted(e.target.checked ? [...granted, role.role] : granted.filter((r) => r !== role.role))}
              />
              {role.title}
            </label>
          ))}
        </fieldset>
        <SaveRow label="保存角色" busy={save.busy} disabled={!changed} message={problem ?? save.error} />
      </form>
    </li>
  )
}

/** /admin/roles (超级管理员): find accounts and grant or revoke the administrators' roles. */
export default function AdminRolesPage({ route }: PageProps) {
  const session = useSession()
  const [keyword, setKeyword] = useState<string | undefined>(undefined)
  const accounts = useResource("adminRoleAccounts", { query: keyword ? { keyword } : {} })
  return (
    <main className={css({ maxW: "5xl", mx: "auto", px: { base: "3", md: "6" }, py: "6", display: "grid", gap: "4" })}>
      <h1 className={css({ fontSize: "2xl", fontWeight: "bold" })}>{route.title}</h1>
      <p className={css({ fontSize: "sm", color: "fg.muted" })}>不输入关键词时列出现有管理员；角色对应的权限由系统固定，授予或撤销后在对方下次操作时生效。</p>
      <AdminSearch label="搜索账号" placeholder="用户名、昵称或手机号" maxLength={40} onSearch={setKeyword} />
      <LoadStates of={accounts} />
      {accounts.shown && accounts.shown.length === 0 && <EmptyState title={keyword ? "没有找到账号" : "还没有管理员"} />}
      {accounts.shown && accounts.shown.length > 0 && (
        <ul aria-label="账号列表" className={css({ display: "grid", gap: "3" })}>
          {accounts.shown.map((account) => (
            <AccountRoles key={account.id} account={account} actorId={session.user?.userId ?? null} onSaved={accounts.reload} />
          ))}
        </ul>
      )}
    </main>
  )
}
