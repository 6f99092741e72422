export { default } from '../../features/settings/team/team-page'
