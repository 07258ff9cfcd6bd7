import { HoverCard } from "@ark-ui/react/hover-card"
import { Portal } from "@ark-ui/react/portal"
import { useState, type ReactElement } from "react"
import { FRIEND_MESSAGES } from "../../../domain/chat/friend-relation.ts"
import { ConfirmDialog } from "../confirm-dialog.tsx"
import { css } from "styled-system/css"
import { USER_CARD_HOVER_MS } from "../../../domain/core/constants.ts"
import { UserCardBody, type UserCardTarget } from "./user-card-body.tsx"

export type UserCardProps = UserCardTarget & {
  /** What the card opens from: an avatar or a name (a single element that takes a ref, e.g. <a> or <button>). */
  readonly children: ReactElement
}

/**
 * The profile card shown after hovering (or focusing) an avatar or a name for 300 ms
 * (spec 1 §2.4, §9): header image, avatar, nickname, gender, relation, counts and the
 * friend and message buttons. Give it a user name or, where only the id is known, a user id.
 * The card is loaded on the first hover and then kept, so a delete confirmation or a pending
 * request outlives the pointer leaving the card.
 */
export function UserCard({ children, ...target }: UserCardProps) {
  const [opened, setOpened] = useState(false)
  // The delete confirmation lives outside the hover card, so that the card may close under it.
  const [confirm, setConfirm] = useState<{ onConfirm: () => void; onCancel: () => void } | null>(null)
  return (
    <>
      <HoverCard.Root
        openDelay={USER_CARD_HOVER_MS}
        closeDelay={200}
        lazyMount
        positioning={{ placement: "bottom-start", gutter: 6 }}
        onOpenChange={(details) => {
          if (details.open) setOpened(true)
        }}
      >
        <HoverCard.Trigger asChild>{children}</HoverCard.Trigger>
        <Portal>
          <HoverCard.Positioner className={css({ zIndex: 1300 })}>
            <HoverCard.Content
              className={css({
                w: "72",
                bg: "bg.surface",
                borderRadius: "lg",
                boxShadow: "overlay",
                borderWidth: "1px",
                borderColor: "border.subtle",
                overflow: "hidden",
              })}
            >
              {opened && <UserCardBody target={target as UserCardTarget} onConfirmDelete={setConfirm} />}
            </HoverCard.Content>
          </HoverCard.Positioner>
        </Portal>
      </HoverCard.Root>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => {
          if (open || !confirm) return
          confirm.onCancel()
          setConfirm(null)
        }}
        message={FRIEND_MESSAGES.confirmDelete}
        tone="danger"
        onConfirm={() => {
          confirm?.onConfirm()
          setConfirm(null)
        }}
      />
    </>
  )
}
