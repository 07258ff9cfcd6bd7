import { useState } from "react"
import { css } from "styled-system/css"
import { commentReplyProblem, COMMENT_REPLY_MAX } from "../../../domain/courses/comment-form.ts"
import type { MyCourseComment } from "../../../domain/courses/entities/course.ts"
import type { PageProps } from "../../app/page-registry.ts"
import { useCall } from "../../app/use-call.ts"
import { useResource } from "../../app/use-resource.ts"
import { CardReplyForm, CourseFeedbackFrame, feedbackMeta } from "./course-feedback-frame.tsx"
import { formatTime } from "../../components/time-format.ts"

const PAGE_SIZE = 10

function ReplyForm({ comment, onDone }: { comment: MyCourseComment; onDone: () => void }) {
  const [text, setText] = useState(comment.reply ?? "")
  const save = useCall("makerCourseCommentReply", { success: "回复已保存", onDone })
  const problem = commentReplyProblem(text)
  return (
    <CardReplyForm
      id={`reply-${comment.id}`}
      label={comment.reply ? "修改回复" : "回复评价"}
      value={text}
      onChange={setText}
      maxLength={COMMENT_REPLY_MAX}
      error={save.error}
      disabled={save.busy || problem !== null || text.trim() === (comment.reply ?? "")}
      submitLabel="保存回复"
      onSubmit={() => save.send({ params: { id: comment.id }, body: { reply: text } })}
    />
  )
}

/** /account/mine/curriculum_comment: members' comments on the maker's courses, newest first, each with the maker's reply. */
export default function CurriculumCommentPage({ route }: PageProps) {
  const [page, setPage] = useState(0)
  const list = useResource("makerCourseComments", { query: { page, size: PAGE_SIZE } })
  return (
    <CourseFeedbackFrame
      title={route.title}
      list={list}
      empty="您的课程还没有评价"
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={setPage}
      card={(c) => (
        <>
          <div className={feedbackMeta}>
            <strong className={css({ color: "fg.default" })}>{c.courseTitle}</strong>
            <span>{c.user?.nickName ?? "匿名用户"}</span>
            <span aria-label={`${c.grade} 星`}>{"★".repeat(c.grade)}</span>
            <span>{formatTime(c.createTime)}</span>
          </div>
          <p>{c.content}</p>
          {c.reply && <p className={css({ fontSize: "sm", p: "2", bg: "bg.subtle", borderRadius: "md" })}>我的回复：{c.reply}</p>}
          <ReplyForm key={c.reply ?? ""} comment={c} onDone={list.reload} />
        </>
      )}
    />
  )
}
