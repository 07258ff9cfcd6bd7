import { css } from "styled-system/css"
import { textOfHtml } from "../../domain/community/index.ts"
import { charLength } from "../../domain/core/validation/text.ts"
import { RichTextEditor, type RichTextEditorProps } from "./rich-text-editor.tsx"

/**
 * A required rich-text body (文章正文, 帖子内容): its heading with the count of characters written
 * so far, the editor, and the rule's first message under it.
 */
export function RichTextField({ heading, html, errors, editor }: { readonly heading: string; readonly html: string; readonly errors: ReadonlyArray<string> | undefined; readonly editor: Omit<RichTextEditorProps, "invalid"> }) {
  return (
    <div className={css({ display: "grid", gap: "1.5" })}>
      <span className={css({ fontSize: "sm", fontWeight: "medium" })}>
        {heading} <span className={css({ color: "danger.text" })}>*</span>
        <span className={css({ ml: "2", fontSize: "xs", color: "fg.subtle", fontWeight: "normal" })}>{charLength(textOfHtml(html))} 字</span>
      </span>
      <RichTextEditor {...editor} invalid={errors !== undefined} />
      {errors && <p className={css({ fontSize: "xs", color: "danger.text" })}>{errors[0]}</p>}
    </div>
  )
}
