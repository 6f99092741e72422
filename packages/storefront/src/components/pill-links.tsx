import { Link } from './link'

/** A row of rounded links to collections or categories, each name in its own direction. */
export function PillLinks({ links }: { links: Array<{ id: string; to: string; name: string }> }) {
  return (
    <ul className="flex flex-wrap gap-3">
      {links.map((l) => (
        <li key={l.id}>
          <Link
            to={l.to}
            className="block rounded-full border border-stone-300 bg-white px-4 py-2 text-sm hover:bg-stone-100"
          >
            <bdi>{l.name}</bdi>
          </Link>
        </li>
      ))}
    </ul>
  )
}
