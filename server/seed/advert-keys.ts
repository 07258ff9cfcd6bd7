import { routeByPath } from "../../domain/shell/routes/route-table.ts"

/** The advert key and title a static page reads, from its route in the route table. */
export const advertForPath = (path: string): { key: string; title: string } => {
  const route = routeByPath(path)
  const key = route?.meta.advertId
  if (!route || !key) throw new Error(`no advertId in the route table for ${path}`)
  return { key, title: route.title }
}
