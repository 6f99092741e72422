import { Link } from 'react-router'

export function NotFoundPage() {
  return (
    <section className="py-16 text-center">
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p className="mt-2 text-stone-600">We could not find what you were looking for.</p>
      <Link to="/" className="mt-4 inline-block underline">
        Back to the shop
      </Link>
    </section>
  )
}
