import { useSelector } from "@xstate/react"
import { useMachine } from "../../app/flow-hooks.ts"
import { useId, useState, type ReactElement } from "react"
import { css } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import { QUESTION_CONTENT_MAX, QUESTION_TITLE_MAX, REPLY_MAX } from "../../../domain/core/constants.ts"
import type { Question, Reply } from "../../../domain/courses/entities/question.ts"
import { EMPTY_MESSAGES, NOTICE_MESSAGES } from "../../../domain/core/messages.ts"
import { canLoadMore, isEmptyList } from "../../../domain/core/paging.ts"
import { timeAgoShort } from "../../../domain/core/time-ago.ts"
import { isFormValid, type FormErrors } from "../../../domain/core/validation/form-errors.ts"
import { validateQuestion, validateReply, type QuestionField, type ReplyField } from "../../../domain/courses/question-form.ts"
import { charLength } from "../../../domain/core/validation/text.ts"
import { questionListMachineFor, replyListMachineFor } from "../../app/course-wiring.ts"
import { MemberAvatar } from "../../app/layout/member-avatar.tsx"
import { useCall } from "../../app/use-call.ts"
import { ErrorState } from "../../components/error-state.tsx"
import { FormField } from "../../components/form-field.tsx"
import { Popover } from "../../components/popover.tsx"
import { UserCard } from "../../components/user-card/user-card.tsx"
import { useSession } from "../../session/index.ts"
import { LoginToPost, RealNamePrompt } from "./real-name-prompt.tsx"

const textArea = css({
  w: "full",
  p: "3",
  borderRadius: "md",
  borderWidth: "1px",
  borderColor: "border.default",
  fontSize: "sm",
  resize: "vertical",
  bg: "bg.surface",
  _focus: { outline: "none", borderColor: "accent.solid" },
  _invalid: { borderColor: "danger.solid" },
})

const fieldError = css({ fontSize: "xs", color: "danger.text" })

/** An author's avatar and name; with a user id, hovering for 300 ms shows the user card. */
function Author({ userId, user, size = 32 }: { readonly userId: number | null | undefined; readonly user: Question["user"]; readonly size?: number }) {
  const name = user?.nickName ?? "匿名用户"
  const face: ReactElement = (
    <button type="button" aria-label={`查看${name}的资料`} className={css({ display: "inline-flex", alignItems: "center", gap: "2", cursor: "pointer", fontSize: "sm", fontWeight: "medium" })}>
      <MemberAvatar src={user?.avatarName} size={size} />
      <span>{name}</span>
    </button>
  )
  if (userId === null || userId === undefined) {
    return (
      <span className={css({ display: "inline-flex", alignItems: "center", gap: "2", fontSize: "sm", fontWeight: "medium" })}>
        <MemberAvatar src={null} size={size} />
        <span>{name}</span>
      </span>
    )
  }
  return <UserCard userId={userId}>{face}</UserCard>
}

/** When a question or an answer was posted (3分钟前), at the right of its row. */
export function PostedAt({ time, now }: { readonly time: string; readonly now: number }) {
  return (
    <time dateTime={time} className={css({ fontSize: "xs", color: "fg.subtle", ml: "auto" })}>
      {timeAgoShort(time, now)}
    </time>
  )
}

/** 查看回答（N） or 收起回答, which folds a question's answers open and shut. */
export function AnswersToggle({ open, count, onToggle }: { readonly open: boolean; readonly count: number; readonly onToggle: () => void }) {
  return (
    <button type="button" aria-expanded={open} className={button({ variant: "link", size: "sm" })} onClick={onToggle}>
      {open ? "收起回答" : `查看回答（${count}）`}
    </button>
  )
}

/** The answers of one question, five at a time (spec 2 §4 reply list). */
export function ReplyList({ questionId }: { readonly questionId: number }) {
  const [machine] = useState(() => replyListMachineFor(questionId))
  const [snapshot, send] = useMachine(machine)
  const { list, error } = snapshot.context
  const replies = list.items as ReadonlyArray<Reply>
  const now = Date.now()
  return (
    <div className={css({ bg: "bg.subtle", borderRadius: "md", px: "4", py: "2" })}>
      {replies.map((reply, index) => (
        <div key={`${reply.createTime}-${index}`} className={css({ py: "3", borderBottomWidth: "1px", borderColor: "border.subtle", _last: { borderBottomWidth: "0" }, display: "grid", gap: "1.5" })}>
          <div className={css({ display: "flex", alignItems: "center", gap: "3" })}>
            <Author userId={reply.userId} user={reply.user} size={24} />
            <PostedAt time={reply.createTime} now={now} />
          </div>
          <p className={css({ fontSize: "sm", lineHeight: "1.7", wordBreak: "break-word" })}>{reply.content}</p>
        </div>
      ))}
      {snapshot.matches("loading") && <p className={css({ fontSize: "sm", color: "fg.muted", py: "2" })}>正在加载回答…</p>}
      {snapshot.matches("failure") && <ErrorState compact message={error ?? "加载失败"} onRetry={() => send({ type: "list.retry" })} />}
      {snapshot.matches("ready") && isEmptyList(list) && <p className={css({ fontSize: "sm", color: "fg.muted", py: "2" })}>{EMPTY_MESSAGES.replies}</p>}
      {snapshot.matches("ready") && canLoadMore(list) && (
        <button type="button" className={button({ variant: "link", size: "sm" })} onClick={() => send({ type: "list.more" })}>
          加载更多回答
        </button>
      )}
    </div>
  )
}

/** The reply pop-over's form: 30 to 200 characters, submit only when certified. */
function ReplyForm({ questionId, onPosted }: { readonly questionId: number; readonly onPosted: () => void }) {
  const { user } = useSession()
  const [content, setContent] = useState("")
  const id = useId()
  const certified = user?.auth === true
  const reply = useCall("questionAnswerCreate", {
    check: ({ body }) => isFormValid(validateReply(body)),
    success: NOTICE_MESSAGES.replyPosted,
    onDone: () => {
      setContent("")
      onPosted()
    },
  })
  const errors: FormErrors<ReplyField> = reply.attempted ? validateReply({ content }) : {}
  const busy = reply.busy
  const submit = () => reply.send({ body: { questionId, content } })
  return (
    <form
      noValidate
      aria-label="发表回答"
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
      className={css({ display: "grid", gap: "2", w: { base: "72", sm: "96" } })}
    >
      <RealNamePrompt />
      <label htmlFor={id} className={css({ srOnly: true })}>
        回答内容
      </label>
      <textarea
        id={id}
        rows={4}
        maxLength={REPLY_MAX}
        value={content}
        aria-invalid={errors.content ? true : undefined}
        placeholder="分享您的经验或建议（30-200字）"
        onChange={(event) => setContent(event.target.value)}
        className={textArea}
      />
      <div className={css({ display: "flex", alignItems: "center", gap: "2" })}>
        {errors.content ? (
          <p role="alert" className={fieldError}>
            {errors.content[0]}
          </p>
        ) : (
          <span className={css({ fontSize: "xs", color: "fg.subtle" })}>
            {charLength(content)}/{REPLY_MAX}
          </span>
        )}
        <button type="submit" className={`${button({ size: "sm" })} ${css({ ml: "auto" })}`} disabled={!certified || busy}>
          发表
        </button>
      </div>
    </form>
  )
}

function QuestionItem({ question, now }: { readonly question: Question; readonly now: number }) {
  const { status } = useSession()
  const [open, setOpen] = useState(false)
  const [replying, setReplying] = useState(false)
  const [answers, setAnswers] = useState(question.answerTotal)
  const [version, setVersion] = useState(0)
  return (
    <li className={css({ py: "4", borderBottomWidth: "1px", borderColor: "border.subtle", display: "grid", gap: "2" })}>
      <div className={css({ display: "flex", alignItems: "center", gap: "3" })}>
        <Author userId={question.userId} user={question.user} />
        <PostedAt time={question.createTime} now={now} />
      </div>
      <h3 className={css({ fontSize: "md", fontWeight: "semibold" })}>
        <span aria-hidden="true" className={css({ color: "accent.text", mr: "1" })}>
          问
        </span>
        {question.title}
      </h3>
      <p className={css({ fontSize: "sm", color: "fg.muted", lineHeight: "1.7", wordBreak: "break-word" })}>{question.content}</p>
      <div className={css({ display: "flex", gap: "4", alignItems: "center" })}>
        <AnswersToggle open={open} count={answers} onToggle={() => setOpen((o) => !o)} />
        {status === "member" ? (
          <Popover
            open={replying}
            onOpenChange={setReplying}
            title="回答问题"
            placement="bottom-start"
            trigger={
              <button type="button" className={button({ variant: "link", size: "sm" })}>
                我来回答
              </button>
            }
          >
            <ReplyForm
              questionId={question.id}
              onPosted={() => {
                // The pop-over closes, the answers fold and are read again, the count goes up.
                setReplying(false)
                setOpen(false)
                setVersion((v) => v + 1)
                setAnswers((n) => n + 1)
              }}
            />
          </Popover>
        ) : null}
      </div>
      {open && <ReplyList key={version} questionId={question.id} />}
    </li>
  )
}

/** Asking a question: title 6-30, content 30-200 characters. */
function AskForm({ courseId, onAsked }: { readonly courseId: number; readonly onAsked: (question: Question) => void }) {
  const { user } = useSession()
  const [title, setTitle] = useState("")
  const [content, setContent] = useState("")
  const titleId = useId()
  const contentId = useId()
  const certified = user?.auth === true
  const ask = useCall("questionCreate", {
    check: ({ body }) => isFormValid(validateQuestion(body)),
    success: NOTICE_MESSAGES.questionSubmitted,
    onDone: (question) => {
      setTitle("")
      setContent("")
      onAsked(question)
    },
  })
  const errors: FormErrors<QuestionField> = ask.attempted ? validateQuestion({ title, content }) : {}
  const busy = ask.busy
  const submit = () => ask.send({ body: { courseId, title, content } })
  return (
    <form
      noValidate
      aria-label="我要提问"
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
      className={css({ display: "grid", gap: "3", bg: "bg.subtle", borderRadius: "md", p: "4" })}
    >
      <h3 className={css({ fontSize: "md", fontWeight: "bold" })}>我要提问</h3>
      <RealNamePrompt />
      <FormField id={titleId} label="问题标题" errors={errors.title}>
        <input
          id={titleId}
          className={input()}
          value={title}
          maxLength={QUESTION_TITLE_MAX}
          placeholder="一句话说明您的问题（6-30字）"
          onChange={(event) => setTitle(event.target.value)}
        />
      </FormField>
      <FormField id={contentId} label="问题描述" errors={errors.content} hint={`${charLength(content)}/${QUESTION_CONTENT_MAX}`}>
        <textarea
          id={contentId}
          rows={4}
          maxLength={QUESTION_CONTENT_MAX}
          className={textArea}
          value={content}
          placeholder="详细描述您的情况，方便老师和同学解答（30-200字）"
          onChange={(event) => setContent(event.target.value)}
        />
      </FormField>
      <div>
        <button type="submit" className={button()} disabled={!certified || busy}>
          提交问题
        </button>
      </div>
    </form>
  )
}

/**
 * The course Q&A block (spec 2 §2, §4): questions 15 at a time with load-more while the page
 * differs from the total (暂时没有问答... when there are none), each with its asker (hover card),
 * answers folding open with their count, a reply pop-over, and the ask form. Visitors get a
 * login link instead of the forms.
 */
export function QaBlock({ courseId }: { readonly courseId: number }) {
  const { status } = useSession()
  const [machine] = useState(() => questionListMachineFor(courseId))
  const [snapshot, send, actor] = useMachine(machine)
  const list = useSelector(actor, (s) => s.context.list)
  const questions = list.items as ReadonlyArray<Question>
  const now = Date.now()
  return (
    <div className={css({ display: "grid", gap: "4" })}>
      {questions.length > 0 && (
        <ul aria-label="课程问答">
          {questions.map((question) => (
            <QuestionItem key={question.id} question={question} now={now} />
          ))}
        </ul>
      )}
      {snapshot.matches("loading") && <p className={css({ fontSize: "sm", color: "fg.muted" })}>正在加载问答…</p>}
      {snapshot.matches("failure") && <ErrorState compact message={snapshot.context.error ?? "加载失败"} onRetry={() => send({ type: "list.retry" })} />}
      {snapshot.matches("ready") && isEmptyList(list) && questions.length === 0 && (
        <p className={css({ fontSize: "sm", color: "fg.muted", textAlign: "center", py: "6" })}>{EMPTY_MESSAGES.questions}</p>
      )}
      {snapshot.matches("ready") && canLoadMore(list) && (
        <div className={css({ textAlign: "center" })}>
          <button type="button" className={button({ variant: "plain", size: "sm" })} onClick={() => send({ type: "list.more" })}>
            加载更多
          </button>
        </div>
      )}
      {status === "member" ? (
        <AskForm courseId={courseId} onAsked={(question) => send({ type: "list.add", item: question })} />
      ) : status === "anonymous" ? (
        <LoginToPost what="提问和回答" />
      ) : null}
    </div>
  )
}
