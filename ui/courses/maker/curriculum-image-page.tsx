import type { PageProps } from "../../app/page-registry.ts"
import { MakerCourseShelf } from "./maker-course-shelf.tsx"

/** /account/mine/curriculum_image: the maker's image courses with their review state and the editor. */
export default function CurriculumImagePage(props: PageProps) {
  return <MakerCourseShelf {...props} kind="image" />
}
