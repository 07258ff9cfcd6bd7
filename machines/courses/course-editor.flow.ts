import type { CourseDraft, CourseEditorOptions } from "../../domain/courses/entities/maker-course.ts"
import { failed } from "../testing/fixtures.ts"
import { defineFlow } from "../testing/flow-entry.ts"
import { courseEditorMachine } from "./course-editor.machine.ts"
import { cents } from "../../domain/core/money.ts"

const options: CourseEditorOptions = {
  categories: [{ id: 3, name: "中医养生 / 艾灸" }],
  ads: [{ id: 1, title: "春季养生专题", durationSeconds: 5 }],
  teachers: [{ id: 8, name: "林晓", title: "注册营养师", avatar: "/files/pictures/202611/0123456789abcdef0123456789abcdef.png", intro: "十年临床营养门诊经验。", courseCount: 1 }],
}

const course: CourseDraft = {
  id: 41,
  type: "video",
  title: "七天控糖早餐",
  subtitle: "从一顿早餐开始",
  cover: "/files/pictures/202611/0123456789abcdef0123456789abcdef.png",
  categoryId: 3,
  teacherId: 8,
  priceCents: cents(1990),
  vipPriceCents: null,
  vipFree: false,
  intro: "每天一道控糖早餐。",
  highlights: ["看懂升糖指数"],
  tags: ["控糖"],
  adId: null,
  state: "draft",
  reason: "",
  chapters: [{ id: 11, title: "第一章 认识血糖", lessons: [{ id: 21, title: "早餐为什么重要", tryTime: 30, durationSeconds: 300, hasPreview: true }] }],
  pictures: [],
  previewImages: 0,
}

const picture = "/files/pictures/202611/fedcba9876543210fedcba9876543210.png"

const imageCourse: CourseDraft = {
  ...course,
  id: 42,
  type: "image",
  title: "图解控糖餐盘",
  chapters: [],
  pictures: [
    { id: 31, caption: "餐盘的四个格子", url: "/api/video/media/a.b.png" },
    { id: 32, caption: "主食换粗粮", url: "/api/video/media/c.d.png" },
  ],
  previewImages: 1,
}

export const courseEditorFlow = defineFlow({
  id: "courseEditor",
  nameZh: "课程编辑",
  nameEn: "Course editor",
  description:
    "创客编写视频课程或图文课程：填写标题、封面、分类、讲师、价格、介绍和片头广告；视频课程增删、改名、排序章节和课时，为课时上传 MP4 并设置试看秒数（须小于视频时长）；图文课程上传、排序、删除图片并设置免费预览张数（至少 1 张且少于图片总数）；保存后提交审核。",
  machine: courseEditorMachine,
  fakes: (fake) =>
    courseEditorMachine.provide({
      actors: {
        load: fake.promise([
          { label: "新课程", output: { options, course: null } },
          { label: "已有课程", output: { options, course } },
          { label: "已有图文课程", output: { options, course: imageCourse } },
          failed,
        ]),
        save: fake.promise([
          { label: "已保存（草稿）", output: course },
          { label: "已保存（待审核）", output: { ...course, state: "reviewing" } },
          { label: "试看时长过长", error: { status: 400, code: "bad_request", message: "试看时长须小于视频时长" } },
          { label: "已保存（图文）", output: imageCourse },
          failed,
        ]),
        submit: fake.promise([{ label: "已提交", output: { ...course, state: "reviewing" } }, failed]),
      },
    }),
  events: {
    "field.change": [
      {
        label: "填写完整",
        event: { type: "field.change", fields: { title: "七天控糖早餐", cover: course.cover, categoryId: 3, teacherId: 8, priceText: "19.90", vipPriceText: "9.90" } },
      },
      { label: "会员价高于原价", event: { type: "field.change", fields: { priceText: "1", vipPriceText: "5" } } },
      { label: "免费预览 5 张", event: { type: "field.change", fields: { previewImagesText: "5" } } },
    ],
    "chapter.rename": [{ label: "改章节名", event: { type: "chapter.rename", key: "c11", title: "第一章 血糖入门" } }],
    "chapter.remove": [{ label: "删除第一章", event: { type: "chapter.remove", key: "c11" } }],
    "chapter.move": [{ label: "新章节上移", event: { type: "chapter.move", key: "n1", by: -1 } }],
    "lesson.add": [{ label: "第一章加课时", event: { type: "lesson.add", chapterKey: "c11" } }],
    "lesson.change": [
      { label: "试看 30 秒", event: { type: "lesson.change", key: "l21", tryTimeText: "30" } },
      { label: "试看超过时长", event: { type: "lesson.change", key: "l21", tryTimeText: "900" } },
    ],
    "lesson.video": [{ label: "上传视频", event: { type: "lesson.video", key: "l21", path: "/files/courseVideo/202611/0123456789abcdef0123456789abcdef.mp4" } }],
    "lesson.remove": [{ label: "删除课时", event: { type: "lesson.remove", key: "l21" } }],
    "lesson.move": [{ label: "课时下移", event: { type: "lesson.move", key: "l21", by: 1 } }],
    "picture.add": [{ label: "上传图片", event: { type: "picture.add", path: picture, url: picture } }],
    "picture.caption": [{ label: "图片说明", event: { type: "picture.caption", key: "p31", caption: "餐盘分四格" } }],
    "picture.remove": [{ label: "删除图片", event: { type: "picture.remove", key: "p32" } }],
    "picture.move": [{ label: "图片上移", event: { type: "picture.move", key: "p32", by: -1 } }],
  },
  inputs: [
    { label: "新建视频课程", input: { courseId: null, kind: "video" } },
    { label: "编辑课程 41", input: { courseId: 41, kind: "video" } },
    { label: "新建图文课程", input: { courseId: null, kind: "image" } },
    { label: "编辑图文课程 42", input: { courseId: 42, kind: "image" } },
  ],
})
