import { Route, Routes } from 'react-router'
import { AreaList } from '../../routes/a/area-list'

/** Screens under /app/a/gift-cards. */
export default function GiftCardsRoutes() {
  return (
    <Routes>
      <Route index element={<AreaList path="gift-cards" />} />
    </Routes>
  )
}
