import { useCallback, useEffect, useEffectEvent, useState } from "react"
import { css } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import {
  FORUM_MESSAGES,
  FORUM_TITLE_MAX,
  FORUM_TOPIC_VIDEOS,
  FORUM_TOPIC_PICTURES,
  validateForumTopic,
  type ForumBoard,
  type ForumTopicForm,
} from "../../domain/community/index.ts"
import { charLength } from "../../domain/core/validation/text.ts"
import { useMachine } from "../app/flow-hooks.ts"
import { wiredForumTopicMachine } from "../app/forum-wiring.ts"
import { AlertBox } from "../components/alert-box.tsx"
import { FormField } from "../components/form-field.tsx"
import { RichTextField } from "../components/rich-text-field.tsx"
import { Select } from "../components/select.tsx"
import { notify } from "../notify/toast-store.ts"
import { NewsRealNamePrompt, usePublishPermission } from "../news/index.ts"

export interface ForumTopicComposerProps {
  readonly boards: ReadonlyArray<Pick<ForumBoard, "id" | "name">>
  /** The topic being edited, or null for a new one. */
  readonly topicId: number | null
  readonly initial: ForumTopicForm
  /** Called with the topic's id once it is posted (or saved). */
  readonly onPosted: (id: number) => void
  readonly onCancel: () => void
}

/**
 * The topic form: board, title and the rich-text body with pictures, checked with the server's
 * own rule (messages per field after a first try), sent through the topic flow.
 */
export function ForumTopicComposer({ boards, topicId, initial, onPosted, onCancel }: ForumTopicComposerProps) {
  const permission = usePublishPermission()
  const [values, setValues] = useState<ForumTopicForm>(initial)
  const [snapshot, send] = useMachine(wiredForumTopicMachine, { input: { topicId } })
  const busy = snapshot.hasTag("busy")
  // After a first try the messages follow what is typed (the flow checks with the same rule).
  const errors = snapshot.context.attempted ? validateForumTopic(values) : {}
  // Runs on each change of state; the rest of the snapshot and the callbacks are read, not watched.
  const settle = useEffectEvent(() => {
    if (snapshot.matches("posted") && snapshot.context.result !== null) {
      notify.success(topicId === null ? FORUM_MESSAGES.posted : FORUM_MESSAGES.updated)
      onPosted(snapshot.context.result)
    }
    if (snapshot.matches("cancelled")) onCancel()
  })
  useEffect(() => {
    settle()
  }, [snapshot.value])

  const onBody = useCallback((bodyHtml: string) => setValues((v) => ({ ...v, bodyHtml })), [])
  const submit = () => send({ type: "topic.submit", values })

  return (
    <form
      noValidate
      aria-label={topicId === null ? "发新帖" : "编辑帖子"}
      className={css({ display: "grid", gap: "4" })}
      onSubmit={(e) => (e.preventDefault(), submit())}
    >
      <NewsRealNamePrompt />
      <div className={css({ display: "grid", gap: "1.5" })}>
        <Select
          label="版块"
          options={boards.map((b) => ({ value: String(b.id), label: b.name }))}
          value={values.boardId === null ? null : String(values.boardId)}
          onValueChange={(v) => setValues((current) => ({ ...current, boardId: Number(v) }))}
          placeholder="选择发帖的版块"
          name="boardId"
        />
        {errors.boardId && <p className={css({ fontSize: "xs", color: "danger.text" })}>{errors.boardId[0]}</p>}
      </div>
      <FormField id={`forum-title-${topicId ?? "new"}`} label="标题" required errors={errors.title} hint={`${charLength(values.title.trim())}/${FORUM_TITLE_MAX}`}>
        <input
          id={`forum-title-${topicId ?? "new"}`}
          className={input()}
          maxLength={FORUM_TITLE_MAX + 20}
          value={values.title}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the member opened the composer to write a new topic
          autoFocus={topicId === null}
          placeholder="一句话说清楚想讨论什么"
          onChange={(e) => setValues((v) => ({ ...v, title: e.target.value }))}
        />
      </FormField>
      <RichTextField
        heading="内容"
        html={values.bodyHtml}
        errors={errors.bodyHtml}
        editor={{
          label: "帖子内容",
          initialHtml: initial.bodyHtml,
          onChange: onBody,
          placeholder: "分享经验或提出问题，可插入图片、视频、列表和链接",
          imageLimit: FORUM_TOPIC_PICTURES,
          videoLimit: FORUM_TOPIC_VIDEOS,
        }}
      />
      <AlertBox message={snapshot.context.error} />
      <div className={css({ display: "flex", gap: "3", flexWrap: "wrap" })}>
        <button type="submit" className={button()} disabled={busy || (permission.signedIn && !permission.canPost)}>
          {busy ? "正在发表…" : topicId === null ? "发表帖子" : "保存修改"}
        </button>
        <button type="button" className={button({ variant: "plain" })} disabled={busy} onClick={() => send({ type: "topic.cancel" })}>
          取消
        </button>
      </div>
    </form>
  )
}

