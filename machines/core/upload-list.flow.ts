import { defineFlow } from "../testing/flow-entry.ts"
import { uploadListMachine } from "./upload-list.machine.ts"
import { uploadMachine } from "./upload.machine.ts"

export const uploadListFlow = defineFlow({
  id: "uploadList",
  nameZh: "上传组件",
  nameEn: "Upload widget",
  description: "选择文件后逐个检查格式（按文件内容）、大小和数量，合格的立即开始上传，不合格的提示原因（数量提示显示 1 秒）。",
  machine: uploadListMachine,
  fakes: (fake) =>
    uploadListMachine.provide({
      actors: { file: uploadMachine.provide({ actors: { send: fake.callback(), remove: fake.promise([{ label: "成功", output: undefined }]) } }) },
    }),
  events: {
    "files.add": [
      { label: "一张图片", event: { type: "files.add", files: [{ id: "a", name: "a.png", type: "image/png", size: 2048, sniffed: "png", source: null }] } },
      { label: "改名的程序", event: { type: "files.add", files: [{ id: "b", name: "photo.png", type: "image/png", size: 2048, sniffed: null, source: null }] } },
    ],
  },
  inputs: [{ label: "图片上传", input: { kind: "pictures", imageLimit: 3 } }],
})
