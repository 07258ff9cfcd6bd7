import { useState } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { QUESTION_PAGE_SIZE } from "../../domain/core/constants.ts"
import type { MyQuestion } from "../../domain/courses/entities/course.ts"
import { EMPTY_MESSAGES } from "../../domain/core/messages.ts"
import type { PageProps } from "../app/page-registry.ts"
import { EmptyState } from "../components/empty-state.tsx"
import { useResource } from "../app/use-resource.ts"
import { courseHref, Panel } from "./parts/course-card.tsx"
import { useFreshWhenShown } from "./parts/detail-loader.tsx"
import { AnswersToggle, PostedAt, ReplyList } from "./parts/qa-block.tsx"
import { AccountFrame } from "../components/account-frame/account-frame.tsx"
import { PagedListStates } from "../components/list-states.tsx"

function Item({ question, now }: { readonly question: MyQuestion; readonly now: number }) {
  const [open, setOpen] = useState(false)
  return (
    <li className={css({ py: "4", borderBottomWidth: "1px", borderColor: "border.subtle", display: "grid", gap: "2", _last: { borderBottomWidth: "0" } })}>
      <div className={css({ display: "flex", gap: "3", alignItems: "center", flexWrap: "wrap" })}>
        <Link href={courseHref({ id: question.courseId, type: question.courseType })} className={css({ fontSize: "xs", color: "fg.link" })}>
          《{question.courseTitle}》
        </Link>
        <PostedAt time={question.createTime} now={now} />
      </div>
      <h2 className={css({ fontSize: "md", fontWeight: "semibold" })}>{question.title}</h2>
      <p className={css({ fontSize: "sm", color: "fg.muted", lineHeight: "1.7" })}>{question.content}</p>
      <div>
        <AnswersToggle open={open} count={question.answerTotal} onToggle={() => setOpen((o) => !o)} />
      </div>
      {open && <ReplyList questionId={question.id} />}
    </li>
  )
}

/** /account/questions: the questions the member asked, with their answers. */
export default function MyQuestionsPage({ route }: PageProps) {
  const [page, setPage] = useState(0)
  const list = useResource("questionMy", { query: { page, size: QUESTION_PAGE_SIZE, sort: "createTime,desc" } })
  useFreshWhenShown(list.reload, "member")
  const now = Date.now()
  return (
    <AccountFrame title={route.title}>
      <Panel>
        <PagedListStates
          list={list}
          compact
          page={page}
          pageSize={QUESTION_PAGE_SIZE}
          onPageChange={setPage}
          pagerLabel="问答分页"
          empty={
            <EmptyState
              compact
              title={EMPTY_MESSAGES.questions}
              action={
                <Link href="/video" className={button({ variant: "outline" })}>
                  去看看课程
                </Link>
              }
            />
          }
        >
          {(items) => (
            <ul>
              {items.map((question) => (
                <Item key={question.id} question={question} now={now} />
              ))}
            </ul>
          )}
        </PagedListStates>
      </Panel>
    </AccountFrame>
  )
}
