import { useState } from "react"
import { css } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import { DEFAULT_AVATAR_PATH } from "../../domain/chat/card.ts"
import { FRIEND_MESSAGES } from "../../domain/chat/friend-relation.ts"
import { useCall } from "../app/use-call.ts"
import { UserCard } from "../components/user-card/user-card.tsx"
import { controlAria } from "../components/form-field.tsx"
import { useResource } from "../app/use-resource.ts"
import { callMessage } from "../../machines/core/failure.ts"

const messageOf = (error: unknown): string => callMessage(error, "操作失败，请稍后再试")

/** Adding a friend by user name, and the requests waiting for the member's answer. */
export function FriendsPanel({ requests, onChanged }: { readonly requests: ReturnType<typeof useResource<"friendRequests">>; readonly onChanged: () => void }) {
  const [name, setName] = useState("")
  const [error, setError] = useState<string | null>(null)
  const adding = useCall("friendsAdd", {
    silent: true,
    success: (answer) => (answer.relation === "friend" ? "已添加好友" : FRIEND_MESSAGES.requestSent),
    onDone: () => {
      setName("")
      setError(null)
      onChanged()
    },
    onFailed: (failure) => setError(messageOf(failure)),
  })
  const busy = adding.busy
  const add = () => {
    const userName = name.trim()
    if (userName === "") setError("请输入对方的用户名")
    else adding.send({ body: { userName } })
  }
  // Already answered elsewhere: the list below is read again either way.
  const settled = () => {
    requests.reload()
    onChanged()
  }
  const accepting = useCall("friendRequestAccept", { silent: true, success: "已添加好友", onDone: settled, onFailed: settled })
  const declining = useCall("friendRequestDecline", { silent: true, success: "已拒绝好友请求", onDone: settled, onFailed: settled })
  const answer = (id: number, accept: boolean) => (accept ? accepting : declining).send({ params: { id } })
  return (
    <div className={css({ display: "flex", flexDir: "column", gap: "3" })}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          add()
        }}
        className={css({ display: "flex", flexDir: "column", gap: "1" })}
      >
        <label htmlFor="friend-user-name" className={css({ fontSize: "xs", color: "fg.muted" })}>
          添加好友
        </label>
        <div className={css({ display: "flex", gap: "1.5" })}>
          <input
            id="friend-user-name"
            className={input({ size: "sm" })}
            placeholder="输入对方用户名"
            value={name}
            {...controlAria("friend-user-name", error ? [error] : undefined)}
            onChange={(event) => setName(event.target.value)}
          />
          <button type="submit" className={button({ size: "sm", variant: "outline" })} disabled={busy}>
            添加
          </button>
        </div>
        {error && (
          <p id="friend-user-name-errors" role="alert" className={css({ fontSize: "xs", color: "danger.text" })}>
            {error}
          </p>
        )}
      </form>
      {(requests.shown?.length ?? 0) > 0 && (
        <section aria-labelledby="friend-requests-title">
          <h2 id="friend-requests-title" className={css({ fontSize: "xs", color: "fg.muted", mb: "1" })}>
            好友请求（{requests.shown?.length}）
          </h2>
          <ul className={css({ display: "flex", flexDir: "column", gap: "1.5" })}>
            {requests.shown?.map((request) => (
              <li key={request.id} className={css({ display: "flex", alignItems: "center", gap: "2", bg: "highlight.subtle", borderRadius: "md", p: "2" })}>
                <UserCard userName={request.from.userName}>
                  <button type="button" aria-label={`查看${request.from.nickName}的名片`} className={css({ flexShrink: 0, cursor: "pointer" })}>
                    <img src={request.from.avatarPath || DEFAULT_AVATAR_PATH} alt="" width={28} height={28} className={css({ w: "7", h: "7", borderRadius: "full", objectFit: "cover" })} />
                  </button>
                </UserCard>
                <span className={css({ flex: "1", fontSize: "sm", truncate: true })}>{request.from.nickName}</span>
                <button type="button" className={button({ size: "xs" })} onClick={() => answer(request.id, true)}>
                  同意
                </button>
                <button type="button" className={button({ size: "xs", variant: "plain" })} onClick={() => answer(request.id, false)}>
                  拒绝
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
