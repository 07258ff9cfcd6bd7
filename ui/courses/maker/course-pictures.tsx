import { css } from "styled-system/css"
import { input } from "styled-system/recipes"
import { COURSE_PICTURES_MAX, PICTURE_CAPTION_MAX } from "../../../domain/courses/maker-image-course.ts"
import type { CourseDraft } from "../../../domain/courses/entities/maker-course.ts"
import type { PictureDraft } from "../../../machines/courses/course-editor.machine.ts"
import { FormField } from "../../components/form-field.tsx"
import { UploadWidget } from "../../components/upload/upload-widget.tsx"
import { MoveButtons, type Send } from "./editor-controls.tsx"

/** An image course's pictures in order: upload, caption, reorder, remove, and how many are free. */
export function CoursePictures({ pictures, previewText, saved, send }: { pictures: ReadonlyArray<PictureDraft>; previewText: string; saved: CourseDraft | null; send: Send }) {
  const free = Number(previewText) || 0
  return (
    <fieldset className={css({ display: "grid", gap: "3" })}>
      <legend className={css({ fontWeight: "medium", mb: "2" })}>课程图片</legend>
      <ol className={css({ display: "grid", gap: "2" })} aria-label="课程图片顺序">
        {pictures.map((p, i) => (
          <li key={p.key} className={css({ display: "flex", gap: "2", alignItems: "center", flexWrap: "wrap", p: "2", bg: "bg.subtle", borderRadius: "md" })}>
            <img src={p.url} alt={p.caption || `第 ${i + 1} 张`} className={css({ w: "20", h: "20", objectFit: "cover", borderRadius: "sm" })} />
            <span className={css({ fontSize: "sm", minW: "16" })}>
              第 {i + 1} 张{i < free ? "（免费）" : ""}
            </span>
            <input
              aria-label={`第 ${i + 1} 张图片说明`}
              placeholder="图片说明（选填）"
              className={input({ size: "sm" })}
              maxLength={PICTURE_CAPTION_MAX}
              value={p.caption}
              onChange={(e) => send({ type: "picture.caption", key: p.key, caption: e.target.value })}
            />
            <MoveButtons send={send} part="picture" partKey={p.key} label={`第 ${i + 1} 张图片`} first={i === 0} last={i === pictures.length - 1} />
          </li>
        ))}
      </ol>
      <UploadWidget
        key={saved?.pictures.map((p) => p.id).join(",") ?? "new"}
        label="上传课程图片"
        kind="pictures"
        imageLimit={Math.max(COURSE_PICTURES_MAX - pictures.filter((p) => p.id !== undefined).length, 0)}
        videoLimit={0}
        hint={`JPG、PNG、GIF、BMP、WEBP，每张不超过 2MB，每门课程最多 ${COURSE_PICTURES_MAX} 张；上传后在上方排序`}
        onChange={(files) => files.forEach((f) => send({ type: "picture.add", path: f.path, url: f.path }))}
      />
      <FormField id="course-preview-images" label="免费预览张数" required hint="未购买的会员只能看到前几张，至少 1 张且少于图片总数">
        <input
          id="course-preview-images"
          inputMode="numeric"
          className={input()}
          style={{ width: "8rem" }}
          value={previewText}
          onChange={(e) => send({ type: "field.change", fields: { previewImagesText: e.target.value.replace(/\D/g, "") } })}
        />
      </FormField>
    </fieldset>
  )
}
