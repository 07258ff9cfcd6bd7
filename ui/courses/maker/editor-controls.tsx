import { button } from "styled-system/recipes"
import type { wiredCourseEditorMachine } from "../../app/course-wiring.ts"
import type { useMachine } from "../../app/flow-hooks.ts"

/** How the course editor's parts talk to its machine. */
export type Send = ReturnType<typeof useMachine<typeof wiredCourseEditorMachine>>[1]

/** The editor's small outlined buttons. */
export const small = button({ size: "xs", variant: "outline" })

/**
 * 上移, 下移 and 删除 of one part of the course being edited (a chapter, a lesson, a picture), in
 * its row; `label` names the part for screen readers (章节 基础篇, 第 2 张图片).
 */
export function MoveButtons({
  send,
  part,
  partKey,
  label,
  first,
  last,
  removeText = "删除",
}: {
  readonly send: Send
  readonly part: "chapter" | "lesson" | "picture"
  readonly partKey: string
  readonly label: string
  readonly first: boolean
  readonly last: boolean
  readonly removeText?: string
}) {
  return (
    <>
      <button type="button" className={small} disabled={first} onClick={() => send({ type: `${part}.move`, key: partKey, by: -1 })} aria-label={`上移${label}`}>
        上移
      </button>
      <button type="button" className={small} disabled={last} onClick={() => send({ type: `${part}.move`, key: partKey, by: 1 })} aria-label={`下移${label}`}>
        下移
      </button>
      <button type="button" className={small} onClick={() => send({ type: `${part}.remove`, key: partKey })} aria-label={`删除${label}`}>
        {removeText}
      </button>
    </>
  )
}
