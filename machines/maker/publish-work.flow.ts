import { failed } from "../testing/fixtures.ts"
import { defineFlow } from "../testing/flow-entry.ts"
import type { MakerWork } from "../../domain/maker/entities.ts"
import { publishWorkMachine } from "./publish-work.machine.ts"

const work: MakerWork = {
  id: 12,
  title: "敏感肌的三步补水法",
  category: "beauty",
  tags: ["补水"],
  video: "/files/shortVideo/202611/0123456789abcdef0123456789abcdef.mp4",
  cover: "/files/pictures/202611/0123456789abcdef0123456789abcdef.jpg",
  likes: 0,
  comments: 0,
  views: 0,
  liked: false,
  publishTime: "2026-11-20T08:00:00.000Z",
  maker: { userId: 3, nickName: "陈老师", avatarPath: "", followed: false },
  state: "reviewing",
  reason: "",
  createTime: "2026-11-20T08:00:00.000Z",
}

export const publishWorkFlow = defineFlow({
  id: "publishWork",
  nameZh: "发布短视频",
  nameEn: "Publishing a short video",
  description: "创客上传 MP4 视频（显示进度），从视频中截取的画面或上传的图片里选封面，填写标题、分类和标签后提交，作品进入审核。",
  machine: publishWorkMachine,
  fakes: (fake) => publishWorkMachine.provide({ actors: { submit: fake.promise([{ label: "成功", output: work }, failed]) } }),
  events: {
    "video.uploaded": [{ label: "已上传", event: { type: "video.uploaded", path: work.video } }],
    "cover.chosen": [{ label: "选定封面", event: { type: "cover.chosen", path: work.cover } }],
    "details.change": [
      { label: "填写标题、分类和标签", event: { type: "details.change", title: work.title, category: "beauty", tagsText: "补水 敏感肌" } },
      { label: "清空标题", event: { type: "details.change", title: "" } },
    ],
  },
})
