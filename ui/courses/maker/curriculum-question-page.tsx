import { useState } from "react"
import { css } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import { firstFormError } from "../../../domain/core/validation/form-errors.ts"
import type { MyQuestion } from "../../../domain/courses/entities/course.ts"
import { validateReply } from "../../../domain/courses/question-form.ts"
import type { PageProps } from "../../app/page-registry.ts"
import { useCall } from "../../app/use-call.ts"
import { useResource } from "../../app/use-resource.ts"
import { CentreFrame } from "../../components/centre-frame/centre-frame.tsx"
import { Pager } from "../../components/pager.tsx"
import { FormAlert } from "../../components/form-alert.tsx"
import { ListStates } from "../../components/list-states.tsx"
import { formatTime } from "../../components/time-format.ts"

const PAGE_SIZE = 10

function AnswerForm({ question, onDone }: { question: MyQuestion; onDone: () => void }) {
  const [text, setText] = useState("")
  const answer = useCall("questionAnswerCreate", {
    success: "回答已发布",
    onDone: () => {
      setText("")
      onDone()
    },
  })
  const problem = text === "" ? undefined : firstFormError(validateReply({ content: text }))
  const id = `answer-${question.id}`
  return (
    <form
      className={css({ display: "grid", gap: "2" })}
      onSubmit={(e) => {
        e.preventDefault()
        answer.send({ body: { questionId: question.id, content: text } })
      }}
    >
      <label htmlFor={id} className={css({ fontSize: "sm", color: "fg.muted" })}>
        回答问题
      </label>
      <textarea id={id} className={input({ size: "sm" })} rows={2} maxLength={200} value={text} onChange={(e) => setText(e.target.value)} />
      <FormAlert message={answer.error ?? problem} />
      <div>
        <button type="submit" className={button({ size: "xs" })} disabled={answer.busy || text === "" || problem !== undefined}>
          发布回答
        </button>
      </div>
    </form>
  )
}

/** /account/mine/curriculum_question: members' questions on the maker's courses, newest first, answered here like on the course page. */
export default function CurriculumQuestionPage({ route }: PageProps) {
  const [page, setPage] = useState(0)
  const list = useResource("makerCourseQuestions", { query: { page, size: PAGE_SIZE } })
  return (
    <CentreFrame title={route.title}>
      <div className={css({ display: "grid", gap: "4" })}>
        <ListStates list={list} empty="您的课程还没有提问">
          {(items) => (
            <ul className={css({ display: "grid", gap: "3" })}>
              {items.map((q) => (
                <li key={q.id} className={css({ display: "grid", gap: "2", p: "4", bg: "bg.surface", borderRadius: "lg", boxShadow: "card" })}>
                  <div className={css({ display: "flex", gap: "2", flexWrap: "wrap", fontSize: "sm", color: "fg.muted" })}>
                    <strong className={css({ color: "fg.default" })}>{q.courseTitle}</strong>
                    <span>{q.user?.nickName ?? "匿名用户"}</span>
                    <span>{formatTime(q.createTime)}</span>
                    <span>{q.answerTotal} 个回答</span>
                  </div>
                  <strong>{q.title}</strong>
                  <p>{q.content}</p>
                  <AnswerForm question={q} onDone={list.reload} />
                </li>
              ))}
            </ul>
          )}
        </ListStates>
        {list.data && list.data.totalElements > PAGE_SIZE && <Pager page={page} pageSize={PAGE_SIZE} total={list.data.totalElements} onPageChange={setPage} />}
      </div>
    </CentreFrame>
  )
}
