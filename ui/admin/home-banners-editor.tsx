import { css } from "styled-system/css"
import { input } from "styled-system/recipes"
import { HOME_BANNER_MAX, HOME_BANNER_MESSAGES, HOME_BANNER_TITLE_MAX, homeBannerProblem, type HomeBanner } from "../../domain/shell/home-banners.ts"
import { useCall } from "../app/use-call.ts"
import { UploadWidget } from "../components/upload/upload-widget.tsx"
import { ListEditorForm } from "./list-editor-form.tsx"
import { ListRowControls, ListRowToggles } from "./list-row-controls.tsx"
import { useSortedListDraft } from "./sorted-list-draft.ts"

const rowClass = css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "12rem 1fr" }, gap: "3", py: "3", borderBottomWidth: "1px", borderColor: "border.subtle" })
const preview = css({ w: "full", aspectRatio: "730 / 340", objectFit: "cover", borderRadius: "md", bg: "bg.muted" })

/** The home page's banners (首页轮播图): a picture, a title that is also its alternative text, and a link each; saved together. */
export function HomeBannersEditor({ initial, onSaved }: { readonly initial: readonly HomeBanner[]; readonly onSaved: () => void }) {
  const { items: banners, keys, change, move, remove, add } = useSortedListDraft(initial)
  const save = useCall("adminSiteBannersSave", { success: HOME_BANNER_MESSAGES.saved, onDone: onSaved })
  return (
    <ListEditorForm
      label="首页轮播图"
      items={banners}
      max={HOME_BANNER_MAX}
      tooMany={HOME_BANNER_MESSAGES.tooMany}
      problemOf={homeBannerProblem}
      empty="还没有轮播图，首页将显示欢迎横幅。"
      addLabel="添加轮播图"
      onAdd={() => add({ title: "", image: "", href: "/", sort: banners.length, show: true, newTab: false })}
      saveLabel="保存轮播图"
      save={{ busy: save.busy, error: save.error, send: () => save.send({ body: { banners: banners.map((banner) => ({ ...banner, title: banner.title.trim(), href: banner.href.trim() })) } }) }}
    >
      <ol aria-label="轮播图列表" className={css({ display: "grid" })}>
        {banners.map((banner, index) => {
          const name = `轮播图 ${index + 1}`
          return (
            <li key={keys[index]} className={rowClass}>
              <div className={css({ display: "grid", gap: "2", alignContent: "start" })}>
                {banner.image ? <img src={banner.image} alt={`${name} 预览`} className={preview} /> : <div aria-hidden="true" className={preview} />}
                {/* Empty after each upload (keyed by the picture): the preview above shows the banner's picture. */}
                <UploadWidget
                  key={banner.image}
                  label={`${name} 图片`}
                  kind="pictures"
                  imageLimit={1}
                  hint={banner.image ? "更换图片：建议 730×340，不超过 2MB" : "建议 730×340，不超过 2MB"}
                  onChange={(files) => {
                    const uploaded = files[0]?.path
                    if (uploaded !== undefined) change(index, { image: uploaded })
                  }}
                />
              </div>
              <div className={css({ display: "flex", gap: "2", alignItems: "center", flexWrap: "wrap", alignContent: "start", fontSize: "sm" })}>
                <input aria-label={`${name} 标题`} placeholder="标题（图片的替代文字）" className={input({ size: "sm" })} style={{ maxWidth: "22rem" }} value={banner.title} maxLength={HOME_BANNER_TITLE_MAX} onChange={(e) => change(index, { title: e.target.value })} />
                <input aria-label={`${name} 链接`} placeholder="/video" className={input({ size: "sm" })} style={{ maxWidth: "14rem" }} value={banner.href} maxLength={300} onChange={(e) => change(index, { href: e.target.value })} />
                <ListRowToggles show={banner.show} newTab={banner.newTab} onChange={(patch) => change(index, patch)} />
                <ListRowControls name={name} index={index} count={banners.length} move={move} remove={remove} />
              </div>
            </li>
          )
        })}
      </ol>
    </ListEditorForm>
  )
}
