import { defineFlow } from "../testing/flow-entry.ts"
import { coursePlayerMachine } from "./course-player.machine.ts"

export const coursePlayerFlow = defineFlow({
  id: "coursePlayer",
  nameZh: "课程播放器",
  nameEn: "Course player",
  description: "课程视频播放：片头广告倒计时可关闭，浏览器拦截自动播放时提示手动播放；试看到时暂停并弹出购买层；切换清晰度从当前位置继续；提示上次观看位置 15 秒；每 10 分钟提示一次是否继续观看；离开页面时保存进度。",
  machine: coursePlayerMachine,
  fakes: () => coursePlayerMachine,
  events: {
    "video.metadata": [{ label: "时长 120 秒", event: { type: "video.metadata", duration: 120 } }],
    "video.timeUpdate": [
      { label: "播放到 10 秒", event: { type: "video.timeUpdate", position: 10 } },
      { label: "播放到 40 秒", event: { type: "video.timeUpdate", position: 40 } },
    ],
    "quality.select": [
      { label: "标清", event: { type: "quality.select", definition: "sd" } },
      { label: "当前的高清", event: { type: "quality.select", definition: "hd" } },
    ],
  },
  inputs: [
    {
      label: "试看 30 秒，有片头广告，提示上次位置",
      input: {
        playId: 101,
        qualities: [
          { definition: "hd", desc: "高清", Url: "/media/courses/lessons/jingluo-01-720p.webm" },
          { definition: "sd", desc: "标清", Url: "/media/courses/lessons/jingluo-01-360p.webm" },
        ],
        tryTime: 30,
        autoplay: true,
        autoResume: false,
        savedPosition: 12,
        ad: { url: "/course/ads/preroll.webm", durationSeconds: 2 },
      },
    },
    {
      label: "完整课程，不自动播放，直接续播",
      input: {
        playId: 102,
        qualities: [{ definition: "hd", desc: "高清", Url: "/media/courses/lessons/jingluo-02-720p.webm" }],
        tryTime: 0,
        autoplay: false,
        autoResume: true,
        savedPosition: 12,
        ad: null,
      },
    },
    {
      label: "广告读不到时长",
      input: {
        playId: 103,
        qualities: [{ definition: "hd", desc: "高清", Url: "/media/courses/lessons/jingluo-02-720p.webm" }],
        tryTime: 0,
        autoplay: true,
        autoResume: false,
        savedPosition: 0,
        ad: { url: "/course/ads/preroll.webm", durationSeconds: 0 },
      },
    },
    { label: "没有视频资源", input: { playId: 104, qualities: [], tryTime: 0, autoplay: true, autoResume: false, savedPosition: 0, ad: null } },
  ],
})
