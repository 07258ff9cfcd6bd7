import { useState } from "react"
import { css } from "styled-system/css"
import { button, tag } from "styled-system/recipes"
import type { SavedAddress } from "../../domain/member/entities/member.ts"
import { canAddAddress } from "../../domain/member/address.ts"
import { ADDRESS_BOOK_MESSAGES, remainingAddressText } from "../../domain/member/address-book.ts"
import { EMPTY_MESSAGES } from "../../domain/core/messages.ts"
import { stringifyRegionIds, parseRegionIds } from "../../domain/region/region-ids.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useCall } from "../app/use-call.ts"
import { AccountFrame, AccountPanel } from "../components/account-frame/account-frame.tsx"
import { AddressFormDialog } from "../components/address/address-form-dialog.tsx"
import { ConfirmDialog } from "../components/confirm-dialog.tsx"
import { EmptyState } from "../components/empty-state.tsx"
import { useResource } from "../app/use-resource.ts"
import { useReloadWhenShownAgain } from "../hooks/use-page-location.ts"
import { LoadStates } from "../components/list-states.tsx"

/**
 * /account/address: at most 20 addresses with the remaining count, one default (setting one
 * clears the others), add and edit in a dialog with the region cascader, delete after confirming.
 */
export default function AddressPage(_props: PageProps) {
  const list = useResource("addressAll", { query: { page: 0, size: 20 } })
  useReloadWhenShownAgain(list.reload)
  const [editing, setEditing] = useState<SavedAddress | null | "new">(null)
  const [deleting, setDeleting] = useState<SavedAddress | null>(null)
  const total = list.shown?.totalElements ?? 0
  const canAdd = canAddAddress(total)

  const setDefault = useCall("addressUpdate", { success: ADDRESS_BOOK_MESSAGES.defaultSet, onDone: () => list.reload() })
  const remove = useCall("addressDelete", { success: ADDRESS_BOOK_MESSAGES.deleted, onDone: () => list.reload() })
  const makeDefault = (a: SavedAddress) =>
    setDefault.send({
        body: {
          id: a.id,
          name: a.name,
          region: stringifyRegionIds(parseRegionIds(a.region)),
          detail: a.detail,
          phone: a.phone,
          telephone: a.telephone,
          defaulted: true,
        },
      })

  return (
    <AccountFrame
      title="收货地址"
      actions={
        <button type="button" className={button()} disabled={!canAdd || list.status !== "ready"} onClick={() => setEditing("new")}>
          新增收货地址
        </button>
      }
    >
      <AccountPanel>
        <LoadStates of={list} compact />
        {list.shown && (
          <div className={css({ display: "grid", gap: "4" })}>
            <p data-testid="address-remaining" className={css({ fontSize: "sm", color: "fg.muted" })}>
              {remainingAddressText(total)}
              {!canAdd && <span className={css({ color: "warning.text", ml: "2" })}>{ADDRESS_BOOK_MESSAGES.full}</span>}
            </p>
            {list.shown.content.length === 0 ? (
              <EmptyState
                title={EMPTY_MESSAGES.addresses}
                action={
                  <button type="button" className={button({ size: "sm" })} onClick={() => setEditing("new")}>
                    新增收货地址
                  </button>
                }
              />
            ) : (
              <ul className={css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "repeat(2, minmax(0, 1fr))" }, gap: "3" })}>
                {list.shown.content.map((a) => (
                  <li
                    key={a.id}
                    aria-label={`${a.name} ${a.regionText}`}
                    className={css({
                      borderWidth: "1px",
                      borderColor: a.defaulted ? "accent.solid" : "border.subtle",
                      borderRadius: "lg",
                      p: "4",
                      display: "grid",
                      gap: "2",
                      bg: a.defaulted ? "accent.subtle" : "bg.surface",
                    })}
                  >
                    <div className={css({ display: "flex", alignItems: "center", gap: "2", flexWrap: "wrap" })}>
                      <span className={css({ fontWeight: "semibold" })}>{a.name}</span>
                      <span className={css({ fontSize: "sm", color: "fg.muted" })}>
                        {[a.phone, a.telephone].filter(Boolean).join(" / ")}
                      </span>
                      {a.defaulted && <span className={tag()}>默认</span>}
                    </div>
                    <p className={css({ fontSize: "sm" })}>
                      {a.regionText} {a.detail}
                    </p>
                    <div className={css({ display: "flex", gap: "3", justifyContent: "flex-end", fontSize: "sm" })}>
                      {!a.defaulted && (
                        <button type="button" className={button({ variant: "link", size: "sm" })} onClick={() => makeDefault(a)} disabled={setDefault.busy}>
                          设为默认
                        </button>
                      )}
                      <button
                        type="button"
                        className={button({ variant: "link", size: "sm" })}
                        onClick={() => setEditing(a)}
                        aria-label={`编辑 ${a.name} 的地址`}
                      >
                        编辑
                      </button>
                      <button
                        type="button"
                        className={button({ variant: "link", size: "sm" })}
                        onClick={() => setDeleting(a)}
                        aria-label={`删除 ${a.name} 的地址`}
                      >
                        删除
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </AccountPanel>
      <AddressFormDialog
        open={editing !== null}
        onOpenChange={(o) => !o && setEditing(null)}
        address={editing === "new" ? null : editing}
        onSaved={() => list.reload()}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="删除地址"
        message={ADDRESS_BOOK_MESSAGES.confirmDelete}
        tone="danger"
        onConfirm={() => {
          if (deleting) remove.send({ body: [deleting.id] })
        }}
      />
    </AccountFrame>
  )
}
