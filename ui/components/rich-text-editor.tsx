import Image from "@tiptap/extension-image"
import { EditorContent, mergeAttributes, Node, useEditor, useEditorState, type Editor } from "@tiptap/react"
import StarterKit from "@tiptap/starter-kit"
import { useCallback, useRef, useState } from "react"
import { css } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import { prose } from "./prose.ts"
import { UploadWidget, type UploadedFile } from "./upload/upload-widget.tsx"

export interface RichTextEditorProps {
  /** Accessible name of the editing area. */
  readonly label: string
  /** The html to start from (editing a saved text). */
  readonly initialHtml: string
  /** Called with the editor's html whenever it changes. */
  readonly onChange: (html: string) => void
  readonly placeholder?: string
  /** How many pictures may be inserted through the upload widget. */
  readonly imageLimit?: number
  /** How many videos may be inserted through the upload widget (0: none). */
  readonly videoLimit?: number
  readonly invalid?: boolean
  readonly describedBy?: string
  /** A shorter writing area (replies) instead of the article's. */
  readonly compact?: boolean
}

/**
 * Pasted html is reduced before the editor reads it: Word and web-page leftovers (comments,
 * style and script blocks, conditional comments, `class`/`style`/`id`, event handlers) go; the
 * editor's schema then keeps only headings, lists, emphasis, links, quotes, pictures and videos.
 * The server sanitizes the stored html again with its allow-list (server/html/sanitize.ts),
 * which keeps a video only when it plays a file uploaded to our own host.
 */
function cleanPastedHtml(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(script|style|xml|meta|link|title|head)\b[\s\S]*?(<\/\1\s*>|$)/gi, "")
    .replace(/\s(class|style|id|lang|on[a-z]+)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, "")
    .replace(/<\/?(o|w|v|m):[^>]*>/gi, "")
}

/** A video uploaded through the widget, shown with the browser's controls; never plays on its own. */
const Video = Node.create({
  name: "video",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes: () => ({ src: { default: null } }),
  parseHTML: () => [{ tag: "video[src]" }],
  renderHTML: ({ HTMLAttributes }) => ["video", mergeAttributes(HTMLAttributes, { controls: "", preload: "metadata" })],
})

const toolButton = css({
  minW: "8",
  h: "8",
  px: "2",
  borderRadius: "sm",
  fontSize: "sm",
  color: "fg.default",
  cursor: "pointer",
  _hover: { bg: "bg.subtle" },
  _focusVisible: { outline: "2px solid", outlineColor: "accent.solid" },
  "&[aria-pressed=true]": { bg: "accent.subtle", color: "accent.text", fontWeight: "semibold" },
  _disabled: { opacity: 0.4, cursor: "not-allowed" },
})

function Toolbar({ editor, onLink }: { readonly editor: Editor; readonly onLink: () => void }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      quote: e.isActive("blockquote"),
      link: e.isActive("link"),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  })
  const chain = () => editor.chain().focus()
  const tools: ReadonlyArray<{ label: string; text: string; pressed?: boolean; disabled?: boolean; run: () => void }> = [
    { label: "二级标题", text: "H2", pressed: state.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { label: "三级标题", text: "H3", pressed: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { label: "加粗", text: "B", pressed: state.bold, run: () => chain().toggleBold().run() },
    { label: "斜体", text: "I", pressed: state.italic, run: () => chain().toggleItalic().run() },
    { label: "无序列表", text: "• 列表", pressed: state.bullet, run: () => chain().toggleBulletList().run() },
    { label: "有序列表", text: "1. 列表", pressed: state.ordered, run: () => chain().toggleOrderedList().run() },
    { label: "引用", text: "“ 引用", pressed: state.quote, run: () => chain().toggleBlockquote().run() },
    { label: "链接", text: "链接", pressed: state.link, run: onLink },
    { label: "撤销", text: "↶", disabled: !state.canUndo, run: () => chain().undo().run() },
    { label: "重做", text: "↷", disabled: !state.canRedo, run: () => chain().redo().run() },
  ]
  return (
    <div role="toolbar" aria-label="格式" className={css({ display: "flex", flexWrap: "wrap", gap: "1", p: "1.5", borderBottomWidth: "1px", borderColor: "border.subtle", bg: "bg.subtle" })}>
      {tools.map((t) => (
        <button
          key={t.label}
          type="button"
          className={toolButton}
          aria-label={t.label}
          title={t.label}
          aria-pressed={t.pressed === undefined ? undefined : t.pressed}
          disabled={t.disabled}
          onMouseDown={(e) => e.preventDefault()}
          onClick={t.run}
        >
          {t.text}
        </button>
      ))}
    </div>
  )
}

/**
 * The rich-text editor of articles and forum posts (Tiptap): headings, bold, italic, lists,
 * quotes, links, pictures and videos uploaded through the portal's upload widget; pasted content is
 * cleaned. A source view shows the html as it will be sent; what is typed there is sent as it
 * is and cleaned by the server's sanitizer.
 */
export function RichTextEditor({ label, initialHtml, onChange, placeholder, imageLimit = 9, videoLimit = 0, invalid, describedBy, compact = false }: RichTextEditorProps) {
  const [source, setSource] = useState<string | null>(null)
  const [linking, setLinking] = useState<string | null>(null)
  const inserted = useRef(new Set<string>())
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ["http", "https", "mailto", "tel"], defaultProtocol: "https" },
      }),
      Image.configure({ inline: false, allowBase64: false }),
      Video,
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        "aria-label": label,
        "aria-multiline": "true",
        role: "textbox",
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(placeholder ? { "data-placeholder": placeholder } : {}),
        class: `${prose} ${compact ? css({ minH: "28" }) : css({ minH: "64" })} ${css({ p: "3", outline: "none", "& p.is-editor-empty:first-child::before": { content: "attr(data-placeholder)" } })}`,
      },
      transformPastedHTML: cleanPastedHtml,
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? "" : e.getHTML()),
    immediatelyRender: true,
  })

  /** Each uploaded file goes into the text once, at the cursor. */
  const onUploads = useCallback(
    (files: ReadonlyArray<UploadedFile>) => {
      for (const file of files) {
        if (inserted.current.has(file.path)) continue
        inserted.current.add(file.path)
        const chain = editor?.chain().focus()
        if (file.media === "image") chain?.setImage({ src: file.path, alt: "" }).createParagraphNear().run()
        else chain?.insertContent({ type: "video", attrs: { src: file.path } }).createParagraphNear().run()
      }
    },
    [editor],
  )

  if (!editor) return null

  const openLink = () => setLinking((editor.getAttributes("link").href as string | undefined) ?? "https://")
  const applyLink = () => {
    const href = (linking ?? "").trim()
    const chain = editor.chain().focus().extendMarkRange("link")
    if (href === "" || href === "https://") chain.unsetLink().run()
    else if (/^(https?:\/\/|mailto:|tel:|\/)/i.test(href)) chain.setLink({ href, target: "_blank" }).run()
    setLinking(null)
  }

  const showSource = () => setSource(editor.getHTML())
  const leaveSource = () => {
    if (source !== null) editor.commands.setContent(source, { emitUpdate: true })
    setSource(null)
  }

  return (
    <div className={css({ display: "grid", gap: "2" })}>
      <div
        data-invalid={invalid ? "" : undefined}
        className={css({ borderWidth: "1px", borderColor: "border.default", borderRadius: "md", bg: "bg.surface", overflow: "hidden", "&[data-invalid]": { borderColor: "danger.solid" }, _focusWithin: { borderColor: "accent.solid" } })}
      >
        {source === null ? (
          <>
            <Toolbar editor={editor} onLink={openLink} />
            {linking !== null && (
              <div className={css({ display: "flex", gap: "2", p: "2", borderBottomWidth: "1px", borderColor: "border.subtle", flexWrap: "wrap" })}>
                <input
                  aria-label="链接地址"
                  className={`${input({ size: "sm" })} ${css({ flex: "1", minW: "40" })}`}
                  value={linking}
                  // eslint-disable-next-line jsx-a11y/no-autofocus -- the field appears because the link button was pressed
                  autoFocus
                  onChange={(e) => setLinking(e.target.value)}
                  onKeyDown={(e) => {
                    if (e.key === "Enter") {
                      e.preventDefault()
                      applyLink()
                    }
                    if (e.key === "Escape") setLinking(null)
                  }}
                />
                <button type="button" className={button({ size: "sm" })} onClick={applyLink}>
                  确定
                </button>
                <button type="button" className={button({ size: "sm", variant: "plain" })} onClick={() => setLinking(null)}>
                  取消
                </button>
              </div>
            )}
            <EditorContent editor={editor} />
          </>
        ) : (
          <textarea
            aria-label={`${label}（HTML 源码）`}
            className={`${compact ? css({ minH: "28" }) : css({ minH: "64" })} ${css({ w: "full", p: "3", fontFamily: "mono", fontSize: "xs", border: "none", outline: "none", resize: "vertical" })}`}
            value={source}
            onChange={(e) => (setSource(e.target.value), onChange(e.target.value))}
          />
        )}
      </div>
      <div className={css({ display: "flex", justifyContent: "flex-end" })}>
        <button type="button" className={button({ size: "sm", variant: "plain" })} aria-pressed={source !== null} onClick={source === null ? showSource : leaveSource}>
          {source === null ? "HTML 源码" : "返回可视化编辑"}
        </button>
      </div>
      <UploadWidget
        label="插入图片"
        kind="pictures"
        imageLimit={imageLimit}
        videoLimit={0}
        hint={`上传后插入到正文光标处，最多 ${imageLimit} 张，JPG、PNG、GIF、BMP 或 WEBP，不超过 2MB`}
        onChange={onUploads}
      />
      {videoLimit > 0 && (
        <UploadWidget
          label="插入视频"
          kind="video"
          imageLimit={0}
          videoLimit={videoLimit}
          hint={`上传后插入到正文光标处，最多 ${videoLimit} 个，MP4 或 MOV 等常见格式，播放时显示控制条`}
          onChange={onUploads}
        />
      )}
    </div>
  )
}
