import ListPage from './list-page'
import { AREAS } from './areas'
import { NotFound } from '../not-found'

/** The generic read-only list of an area, for areas whose own screens are not built yet. */
export function AreaList({ path }: { path: string }) {
  const area = AREAS.find((a) => a.path === path)
  if (!area?.list) return <NotFound />
  return <ListPage key={path} area={{ ...area, list: area.list }} />
}
