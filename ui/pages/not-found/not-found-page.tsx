import { css } from "styled-system/css"
import { button } from "styled-system/recipes"

export default function NotFoundPage() {
  return (
    <main className={css({ minH: "60vh", display: "grid", placeItems: "center", textAlign: "center", p: "8" })}>
      <div>
        <h1 className={css({ fontSize: "4xl", fontWeight: "bold", color: "accent.text" })}>404</h1>
        <p className={css({ color: "fg.muted", my: "4" })}>您访问的页面不存在或已被移除。</p>
        <a href="/" className={button()}>
          返回首页
        </a>
      </div>
    </main>
  )
}
