import { Link } from "wouter"
import { css } from "styled-system/css"
import { MAIN_MENU } from "../../domain/shell/routes/main-menu.ts"

/** One line under each channel of the main menu. */
const CHANNEL_TEXT: Readonly<Record<string, { readonly text: string; readonly tone: string; readonly icon: string }>> = {
  "/video": { text: "名师视频课程 · 系统学习", tone: "accent", icon: "M8 5v14l11-7z" },
  "/product": { text: "品质好物 · 正品保障", tone: "highlight", icon: "M5 8h14l-1 12H6zM9 8V6a3 3 0 0 1 6 0v2" },
  "/healthy": { text: "专业审核的健康知识", tone: "success", icon: "M3 12h4l2-5 4 10 2-5h6" },
  "/cosmeto": { text: "科学护肤 · 美丽有方", tone: "highlight", icon: "M12 3c3 4 6 7 6 11a6 6 0 0 1-12 0c0-4 3-7 6-11z" },
  "/micro/home": { text: "创客短视频 · 新鲜分享", tone: "vip", icon: "M3 7h12v10H3zM15 10l6-3v10l-6-3" },
  "/news": { text: "行业动态 · 政策解读", tone: "accent", icon: "M5 4h11v16H5zM16 8h3v10a2 2 0 0 1-2 2M8 8h5M8 12h5M8 16h3" },
  "/bbs": { text: "交流经验 · 互助答疑", tone: "success", icon: "M4 5h16v10H9l-5 4z" },
  "/medInstr": { text: "用药说明 · 随时查询", tone: "vip", icon: "M7 17 17 7a3.5 3.5 0 0 0-5-5L2 12a3.5 3.5 0 0 0 5 5zM7 7l5 5" },
}

const TONES: Readonly<Record<string, string>> = {
  accent: css({ bg: "accent.subtle", color: "accent.text" }),
  highlight: css({ bg: "highlight.subtle", color: "highlight.text" }),
  success: css({ bg: "success.subtle", color: "success.text" }),
  vip: css({ bg: "vip.subtle", color: "vip.contrast" }),
}

/** The portal's channels (the main menu) as cards. */
export function ChannelGrid() {
  return (
    <section aria-labelledby="channels-title" className={css({ mt: "6" })}>
      <h2 id="channels-title" className={css({ fontSize: "lg", fontWeight: "bold", mb: "3" })}>
        频道导航
      </h2>
      <ul className={css({ display: "grid", gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", sm: "repeat(4, minmax(0, 1fr))" }, gap: "3" })}>
        {MAIN_MENU.map((item) => {
          const meta = CHANNEL_TEXT[item.path]
          const body = (
            <>
              <span className={`${TONES[meta?.tone ?? "accent"]} ${css({ display: "grid", placeItems: "center", w: "11", h: "11", borderRadius: "xl", flexShrink: 0 })}`}>
                <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
                  <path d={meta?.icon ?? "M4 4h16v16H4z"} />
                </svg>
              </span>
              <span className={css({ minW: "0" })}>
                <strong className={css({ display: "block", fontSize: "md" })}>{item.title}</strong>
                <span className={css({ display: "block", fontSize: "xs", color: "fg.muted", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" })}>{meta?.text}</span>
              </span>
            </>
          )
          const cardClass = css({
            display: "flex",
            alignItems: "center",
            gap: "3",
            p: { base: "3", sm: "4" },
            bg: "bg.surface",
            borderRadius: "lg",
            boxShadow: "card",
            transition: "box-shadow 0.2s, transform 0.2s",
            _hover: { boxShadow: "raised", transform: "translateY(-2px)" },
            _focusVisible: { outline: "2px solid", outlineColor: "accent.solid" },
          })
          return (
            <li key={item.path}>
              {item.newTab ? (
                <a href={item.path} target="_blank" rel="noopener" className={cardClass}>
                  {body}
                </a>
              ) : (
                <Link href={item.path} className={cardClass}>
                  {body}
                </Link>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
