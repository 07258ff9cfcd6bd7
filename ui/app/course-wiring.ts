import { useActorRef } from "./flow-hooks.ts"
import { useEffect, useEffectEvent, useRef, useState } from "react"
import { fromPromise } from "xstate"
import { createVideoPlayer, type VideoPlayer } from "../../adapters/player/video-player.ts"
import { createResumeStore } from "../../adapters/storage/resume-store.ts"
import { pickResume, resumeOffer } from "../../domain/courses/progress.ts"
import type { PlayInfo } from "../../domain/courses/entities/course.ts"
import type { PageResponse } from "../../domain/core/paging.ts"
import { isPreviewTimeValid, PREVIEW_TIME_WARNING } from "../../domain/courses/preview.ts"
import { commentLikeMachine } from "../../machines/courses/comment-like.machine.ts"
import { coursePlayerMachine } from "../../machines/courses/course-player.machine.ts"
import { courseEditorMachine, type CourseSave } from "../../machines/courses/course-editor.machine.ts"
import { pagedListMachine } from "../../machines/core/paged-list.machine.ts"
import { formSubmitMachine } from "../../machines/core/form-submit.machine.ts"
import { validateComment } from "../../domain/courses/comment-form.ts"
import { isFormValid } from "../../domain/core/validation/form-errors.ts"
import type { MediaItem } from "../../domain/courses/entities/media.ts"
import type { Question, Reply } from "../../domain/courses/entities/question.ts"
import { DEFAULT_SORT, QUESTION_PAGE_SIZE, REPLY_PAGE_SIZE } from "../../domain/core/constants.ts"
import { notify } from "../notify/toast-store.ts"
import { api } from "./services.ts"

/**
 * The course area's machines wired to the request client, local storage and video.js (loaded
 * only when a player is created).
 */

const resumeStore = typeof localStorage === "undefined" ? null : createResumeStore(localStorage)

/** The saved position a lesson opens with: the newer of the browser's and the server's, if still worth offering. */
export const resumePositionOf = (info: PlayInfo): number => {
  const local = resumeStore?.load(info.lesson.id) ?? null
  const server = info.progress ? { position: info.progress.position, at: Date.parse(info.progress.updatedAt) } : null
  const saved = pickResume(local, server)
  return saved ? resumeOffer(saved.position, info.lesson.durationSeconds, info.tryTime) : 0
}

const report = (lessonId: number, position: number, duration: number) =>
  api.call("courseProgressReport", { body: { lessonId, position, duration } }, { silent: true }).catch(() => undefined)

/**
 * The player of one lesson: the machine with its actions bound to video.js (created in the
 * returned container once it is on the page), progress reports for members, and the resume
 * position saved on page hide, before unload, on error and on dispose.
 */
export function useCoursePlayer(info: PlayInfo, options: { readonly signedIn: boolean; readonly autoResume?: boolean }) {
  const containerRef = useRef<HTMLDivElement>(null)
  const bridge = useRef<VideoPlayer | null>(null)
  const signedIn = useRef(options.signedIn)
  signedIn.current = options.signedIn
  const lessonId = info.lesson.id
  const [machine] = useState(() =>
    coursePlayerMachine.provide({
      actions: {
        loadSource: (_, params) => bridge.current?.load(params.url, params.startAt),
        playVideo: () => bridge.current?.play(),
        pauseVideo: () => bridge.current?.pause(),
        seekVideo: (_, params) => bridge.current?.seek(params.to),
        reportProgress: (_, params) => {
          if (signedIn.current) void report(lessonId, params.position, params.duration)
        },
        saveResume: (_, params) => {
          resumeStore?.save(params.playId, params.position)
          if (signedIn.current && params.position > 0) void report(lessonId, params.position, params.duration)
        },
      },
    }),
  )
  const actor = useActorRef(machine, {
    input: {
      playId: lessonId,
      qualities: info.qualities,
      tryTime: info.tryTime,
      autoplay: true,
      autoResume: options.autoResume ?? false,
      savedPosition: resumePositionOf(info),
      ad: info.ad ? { url: info.ad.url, durationSeconds: info.ad.durationSeconds } : null,
    },
  })

  // Sets the player up with the lesson as it is when called, and returns its teardown.
  const mountPlayer = useEffectEvent(() => {
    // A preview as long as the lesson is a configuration mistake: only a console warning (spec 2 §5).
    if (info.tryTime > 0 && !isPreviewTimeValid(info.tryTime, info.lesson.durationSeconds)) console.warn(PREVIEW_TIME_WARNING)
    const container = containerRef.current
    if (!container || info.qualities.length === 0) return
    let live = true
    let player: VideoPlayer | null = null
    const video = document.createElement("video")
    video.className = "video-js vjs-big-play-centered"
    video.setAttribute("playsinline", "")
    video.setAttribute("aria-label", info.lesson.title)
    container.appendChild(video)
    createVideoPlayer(video, (event) => actor.send(event)).then(
      (created) => {
        if (!live) return created.dispose()
        player = created
        bridge.current = created
      },
      () => live && actor.send({ type: "video.error" }),
    )
    const hide = () => {
      if (document.visibilityState === "hidden") actor.send({ type: "page.hide" })
    }
    const pageHide = () => actor.send({ type: "page.hide" })
    const unload = () => actor.send({ type: "page.unload" })
    document.addEventListener("visibilitychange", hide)
    window.addEventListener("pagehide", pageHide)
    window.addEventListener("beforeunload", unload)
    return () => {
      live = false
      document.removeEventListener("visibilitychange", hide)
      window.removeEventListener("pagehide", pageHide)
      window.removeEventListener("beforeunload", unload)
      actor.send({ type: "player.dispose" })
      bridge.current = null
      player?.dispose()
      container.replaceChildren()
    }
  })
  useEffect(() => {
    return mountPlayer()
    // One player per lesson: the page keys this hook's component by lesson.
  }, [])

  return { actor, containerRef }
}

/** A comment's like button: the like calls, and the notices. */
export const wiredCommentLikeMachine = commentLikeMachine.provide({
  actors: {
    sendLike: fromPromise(({ input }) =>
      input.action === "like"
        ? api.call("commentLike", { params: { id: input.id } }, { silent: true })
        : api.call("commentCancelLike", { params: { id: input.id } }, { silent: true }),
    ),
  },
  actions: {
    askToLogIn: (_, params) => notify.warning(params.message),
    confirm: (_, params) => notify.success(params.message),
  },
})

/** A load-more list over a page loader (questions, replies). */
export const pagedListFor = <T>(load: (page: number) => Promise<PageResponse<T>>) =>
  pagedListMachine.provide({ actors: { loadPage: fromPromise(({ input }) => load(input.page)) } })

/** 提交订单 of a course: one idempotency key per visit, so a double click makes one order. */
export const courseOrderMachineFor = (courseId: number, idempotencyKey: string) =>
  formSubmitMachine.provide({
    actors: { submit: fromPromise<unknown, unknown>(() => api.call("courseOrderCreate", { body: { courseId, idempotencyKey } }, { silent: true })) },
  })

/** A buyer's comment on a course: checked with the server's rule, then posted. */
export const courseCommentMachine = formSubmitMachine.provide({
  actors: {
    submit: fromPromise(({ input }) => api.call("commentCreate", { body: input as CommentDraft }, { silent: true })),
  },
  guards: {
    check: ({ event }) => isFormValid(validateComment(event.values as CommentDraft)),
  },
})

type CommentDraft = { courseId: number; orderNum: string; content: string; grade: number | null; media: ReadonlyArray<MediaItem> }

/** A course's questions, a page at a time, newest first. */
export const questionListMachineFor = (courseId: number) =>
  pagedListFor<Question>((page) => api.call("questionList", { query: { courseId, page, size: QUESTION_PAGE_SIZE, sort: DEFAULT_SORT } }, { silent: true }))

/** The answers to one question, a page at a time. */
export const replyListMachineFor = (questionId: number) =>
  pagedListFor<Reply>((page) => api.call("questionAnswerList", { query: { questionId, page, size: REPLY_PAGE_SIZE, sort: DEFAULT_SORT } }, { silent: true }))

/** The course editor of curriculum_video and curriculum_image wired to the maker-course calls. */
export const wiredCourseEditorMachine = courseEditorMachine.provide({
  actors: {
    load: fromPromise(async ({ input }: { input: { courseId: number | null } }) => {
      const [options, course] = await Promise.all([
        api.call("makerCourseOptions"),
        input.courseId === null ? Promise.resolve(null) : api.call("makerCourse", { params: { id: input.courseId } }),
      ])
      return { options, course }
    }),
    save: fromPromise(({ input }: { input: CourseSave }) =>
      api.call(
        "makerCourseSave",
        {
          body: {
            ...input,
            highlights: [...input.highlights],
            tags: [...input.tags],
            chapters: input.chapters.map((c) => ({ ...c, lessons: c.lessons.map((l) => ({ ...l })) })),
            pictures: input.pictures.map((p) => ({ ...p })),
          },
        },
        { silent: true },
      ),
    ),
    submit: fromPromise(({ input }: { input: { courseId: number } }) => api.call("makerCourseSubmit", { params: { id: input.courseId } }, { silent: true })),
  },
})
