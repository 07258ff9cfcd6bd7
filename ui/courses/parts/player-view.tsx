import { useSelector } from "@xstate/react"
import { useMachine } from "../../app/flow-hooks.ts"
import { useEffect, useRef } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { formatClock } from "../../../domain/courses/catalog.ts"
import { COURSE_MESSAGES, PLAYER_TEXT } from "../../../domain/courses/messages.ts"
import type { PlayInfo } from "../../../domain/courses/entities/course.ts"
import { PLAYER_MESSAGES } from "../../../domain/core/messages.ts"
import { formatPreviewTime } from "../../../domain/courses/preview.ts"
import { qualityMenuMachine } from "../../../machines/courses/quality-menu.machine.ts"
import { useCoursePlayer } from "../../app/course-wiring.ts"
import { CloseIcon } from "../../components/icons.tsx"

const overlay = css({
  position: "absolute",
  inset: "0",
  zIndex: 5,
  display: "grid",
  placeItems: "center",
  bg: "rgba(8, 14, 16, 0.72)",
  color: "white",
  textAlign: "center",
  p: "4",
})

const closeButton = css({
  position: "absolute",
  top: "3",
  right: "3",
  w: "8",
  h: "8",
  display: "grid",
  placeItems: "center",
  borderRadius: "full",
  bg: "rgba(255,255,255,0.15)",
  color: "white",
  cursor: "pointer",
  _hover: { bg: "rgba(255,255,255,0.3)" },
})

/**
 * The quality list: opens on hover (hiding 100 ms after the pointer leaves) or by click and
 * keyboard (Enter or Space on the button), which keep it open until a second click, Escape,
 * a click outside or a choice.
 */
function QualityMenu({ qualities, current, onChoose }: { readonly qualities: PlayInfo["qualities"]; readonly current: string; readonly onChoose: (definition: string) => void }) {
  const [snapshot, send] = useMachine(qualityMenuMachine)
  const open = snapshot.hasTag("open")
  const currentDesc = qualities.find((q) => q.definition === current)?.desc ?? current
  const root = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!open) return
    const outside = (event: PointerEvent) => {
      if (root.current && event.target instanceof Node && !root.current.contains(event.target)) send({ type: "menu.close" })
    }
    document.addEventListener("pointerdown", outside)
    return () => document.removeEventListener("pointerdown", outside)
  }, [open, send])
  return (
    // The wrapper opens the menu on hover and closes it on an Escape from inside; the menu's own buttons take focus.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={root}
      className={css({ position: "relative" })}
      onMouseEnter={() => send({ type: "menu.enter" })}
      onMouseLeave={() => send({ type: "menu.leave" })}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation()
          send({ type: "menu.close" })
          trigger.current?.focus()
        }
      }}
    >
      <button
        ref={trigger}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        onClick={() => send({ type: "menu.toggle" })}
        className={button({ variant: "ghost", size: "sm" })}
        style={{ color: "inherit" }}
      >
        {PLAYER_TEXT.quality}：{currentDesc}
      </button>
      {open && (
        <ul
          role="listbox"
          aria-label={PLAYER_TEXT.quality}
          className={css({ position: "absolute", right: "0", bottom: "calc(100% + 4px)", zIndex: 20, minW: "36", bg: "bg.inverse", color: "fg.inverse", borderRadius: "md", py: "1", boxShadow: "overlay" })}
        >
          {qualities.map((q) => (
            <li key={q.definition} role="option" aria-selected={q.definition === current}>
              <button
                type="button"
                onClick={() => {
                  send({ type: "menu.choose" })
                  onChoose(q.definition)
                }}
                className={css({ w: "full", textAlign: "left", px: "4", py: "2", fontSize: "sm", cursor: "pointer", _hover: { bg: "bg.inverseSubtle" }, "&[aria-current=true]": { color: "accent.muted", fontWeight: "bold" } })}
                aria-current={q.definition === current}
              >
                {q.desc}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/**
 * The lesson player: video.js inside, driven by the player machine, with its layers — the
 * advert countdown and close, the manual-play prompt, the end-of-preview buy layer, the
 * switching overlay, the resume and idle prompts, 'no video resource' — and the quality list.
 */
export function PlayerView({ info, signedIn, buyHref }: { readonly info: PlayInfo; readonly signedIn: boolean; readonly buyHref: string }) {
  const { actor, containerRef } = useCoursePlayer(info, { signedIn })
  const playback = useSelector(actor, (s) => s.value.playback)
  const context = useSelector(actor, (s) => s.context)
  const resumePrompt = useSelector(actor, (s) => s.matches({ resume: "prompting" }))
  const idlePrompt = useSelector(actor, (s) => s.matches({ idle: "prompting" }))
  const inAd = useSelector(actor, (s) => s.matches({ playback: "ad" }))
  const blocked = useSelector(actor, (s) => s.matches({ playback: { ad: "blocked" } }) || s.matches({ playback: { main: "blocked" } }))
  const counting = useSelector(actor, (s) => s.matches({ playback: { ad: "counting" } }))
  const previewEnded = useSelector(actor, (s) => s.matches({ playback: { main: "previewEnded" } }))
  const switching = useSelector(actor, (s) => s.hasTag("switching"))
  const failed = useSelector(actor, (s) => s.matches({ playback: { main: "failure" } }))
  const noSource = playback === "noSource"
  const showControls = !noSource && !inAd

  return (
    <div className={css({ display: "grid", gap: "2" })}>
      <div
        className={css({
          position: "relative",
          bg: "black",
          borderRadius: "md",
          overflow: "hidden",
          aspectRatio: "16 / 9",
          "& .video-js": { w: "full", h: "full" },
          // The advert cannot be sought or paused; it ends by its countdown or its close button.
          "&[data-phase=ad] .vjs-control-bar, &[data-phase=ad] .vjs-big-play-button": { display: "none" },
        })}
        data-testid="course-player"
        data-phase={inAd ? "ad" : "lesson"}
        data-state={JSON.stringify(playback)}
      >
        <div ref={containerRef} className={css({ w: "full", h: "full" })} />

        {noSource && (
          <div className={overlay} role="status">
            <p>{PLAYER_MESSAGES.noSource}</p>
          </div>
        )}

        {inAd && (
          <div className={css({ position: "absolute", top: "3", right: "3", zIndex: 6, display: "flex", gap: "2", alignItems: "center" })}>
            {info.ad && (
              <Link href={info.ad.link} className={css({ fontSize: "xs", color: "white", bg: "rgba(0,0,0,0.55)", px: "3", py: "1.5", borderRadius: "full" })}>
                了解详情
              </Link>
            )}
            <span role="timer" aria-live="off" className={css({ fontSize: "xs", color: "white", bg: "rgba(0,0,0,0.55)", px: "3", py: "1.5", borderRadius: "full" })}>
              {counting || context.adSecondsLeft > 0 ? PLAYER_TEXT.adCountdown(context.adSecondsLeft) : "广告"}
            </span>
            <button type="button" onClick={() => actor.send({ type: "ad.close" })} className={css({ fontSize: "xs", color: "white", bg: "rgba(0,0,0,0.55)", px: "3", py: "1.5", borderRadius: "full", cursor: "pointer", _hover: { bg: "rgba(0,0,0,0.8)" } })}>
              {PLAYER_TEXT.adSkip}
            </button>
          </div>
        )}

        {blocked && (
          <div className={overlay}>
            <button type="button" onClick={() => actor.send({ type: "user.play" })} className={button({ size: "lg" })}>
              ▶ {PLAYER_TEXT.manualPlay}
            </button>
          </div>
        )}

        {previewEnded && context.layerOpen && (
          <div className={overlay} role="dialog" aria-label="试看结束">
            <button type="button" aria-label="关闭" className={closeButton} onClick={() => actor.send({ type: "layer.close" })}>
              <CloseIcon size={16} />
            </button>
            <div className={css({ display: "grid", gap: "4", justifyItems: "center" })}>
              <p className={css({ fontSize: "lg", fontWeight: "bold" })}>试看结束</p>
              <p className={css({ fontSize: "sm", color: "fg.inverseMuted" })}>
                {COURSE_MESSAGES.previewEnded}（可试看{formatPreviewTime(info.tryTime)}）
              </p>
              <div className={css({ display: "flex", gap: "3" })}>
                <Link href={buyHref} className={button({ variant: "highlight" })}>
                  {PLAYER_TEXT.buy}
                </Link>
                <button type="button" className={button({ variant: "outline" })} onClick={() => actor.send({ type: "user.play" })}>
                  {PLAYER_TEXT.replay}
                </button>
              </div>
            </div>
          </div>
        )}

        {switching && (
          <div className={overlay} role="status">
            <p>{PLAYER_TEXT.switching}</p>
          </div>
        )}

        {failed && (
          <div className={overlay} role="alert">
            <div className={css({ display: "grid", gap: "3", justifyItems: "center" })}>
              <p>{PLAYER_TEXT.loadFailed}</p>
              <button type="button" className={button({ variant: "outline" })} onClick={() => actor.send({ type: "user.play" })}>
                重试
              </button>
            </div>
          </div>
        )}

        {resumePrompt && (
          <div role="status" className={css({ position: "absolute", left: "3", bottom: "16", zIndex: 6, display: "flex", alignItems: "center", gap: "3", bg: "rgba(0,0,0,0.72)", color: "white", px: "4", py: "2", borderRadius: "md", fontSize: "sm" })}>
            <span>{PLAYER_TEXT.resumePrompt(formatClock(context.savedPosition))}</span>
            <button type="button" className={css({ color: "accent.muted", fontWeight: "bold", cursor: "pointer" })} onClick={() => actor.send({ type: "resume.jump" })}>
              {PLAYER_TEXT.resumeJump}
            </button>
            <button type="button" aria-label="关闭提示" className={css({ cursor: "pointer", display: "grid", placeItems: "center" })} onClick={() => actor.send({ type: "resume.close" })}>
              <CloseIcon size={14} />
            </button>
          </div>
        )}

        {idlePrompt && (
          <div className={overlay} role="alertdialog" aria-label="休息提醒">
            <div className={css({ display: "grid", gap: "4", justifyItems: "center", maxW: "sm" })}>
              <p>{PLAYER_TEXT.idlePrompt}</p>
              <button type="button" className={button()} onClick={() => actor.send({ type: "idle.continue" })}>
                {PLAYER_TEXT.idleContinue}
              </button>
            </div>
          </div>
        )}
      </div>
      {showControls && info.qualities.length > 0 && (
        <div className={css({ display: "flex", alignItems: "center", gap: "3", color: "fg.inverseMuted", fontSize: "sm", flexWrap: "wrap" })}>
          {info.playMode === "preview" && <span>试看 {formatPreviewTime(info.tryTime)}，购买后观看完整课程</span>}
          <div className={css({ ml: "auto" })}>
            <QualityMenu qualities={info.qualities} current={context.quality} onChoose={(definition) => actor.send({ type: "quality.select", definition })} />
          </div>
        </div>
      )}
    </div>
  )
}
