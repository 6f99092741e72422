export { registerNoteRoutes as registerNotes } from './admin.routes'
