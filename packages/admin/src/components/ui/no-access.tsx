import { useId } from 'react'
import { Link } from 'react-router'

/** A page the signed-in user may not see: says so and who can change it, instead of failing requests. */
export function NoAccess({
  title,
  description,
  homeLabel,
}: {
  title: string
  description: string
  homeLabel: string
}) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="flex flex-col items-center gap-3 px-6 py-16 text-center">
      <h1 id={id} className="text-xl font-semibold text-gray-900">
        {title}
      </h1>
      <p className="max-w-md text-sm text-gray-600">{description}</p>
      <Link to="/a" className="text-sm font-medium text-violet-700 hover:underline">
        {homeLabel}
      </Link>
    </section>
  )
}
