import { failed } from "../testing/fixtures.ts"
import { defineFlow } from "../testing/flow-entry.ts"
import { uploadMachine } from "./upload.machine.ts"

export const uploadFlow = defineFlow({
  id: "upload",
  nameZh: "文件上传",
  nameEn: "File upload",
  description: "上传组件里的一个文件：就绪、上传中（进度条随已发送字节前进；大视频分片上传，某一片失败时稍后重发）、成功或失败；失败可重试或从已上传的位置继续，上传中或失败时可取消（服务器上的未完成文件一并删除），删除已上传的文件需先确认“确定删除该文件吗？”。",
  machine: uploadMachine,
  fakes: (fake) =>
    uploadMachine.provide({
      actors: {
        send: fake.callback(),
        remove: fake.promise([{ label: "成功", output: undefined }, failed]),
        discard: fake.promise([{ label: "已删除", output: undefined }, failed]),
      },
    }),
  events: {
    "upload.progress": [{ label: "已发送一半", event: { type: "upload.progress", loaded: 512, total: 1024 } }],
    "upload.done": [{ label: "服务器已保存", event: { type: "upload.done", path: "/files/pictures/202411/0123456789abcdef0123456789abcdef.png" } }],
    "upload.failed": [{ label: "上传失败", event: { type: "upload.failed", message: "图片上传失败，请刷新后重试" } }],
    "upload.retrying": [{ label: "一片失败，稍后重发", event: { type: "upload.retrying", attempt: 1 } }],
  },
  inputs: [
    { label: "新选择的图片", input: { id: "f1", name: "足浴前后对比.png", media: "image", kind: "pictures", source: null } },
    { label: "已保存的图片", input: { id: "f2", name: "头像.png", media: "image", kind: "avatar", source: null, path: "/files/avatar/202411/0123456789abcdef0123456789abcdef.png" } },
  ],
})
