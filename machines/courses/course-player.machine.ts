import { assign, raise, setup } from "xstate"
import { AD_COUNTDOWN_TICK_MS, IDLE_PROMPT_MS, PROGRESS_REPORT_MS, RESUME_PROMPT_MS } from "../../domain/core/constants.ts"
import { isPreviewOver } from "../../domain/courses/preview.ts"

import type { CoursePlayerContext, CoursePlayerEvent, CoursePlayerInput } from "./course-player.types.ts"

export type { CoursePlayerContext, CoursePlayerEvent, CoursePlayerInput, PlayerAd, PlayerQuality } from "./course-player.types.ts"

const urlOf = (context: CoursePlayerContext): string =>
  (context.qualities.find((q) => q.definition === context.quality) ?? context.qualities[0])?.Url ?? ""

/**
 * The course video player (spec 2 §4, §9) around video.js, which it never touches: every
 * effect on the video is a named action the caller provides (adapters/player/ bridges
 * video.js and sends the `video.*` events back).
 *
 * playback: booting until the video element is ready; noSource when there is no source
 * (暂无视频资源); ad (pre-roll) counting down each second from its length, closable, with a
 * manual-play prompt when the browser blocks autoplay; then main: loading, blocked (the
 * manual-play prompt), playing (a progress report every 5 s), paused (a report on pausing),
 * previewEnded (past the preview time: sought back to it, paused, the buy layer shown,
 * closable; replay seeks to 0; also when a preview video ends), ended, switching (another
 * quality reloaded at the current time behind an overlay) and failure (reload to retry).
 * resume: a saved position is offered for 15 s with jump and close (or sought at once).
 * idle: every 10 minutes the prompt pauses playback until the person continues.
 * The position is saved on page hide, before unload, on error and on dispose.
 */
export const coursePlayerMachine = setup({
  types: {
    context: {} as CoursePlayerContext,
    events: {} as CoursePlayerEvent,
    input: {} as CoursePlayerInput,
  },
  actions: {
    /** Loads a source and, once its metadata is in, seeks to `startAt`. */
    loadSource: (_, _params: { url: string; startAt: number }) => {},
    playVideo: () => {},
    pauseVideo: () => {},
    seekVideo: (_, _params: { to: number }) => {},
    /** Sends the position to the server (every 5 s while playing, and on pause). */
    reportProgress: (_, _params: { position: number; duration: number }) => {},
    /** Keeps the position for the next visit (local storage, and the server). */
    saveResume: (_, _params: { playId: string | number; position: number; duration: number }) => {},
  },
  guards: {
    hasNoSource: ({ context }) => context.qualities.length === 0,
    hasAd: ({ context }) => context.ad !== null,
    isAutoplay: ({ context }) => context.autoplay,
    hasAdSecondsLeft: ({ context }) => context.adSecondsLeft > 1,
    isPreviewPassed: ({ context, event }) => event.type === "video.timeUpdate" && isPreviewOver(event.position, context.tryTime),
    isPreview: ({ context }) => context.tryTime > 0,
    isOtherQuality: ({ context, event }) =>
      event.type === "quality.select" && event.definition !== context.quality && context.qualities.some((q) => q.definition === event.definition),
    shouldOfferResume: ({ context }) => !context.resumeHandled && context.savedPosition > 0 && !context.autoResume,
    shouldPlayOn: ({ context }) => context.resumePlaying,
    wasPlayingBeforeIdle: ({ context }) => context.idlePaused,
  },
  delays: {
    adTick: AD_COUNTDOWN_TICK_MS,
    reportEvery: PROGRESS_REPORT_MS,
    resumePromptFor: RESUME_PROMPT_MS,
    idleEvery: IDLE_PROMPT_MS,
  },
}).createMachine({
  id: "coursePlayer",
  type: "parallel",
  context: ({ input }) => ({
    ...input,
    quality: input.qualities[0]?.definition ?? "",
    position: 0,
    duration: 0,
    adSecondsLeft: input.ad?.durationSeconds ?? 0,
    playing: false,
    resumeAt: 0,
    resumePlaying: false,
    resumeHandled: false,
    layerOpen: false,
    idlePaused: false,
  }),
  on: {
    "page.hide": { actions: { type: "saveResume", params: ({ context }) => ({ playId: context.playId, position: context.position, duration: context.duration }) } },
    "page.unload": { actions: { type: "saveResume", params: ({ context }) => ({ playId: context.playId, position: context.position, duration: context.duration }) } },
    "player.dispose": { actions: { type: "saveResume", params: ({ context }) => ({ playId: context.playId, position: context.position, duration: context.duration }) } },
  },
  states: {
    playback: {
      initial: "booting",
      states: {
        booting: {
          always: { guard: "hasNoSource", target: "noSource" },
          on: {
            "video.ready": [
              { guard: "hasAd", target: "ad" },
              { target: "main" },
            ],
          },
        },
        noSource: {},
        ad: {
          entry: [
            { type: "loadSource", params: ({ context }) => ({ url: context.ad?.url ?? "", startAt: 0 }) },
            { type: "playVideo" },
          ],
          initial: "loading",
          on: {
            "ad.close": "main",
            "video.ended": "main",
            // A broken advert does not keep the lesson from playing.
            "video.error": "main",
          },
          states: {
            loading: {
              on: {
                "video.metadata": {
                  target: "counting",
                  actions: assign({
                    adSecondsLeft: ({ context, event }) => (context.adSecondsLeft > 0 ? context.adSecondsLeft : Math.max(1, Math.ceil(event.duration))),
                  }),
                },
                "video.autoplayBlocked": "blocked",
              },
            },
            /** The manual-play prompt: the browser refused to start the advert by itself. */
            blocked: {
              on: {
                "user.play": { actions: "playVideo" },
                "video.metadata": {
                  actions: assign({
                    adSecondsLeft: ({ context, event }) => (context.adSecondsLeft > 0 ? context.adSecondsLeft : Math.max(1, Math.ceil(event.duration))),
                  }),
                },
                "video.playing": "counting",
              },
            },
            counting: {
              after: {
                adTick: [
                  { guard: "hasAdSecondsLeft", target: "counting", reenter: true, actions: assign({ adSecondsLeft: ({ context }) => context.adSecondsLeft - 1 }) },
                  { target: "#coursePlayer.playback.main", actions: assign({ adSecondsLeft: 0 }) },
                ],
              },
              on: { "video.autoplayBlocked": "blocked" },
            },
          },
        },
        main: {
          entry: [
            assign({ playing: false, position: ({ context }) => (context.autoResume ? context.savedPosition : 0) }),
            {
              type: "loadSource",
              params: ({ context }) => ({ url: urlOf(context), startAt: context.autoResume ? context.savedPosition : 0 }),
            },
          ],
          initial: "loading",
          on: {
            "video.playing": { actions: assign({ playing: true }) },
            "video.paused": { actions: assign({ playing: false }) },
            "video.timeUpdate": { actions: assign({ position: ({ event }) => event.position }) },
            "video.error": {
              target: ".failure",
              actions: [
                assign({ playing: false }),
                { type: "saveResume", params: ({ context }) => ({ playId: context.playId, position: context.position, duration: context.duration }) },
              ],
            },
          },
          states: {
            loading: {
              on: {
                "video.metadata": [
                  {
                    guard: "isAutoplay",
                    target: "paused",
                    actions: [assign({ duration: ({ event }) => event.duration }), "playVideo", raise({ type: "resume.offer" })],
                  },
                  { target: "paused", actions: [assign({ duration: ({ event }) => event.duration }), raise({ type: "resume.offer" })] },
                ],
              },
            },
            /** The manual-play prompt for the lesson. */
            blocked: {
              on: {
                "user.play": { actions: "playVideo" },
                "video.playing": { target: "playing", actions: assign({ playing: true }) },
              },
            },
            playing: {
              after: {
                reportEvery: {
                  target: "playing",
                  reenter: true,
                  actions: { type: "reportProgress", params: ({ context }) => ({ position: context.position, duration: context.duration }) },
                },
              },
              on: {
                "video.timeUpdate": [
                  {
                    guard: "isPreviewPassed",
                    target: "previewEnded",
                    actions: [
                      assign({ position: ({ context }) => context.tryTime }),
                      { type: "seekVideo", params: ({ context }) => ({ to: context.tryTime }) },
                      "pauseVideo",
                    ],
                  },
                  { actions: assign({ position: ({ event }) => event.position }) },
                ],
                "video.paused": {
                  target: "paused",
                  actions: [assign({ playing: false }), { type: "reportProgress", params: ({ context }) => ({ position: context.position, duration: context.duration }) }],
                },
                "video.ended": [
                  { guard: "isPreview", target: "previewEnded", actions: assign({ playing: false }) },
                  {
                    target: "ended",
                    actions: [
                      assign({ playing: false, position: ({ context }) => context.duration }),
                      { type: "reportProgress", params: ({ context }) => ({ position: context.duration, duration: context.duration }) },
                    ],
                  },
                ],
                "video.autoplayBlocked": { target: "blocked", actions: assign({ playing: false }) },
                "user.pause": { actions: "pauseVideo" },
                "quality.select": { guard: "isOtherQuality", target: "switching" },
              },
            },
            paused: {
              on: {
                "video.playing": { target: "playing", actions: assign({ playing: true }) },
                "video.autoplayBlocked": "blocked",
                "video.timeUpdate": [
                  {
                    guard: "isPreviewPassed",
                    target: "previewEnded",
                    actions: [assign({ position: ({ context }) => context.tryTime }), { type: "seekVideo", params: ({ context }) => ({ to: context.tryTime }) }],
                  },
                  { actions: assign({ position: ({ event }) => event.position }) },
                ],
                "video.ended": [{ guard: "isPreview", target: "previewEnded" }, { target: "ended", actions: assign({ position: ({ context }) => context.duration }) }],
                "user.play": { actions: "playVideo" },
                "quality.select": { guard: "isOtherQuality", target: "switching" },
              },
            },
            /** The end-of-preview layer with the buy prompt. */
            previewEnded: {
              entry: assign({ layerOpen: true, playing: false }),
              exit: assign({ layerOpen: false }),
              on: {
                // Past the preview the position stays where it was sought back to.
                "video.timeUpdate": {},
                "layer.close": { actions: assign({ layerOpen: false }) },
                // Started from the video's own controls: the preview starts again from the beginning.
                "video.playing": { target: "playing", actions: [assign({ position: 0, playing: true }), { type: "seekVideo", params: { to: 0 } }] },
                "user.play": {
                  target: "paused",
                  actions: [assign({ position: 0 }), { type: "seekVideo", params: { to: 0 } }, "playVideo"],
                },
              },
            },
            ended: {
              on: {
                "video.playing": { target: "playing", actions: assign({ playing: true }) },
                "user.play": { target: "paused", actions: [assign({ position: 0 }), { type: "seekVideo", params: { to: 0 } }, "playVideo"] },
              },
            },
            switching: {
              tags: ["switching"],
              entry: [
                assign({
                  quality: ({ event, context }) => (event.type === "quality.select" ? event.definition : context.quality),
                  resumeAt: ({ context }) => context.position,
                  resumePlaying: ({ context }) => context.playing,
                  playing: false,
                }),
                { type: "loadSource", params: ({ context }) => ({ url: urlOf(context), startAt: context.resumeAt }) },
              ],
              on: {
                // video.js reports a pause while the source changes: it is not the person pausing.
                "video.paused": {},
                "video.timeUpdate": {},
                "video.metadata": [
                  { guard: "shouldPlayOn", target: "paused", actions: [assign({ duration: ({ event }) => event.duration, position: ({ context }) => context.resumeAt }), "playVideo"] },
                  { target: "paused", actions: assign({ duration: ({ event }) => event.duration, position: ({ context }) => context.resumeAt }) },
                ],
              },
            },
            failure: {
              on: {
                // Retry: the current quality again, from where it stopped, playing.
                "user.play": { target: "switching", actions: assign({ playing: true }) },
              },
            },
          },
        },
      },
    },
    resume: {
      initial: "hidden",
      states: {
        hidden: {
          on: {
            "resume.offer": [
              { guard: "shouldOfferResume", target: "prompting", actions: assign({ resumeHandled: true }) },
              { actions: assign({ resumeHandled: true }) },
            ],
          },
        },
        /** 上次观看到 mm:ss，是否继续观看？ for 15 seconds. */
        prompting: {
          after: { resumePromptFor: "hidden" },
          on: {
            "resume.jump": {
              target: "hidden",
              actions: [assign({ position: ({ context }) => context.savedPosition }), { type: "seekVideo", params: ({ context }) => ({ to: context.savedPosition }) }],
            },
            "resume.close": "hidden",
          },
        },
      },
    },
    idle: {
      initial: "watching",
      states: {
        watching: { after: { idleEvery: "prompting" } },
        prompting: {
          entry: [assign({ idlePaused: ({ context }) => context.playing }), "pauseVideo"],
          on: {
            "idle.continue": [
              { guard: "wasPlayingBeforeIdle", target: "watching", actions: ["playVideo", assign({ idlePaused: false })] },
              { target: "watching" },
            ],
          },
        },
      },
    },
  },
})
