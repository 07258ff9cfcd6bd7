import { useMachine } from "../app/flow-hooks.ts"
import { useState } from "react"
import { css } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import type { QuickReplyRecord } from "../../domain/chat/endpoints.ts"
import { QUICK_REPLY_TEXT_WIDGET_CAP, QUICK_REPLY_TITLE_MAX } from "../../domain/core/constants.ts"
import { charLength } from "../../domain/core/validation/text.ts"
import { dialogMode } from "../../machines/chat/quick-reply-dialog.machine.ts"
import { wiredQuickReplyDialogMachine } from "../app/chat-wiring.ts"
import { useCall } from "../app/use-call.ts"
import { ConfirmDialog } from "../components/confirm-dialog.tsx"
import { Dialog } from "../components/dialog.tsx"
import { FormField } from "../components/form-field.tsx"
import { useResource } from "../app/use-resource.ts"

function QuickReplyDialog({ actor }: { readonly actor: ReturnType<typeof useMachine<typeof wiredQuickReplyDialogMachine>> }) {
  const [snapshot, send] = actor
  const open = !snapshot.matches("closed")
  const { values, errors, failure } = snapshot.context
  const busy = snapshot.hasTag("busy")
  const mode = dialogMode(values)
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !busy && send({ type: "dialog.cancel" })}
      title={mode === "add" ? "添加快捷回复" : "编辑快捷回复"}
      footer={
        <>
          <button type="button" className={button({ variant: "plain", size: "sm" })} disabled={busy} onClick={() => send({ type: "dialog.cancel" })}>
            取消
          </button>
          <button type="submit" form="quick-reply-form" className={button({ size: "sm" })} disabled={busy} data-loading={busy ? "" : undefined}>
            保存
          </button>
        </>
      }
    >
      <form
        id="quick-reply-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          send({ type: "dialog.submit" })
        }}
        className={css({ display: "flex", flexDir: "column", gap: "3", mt: "2" })}
      >
        <FormField id="quick-reply-title" label="标题" errors={errors.title}>
          <input
            id="quick-reply-title"
            className={input({ size: "sm" })}
            value={values.title}
            maxLength={QUICK_REPLY_TITLE_MAX}
            onChange={(event) => send({ type: "field.change", field: "title", value: event.target.value })}
          />
        </FormField>
        <FormField id="quick-reply-content" label="回复内容" errors={errors.content} hint={`${charLength(values.content)}/${QUICK_REPLY_TEXT_WIDGET_CAP}`}>
          <textarea
            id="quick-reply-content"
            rows={4}
            value={values.content}
            maxLength={QUICK_REPLY_TEXT_WIDGET_CAP}
            onChange={(event) => send({ type: "field.change", field: "content", value: event.target.value })}
            className={css({ w: "full", p: "2", fontSize: "sm", borderWidth: "1px", borderColor: "border.default", borderRadius: "md", resize: "vertical", _focus: { outline: "none", borderColor: "accent.solid" } })}
          />
        </FormField>
        {failure && (
          <p role="alert" className={css({ color: "danger.text", fontSize: "sm" })}>
            {failure}
          </p>
        )}
      </form>
    </Dialog>
  )
}

/**
 * The quick-reply panel of the chat page (spec 2 §2): titled replies with send, edit and
 * delete, and the add/edit dialog.
 */
export function QuickReplyPanel({ canSend, onSend }: { readonly canSend: boolean; readonly onSend: (text: string) => void }) {
  const replies = useResource("quickReplies")
  const dialog = useMachine(wiredQuickReplyDialogMachine.provide({ actions: { saved: () => replies.reload() } }))
  const [removing, setRemoving] = useState<QuickReplyRecord | null>(null)
  const remove = useCall("quickReplyDelete", { onDone: replies.reload, onFailed: replies.reload })
  const [, send] = dialog
  return (
    <section aria-labelledby="quick-replies-title" className={css({ bg: "bg.surface", borderRadius: "lg", borderWidth: "1px", borderColor: "border.subtle", p: "3", display: "flex", flexDir: "column", gap: "2", minW: "0" })}>
      <div className={css({ display: "flex", alignItems: "center", justifyContent: "space-between" })}>
        <h2 id="quick-replies-title" className={css({ fontWeight: "bold", fontSize: "sm" })}>
          快捷回复
        </h2>
        <button type="button" className={button({ size: "sm", variant: "subtle" })} onClick={() => send({ type: "dialog.open" })}>
          添加
        </button>
      </div>
      {replies.status === "loading" && !replies.shown && <p className={css({ color: "fg.muted", fontSize: "sm" })}>正在加载…</p>}
      {replies.status === "failure" && (
        <p className={css({ color: "fg.muted", fontSize: "sm" })}>
          快捷回复加载失败，
          <button type="button" className={button({ variant: "link", size: "sm" })} onClick={replies.retry}>
            重试
          </button>
        </p>
      )}
      {replies.shown?.length === 0 && <p className={css({ color: "fg.muted", fontSize: "sm" })}>还没有快捷回复，添加常用语，聊天时一键发送。</p>}
      <ul className={css({ display: "flex", flexDir: "column", gap: "2", maxH: "96", overflowY: "auto" })}>
        {replies.shown?.map((reply) => (
          <li key={reply.id} className={css({ borderWidth: "1px", borderColor: "border.subtle", borderRadius: "md", p: "2" })}>
            <div className={css({ display: "flex", alignItems: "center", gap: "1" })}>
              <strong className={css({ flex: "1", fontSize: "sm", truncate: true })}>{reply.title}</strong>
              <button type="button" aria-label={`发送快捷回复：${reply.title}`} disabled={!canSend} className={button({ size: "xs", variant: "ghost" })} onClick={() => onSend(reply.content)}>
                发送
              </button>
              <button type="button" aria-label={`编辑快捷回复：${reply.title}`} className={button({ size: "xs", variant: "ghost" })} onClick={() => send({ type: "dialog.open", reply })}>
                编辑
              </button>
              <button type="button" aria-label={`删除快捷回复：${reply.title}`} className={button({ size: "xs", variant: "ghost" })} onClick={() => setRemoving(reply)}>
                删除
              </button>
            </div>
            <p className={css({ fontSize: "xs", color: "fg.muted", lineClamp: 2 })}>{reply.content}</p>
          </li>
        ))}
      </ul>
      <QuickReplyDialog actor={dialog} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        message={`确定删除快捷回复“${removing?.title ?? ""}”吗？`}
        tone="danger"
        onConfirm={() => {
          if (removing) remove.send({ params: { id: removing.id } })
        }}
      />
    </section>
  )
}
