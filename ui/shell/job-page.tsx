import { PAGE_ADVERT_KEYS } from "../../domain/shell/page-adverts.ts"
import { StandaloneFrame } from "../app/layout/standalone-frame.tsx"
import type { PageProps } from "../app/page-registry.ts"
import { AdvertArticle } from "../components/advert-article.tsx"

/** /job: open positions (stored html). */
export default function JobPage({ route }: PageProps) {
  return (
    <StandaloneFrame title={route.title}>
      <AdvertArticle advertKey={PAGE_ADVERT_KEYS.jobs} title={route.title} />
    </StandaloneFrame>
  )
}
