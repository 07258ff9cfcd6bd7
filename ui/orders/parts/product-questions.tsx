import { useSelector } from "@xstate/react"
import { useEffect, useState, type FormEvent, type ReactNode } from "react"
import { css } from "styled-system/css"
import { button, input, tag } from "styled-system/recipes"
import { QUESTION_CONTENT_MAX, QUESTION_TITLE_MAX, REPLY_MAX } from "../../../domain/core/constants.ts"
import { canLoadMore, isEmptyList, type PageState } from "../../../domain/core/paging.ts"
import { firstFormError } from "../../../domain/core/validation/form-errors.ts"
import { validateQuestion, validateReply } from "../../../domain/courses/question-form.ts"
import type { ProductAnswer, ProductQuestion } from "../../../domain/mall/review.ts"
import { useActorRef } from "../../app/flow-hooks.ts"
import { productAnswerForm, productAnswerList, productQuestionForm, productQuestionList } from "../../app/orders-wiring.ts"
import { EmptyState } from "../../components/empty-state.tsx"
import { ErrorState } from "../../components/error-state.tsx"
import { LoadingState } from "../../components/loading-state.tsx"
import { LoginToPost, RealNamePrompt } from "../../courses/index.ts"
import { useSession } from "../../session/index.ts"
import { FormAlert } from "../../components/form-alert.tsx"
import { formatTimeWithSeconds } from "../../components/time-format.ts"

const area = css({ h: "auto", minH: "20", py: "2", resize: "vertical" })

/** Runs a form's submit machine (made once by `create`); `onDone` runs once the form is sent. */
function useSubmitForm(create: () => ReturnType<typeof productAnswerForm>, onDone: () => void) {
  const [machine] = useState(create)
  const actor = useActorRef(machine)
  const state = useSelector(actor, (s) => s)
  const done = state.status === "done"
  useEffect(() => {
    if (done) onDone()
  }, [done, onDone])
  return { actor, state, done }
}

/** The end of a form: its refusal, then its small submit button (`children`), disabled while the form is sent. */
function FormEnd({ problem, busy, children }: { readonly problem: string | null; readonly busy: boolean; readonly children: ReactNode }) {
  return (
    <>
      <FormAlert message={problem} />
      <div>
        <button type="submit" className={button({ size: "sm" })} disabled={busy}>
          {children}
        </button>
      </div>
    </>
  )
}

/** Runs a list machine (made once by `create`) and reads what the list view shows of it. */
function usePagedList<T>(create: () => ReturnType<typeof productQuestionList>) {
  const [machine] = useState(create)
  const actor = useActorRef(machine)
  const list = useSelector(actor, (s) => s.context.list) as PageState<T>
  const failed = useSelector(actor, (s) => s.matches("failure"))
  const loading = useSelector(actor, (s) => s.matches("loading"))
  return { actor, list, failed, loading }
}

function AnswerForm({ questionId, onPosted }: { readonly questionId: number; readonly onPosted: () => void }) {
  const { actor, state, done } = useSubmitForm(() => productAnswerForm(questionId), onPosted)
  const [content, setContent] = useState("")
  const [sent, setSent] = useState<string | null>(null)
  const problem = sent === content ? (firstFormError(validateReply({ content })) ?? state.context.error) : null
  if (done) return <p className={css({ fontSize: "sm", color: "success.text" })}>回答已发布</p>
  return (
    <form
      noValidate
      aria-label="回答问题"
      className={css({ display: "grid", gap: "2" })}
      onSubmit={(e: FormEvent) => {
        e.preventDefault()
        setSent(content)
        actor.send({ type: "form.submit", values: { content } })
      }}
    >
      <textarea className={`${input()} ${area}`} aria-label="回答内容" maxLength={REPLY_MAX} value={content} placeholder="分享您的使用经验，30-200个字" onChange={(e) => setContent(e.target.value)} />
      <FormEnd problem={problem} busy={state.hasTag("busy")}>
        发表回答
      </FormEnd>
    </form>
  )
}

function Answers({ question, canPost }: { readonly question: ProductQuestion; readonly canPost: boolean }) {
  const { actor, list, failed, loading } = usePagedList<ProductAnswer>(() => productAnswerList(question.id))
  const [formKey, setFormKey] = useState(0)
  return (
    <div className={css({ display: "grid", gap: "2", pl: "4", borderLeftWidth: "2px", borderColor: "border.subtle" })}>
      {failed && <ErrorState compact message="回答加载失败" onRetry={() => actor.send({ type: "list.retry" })} />}
      {loading && !list.loaded && <LoadingState compact />}
      {isEmptyList(list) && <p className={css({ fontSize: "sm", color: "fg.muted" })}>还没有人回答</p>}
      <ul aria-label={`${question.title} 的回答`} className={css({ display: "grid", gap: "2" })}>
        {list.items.map((a) => (
          <li key={a.id} className={css({ fontSize: "sm", display: "grid", gap: "0.5" })}>
            <p className={css({ overflowWrap: "anywhere" })}>
              <span className={css({ color: "accent.text", fontWeight: "medium" })}>答：</span>
              {a.content}
            </p>
            <span className={css({ fontSize: "xs", color: "fg.subtle", display: "flex", gap: "2", alignItems: "center" })}>
              {a.fromShop ? <span className={tag({ tone: "accent", size: "sm" })}>商家回答</span> : <span>{a.user?.nickName ?? "匿名用户"}</span>}
              {formatTimeWithSeconds(a.createTime)}
            </span>
          </li>
        ))}
      </ul>
      {canLoadMore(list) && (
        <button type="button" className={button({ variant: "plain", size: "xs" })} disabled={loading} onClick={() => actor.send({ type: "list.more" })}>
          查看更多回答
        </button>
      )}
      {canPost && (
        <AnswerForm
          key={formKey}
          questionId={question.id}
          onPosted={() => {
            actor.send({ type: "list.refresh" })
            setFormKey((k) => k + 1)
          }}
        />
      )}
    </div>
  )
}

function AskForm({ spuId, onAsked }: { readonly spuId: number; readonly onAsked: () => void }) {
  const { actor, state } = useSubmitForm(() => productQuestionForm(spuId), onAsked)
  const [title, setTitle] = useState("")
  const [content, setContent] = useState("")
  const [sent, setSent] = useState<string | null>(null)
  const key = JSON.stringify([title, content])
  const problem = sent === key ? (firstFormError(validateQuestion({ title, content })) ?? state.context.error) : null
  return (
    <form
      noValidate
      aria-label="我要提问"
      className={css({ display: "grid", gap: "2", bg: "bg.subtle", p: "3", borderRadius: "md" })}
      onSubmit={(e: FormEvent) => {
        e.preventDefault()
        setSent(key)
        actor.send({ type: "form.submit", values: { title, content } })
      }}
    >
      <input className={input()} aria-label="问题标题" maxLength={QUESTION_TITLE_MAX} value={title} placeholder="一句话说明您的问题，6-30个字" onChange={(e) => setTitle(e.target.value)} />
      <textarea className={`${input()} ${area}`} aria-label="问题描述" maxLength={QUESTION_CONTENT_MAX} value={content} placeholder="详细描述您的问题，30-200个字" onChange={(e) => setContent(e.target.value)} />
      <FormEnd problem={problem} busy={state.hasTag("busy")}>
        提交问题
      </FormEnd>
    </form>
  )
}

/**
 * 问大家 of a product page: its questions with load-more, each one's answers on demand (the
 * shop's marked 商家回答), asking and answering with the course Q&A rules (real-name
 * certification; visitors are asked to log in). The product page places it with the spuId.
 */
export function ProductQuestions({ spuId }: { readonly spuId: number }) {
  const { user } = useSession()
  const { actor, list, failed, loading } = usePagedList<ProductQuestion>(() => productQuestionList(spuId))
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set())
  const [asking, setAsking] = useState(false)
  const [askKey, setAskKey] = useState(0)
  const canPost = user !== null
  return (
    <section aria-label="问大家" className={css({ display: "grid", gap: "3" })}>
      <div className={css({ display: "flex", justifyContent: "space-between", alignItems: "center", gap: "3" })}>
        <p className={css({ fontSize: "sm", color: "fg.muted" })}>对商品有疑问？问问买过的人和商家</p>
        {canPost && (
          <button type="button" className={button({ variant: "outline", size: "sm" })} aria-expanded={asking} onClick={() => setAsking((a) => !a)}>
            我要提问
          </button>
        )}
      </div>
      {!canPost && <LoginToPost what="提问和回答" />}
      {canPost && asking && (
        <>
          <RealNamePrompt />
          <AskForm
            key={askKey}
            spuId={spuId}
            onAsked={() => {
              setAsking(false)
              setAskKey((k) => k + 1)
              actor.send({ type: "list.refresh" })
            }}
          />
        </>
      )}
      {failed && <ErrorState compact message="问题加载失败" onRetry={() => actor.send({ type: "list.retry" })} />}
      {loading && !list.loaded && <LoadingState compact />}
      {isEmptyList(list) && <EmptyState compact title="暂时没有问答" description="买之前有疑问，可以在这里向买过的人和商家提问" />}
      <ul aria-label="问题列表" className={css({ display: "grid" })}>
        {list.items.map((q) => (
          <li key={q.id} className={css({ display: "grid", gap: "2", py: "3", borderBottomWidth: "1px", borderColor: "border.subtle", _last: { borderBottomWidth: "0" } })}>
            <p className={css({ fontWeight: "semibold", fontSize: "sm" })}>
              <span className={css({ color: "highlight.text", mr: "1" })}>问</span>
              {q.title}
            </p>
            <p className={css({ fontSize: "sm", color: "fg.muted", overflowWrap: "anywhere" })}>{q.content}</p>
            <div className={css({ display: "flex", gap: "3", alignItems: "center", fontSize: "xs", color: "fg.subtle" })}>
              <span>{q.user?.nickName ?? "匿名用户"}</span>
              <span>{formatTimeWithSeconds(q.createTime)}</span>
              <button
                type="button"
                className={`${button({ variant: "link", size: "xs" })} ${css({ ml: "auto" })}`}
                aria-expanded={open.has(q.id)}
                onClick={() => setOpen((s) => (s.has(q.id) ? new Set([...s].filter((id) => id !== q.id)) : new Set([...s, q.id])))}
              >
                {open.has(q.id) ? "收起回答" : `查看回答（${q.answerTotal}）`}
              </button>
            </div>
            {open.has(q.id) && <Answers question={q} canPost={canPost} />}
          </li>
        ))}
      </ul>
      {canLoadMore(list) && (
        <button type="button" className={button({ variant: "outline", size: "sm" })} disabled={loading} onClick={() => actor.send({ type: "list.more" })}>
          加载更多问题
        </button>
      )}
    </section>
  )
}
