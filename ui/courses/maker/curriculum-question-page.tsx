import { useState } from "react"
import { css } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import { firstFormError } from "../../../domain/core/validation/form-errors.ts"
import type { MyQuestion } from "../../../domain/courses/entities/course.ts"
import { validateReply } from "../../../domain/courses/question-form.ts"
import type { PageProps } from "../../app/page-registry.ts"
import { useCall } from "../../app/use-call.ts"
import { useResource } from "../../app/use-resource.ts"
import { FormAlert } from "../../components/form-alert.tsx"
import { CourseFeedbackFrame, feedbackMeta } from "./course-feedback-frame.tsx"
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
    <CourseFeedbackFrame
      title={route.title}
      list={list}
      empty="您的课程还没有提问"
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={setPage}
      card={(q) => (
        <>
          <div className={feedbackMeta}>
            <strong className={css({ color: "fg.default" })}>{q.courseTitle}</strong>
            <span>{q.user?.nickName ?? "匿名用户"}</span>
            <span>{formatTime(q.createTime)}</span>
            <span>{q.answerTotal} 个回答</span>
          </div>
          <strong>{q.title}</strong>
          <p>{q.content}</p>
          <AnswerForm question={q} onDone={list.reload} />
        </>
      )}
    />
  )
}
