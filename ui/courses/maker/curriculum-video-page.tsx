import type { PageProps } from "../../app/page-registry.ts"
import { MakerCourseShelf } from "./maker-course-shelf.tsx"

/** /account/mine/curriculum_video: the maker's video courses with their review state and the editor. */
export default function CurriculumVideoPage(props: PageProps) {
  return <MakerCourseShelf {...props} kind="video" />
}
