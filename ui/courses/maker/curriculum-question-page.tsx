import { useState } from "react"
import { css } from "styled-system/css"
import { firstFormError } from "../../../domain/core/validation/form-errors.ts"
import type { MyQuestion } from "../../../domain/courses/entities/course.ts"
import { validateReply } from "../../../domain/courses/question-form.ts"
import type { PageProps } from "../../app/page-registry.ts"
import { useCall } from "../../app/use-call.ts"
import { useResource } from "../../app/use-resource.ts"
import { CardReplyForm, CourseFeedbackFrame, feedbackMeta } from "./course-feedback-frame.tsx"
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
  return (
    <CardReplyForm
      id={`answer-${question.id}`}
      label="回答问题"
      value={text}
      onChange={setText}
      maxLength={200}
      error={answer.error ?? problem}
      disabled={answer.busy || text === "" || problem !== undefined}
      submitLabel="发布回答"
      onSubmit={() => answer.send({ body: { questionId: question.id, content: text } })}
    />
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
