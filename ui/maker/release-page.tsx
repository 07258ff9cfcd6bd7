import { Link } from "wouter"
import { css } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import { MICRO_CATEGORIES, WORK_STATE_LABELS } from "../../domain/maker/rules.ts"
import { useMachine } from "../app/flow-hooks.ts"
import { wiredPublishWorkMachine } from "../app/maker-wiring.ts"
import type { PageProps } from "../app/page-registry.ts"
import { CentreFrame } from "../components/centre-frame/centre-frame.tsx"
import { FormField } from "../components/form-field.tsx"
import { UploadWidget } from "../components/upload/upload-widget.tsx"
import { CoverFrames } from "./parts/cover-frames.tsx"
import { FormAlert } from "../components/form-alert.tsx"

/** /account/mine/release: upload an MP4, choose a cover, describe the work and submit it for review. */
export default function ReleasePage({ route }: PageProps) {
  const [snapshot, send] = useMachine(wiredPublishWorkMachine)
  const { draft, errors, error, work } = snapshot.context
  const submitted = snapshot.matches("submitted")
  return (
    <CentreFrame title={route.title}>
      {submitted && work ? (
        <div className={css({ display: "grid", gap: "3" })}>
          <p role="status">
            作品「{work.title}」已提交，{WORK_STATE_LABELS[work.state]}；通过后会出现在创客视频里。
          </p>
          <div className={css({ display: "flex", gap: "3" })}>
            <button type="button" className={button()} onClick={() => send({ type: "work.another" })}>
              继续发布
            </button>
            <Link href="/account/mine/manage_works" className={button({ variant: "outline" })}>
              作品管理
            </Link>
          </div>
        </div>
      ) : (
        <form
          className={css({ display: "grid", gap: "4", maxW: "2xl" })}
          onSubmit={(e) => {
            e.preventDefault()
            send({ type: "work.submit" })
          }}
        >
          <UploadWidget
            label="视频"
            kind="shortVideo"
            imageLimit={0}
            videoLimit={1}
            hint="仅支持 MP4 格式，不超过 500MB；上传时显示进度"
            onChange={(files) => {
              const path = files[0]?.path
              if (path) send({ type: "video.uploaded", path })
              else send({ type: "video.removed" })
            }}
          />
          <FormAlert message={errors.video?.[0]} />
          {draft.video !== "" && (
            <fieldset className={css({ display: "grid", gap: "2" })}>
              <legend className={css({ fontSize: "sm", fontWeight: "medium", mb: "1.5" })}>封面</legend>
              <CoverFrames video={draft.video} chosen={draft.cover} onChosen={(path) => send({ type: "cover.chosen", path })} />
              <UploadWidget label="或上传封面图片" kind="pictures" imageLimit={1} hint="JPG、PNG 等格式，不超过 2MB" onChange={(files) => files[0] && send({ type: "cover.chosen", path: files[0].path })} />
              {draft.cover && (
                <p className={css({ fontSize: "sm", display: "flex", gap: "2", alignItems: "center" })}>
                  已选封面：
                  <img src={draft.cover} alt="已选封面" className={css({ h: "16", borderRadius: "sm" })} />
                </p>
              )}
              <FormAlert message={errors.cover?.[0]} />
            </fieldset>
          )}
          <FormField id="work-title" label="标题" required errors={errors.title}>
            <input id="work-title" className={input()} maxLength={50} value={draft.title} onChange={(e) => send({ type: "details.change", title: e.target.value })} />
          </FormField>
          <FormField id="work-category" label="分类" required errors={errors.category}>
            <select id="work-category" className={input()} value={draft.category} onChange={(e) => send({ type: "details.change", category: e.target.value })}>
              <option value="">请选择</option>
              {MICRO_CATEGORIES.map((c) => (
                <option key={c.key} value={c.key}>
                  {c.label}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="work-tags" label="标签" errors={errors.tags} hint="用空格或逗号分隔，最多 5 个">
            <input id="work-tags" className={input()} value={draft.tagsText} onChange={(e) => send({ type: "details.change", tagsText: e.target.value })} />
          </FormField>
          <FormAlert message={error} />
          <div>
            <button type="submit" className={button({ variant: "highlight" })} disabled={snapshot.hasTag("busy") || draft.video === ""}>
              提交审核
            </button>
          </div>
        </form>
      )}
    </CentreFrame>
  )
}
