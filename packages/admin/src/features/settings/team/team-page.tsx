import type { Invite, User } from '@mercato/client'
import { useAdminInvites, useAdminUsers } from '@mercato/react'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { Section } from '../../../components/ui/section'
import { PageSpinner } from '../../../components/ui/spinner'
import { useNarrowScreen } from '../../../components/ui/narrow-screen'
import { useCurrentUser } from '../../../lib/session'
import { SettingsHeader } from '../page-header'
import { accessLabel } from './access'
import { Pill } from '../pill'
import { InviteActions } from './invite-actions'
import { InviteLinkModal } from './invite-link-modal'
import { InviteModal } from './invite-modal'
import { UserActions } from './user-actions'
import { UserFormModal } from './user-form-modal'
import { ServerMessage } from '../../../lib/server-message'

function Table({ label, headers, children }: { label: string; headers: string[]; children: ReactNode }) {
  // Should a row still be too wide for a phone, the table scrolls inside its card, not the page.
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" aria-label={label}>
        <thead>
          <tr className="border-b border-gray-200 text-xs text-gray-500 uppercase">
            {headers.map((h, i) => (
              <th
                key={h}
                scope="col"
                className={`py-2 font-medium ${i === headers.length - 1 ? 'text-end' : 'text-start'}`}
              >
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}

const cell = 'py-2 pe-3 align-middle'

/** An e-mail address that a phone's narrow cell wraps after its @, and within a part only if it must. */
function Address({ email }: { email: string }) {
  const at = email.indexOf('@') + 1
  return (
    <bdi className="[overflow-wrap:anywhere]">
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </bdi>
  )
}

/** On a phone: the values of the columns left out, under the kept one. */
const Details = ({ children }: { children: ReactNode }) => (
  <div className="flex flex-col items-start gap-0.5 text-xs text-gray-500">{children}</div>
)

/** /a/settings/team: the store's users (edit, remove) and pending invites (invite, link, resend, revoke). */
export default function TeamPage() {
  const { t, i18n } = useTranslation('setup')
  const { t: tn } = useTranslation()
  const { user: me } = useCurrentUser()
  const users = useAdminUsers()
  const invites = useAdminInvites()
  const [editing, setEditing] = useState<User | null>(null)
  const [inviting, setInviting] = useState(false)
  const [linkOf, setLinkOf] = useState<Invite | null>(null)
  // On a phone the tables keep the person and the actions; role, access and dates go under the person.
  const narrow = useNarrowScreen()
  const pending = (invites.invites ?? []).filter((i) => !i.accepted)
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  const title = t('team.title')
  // Only admins manage the team (the server refuses others); everyone may rename themselves.
  const isAdmin = me?.role === 'admin'
  const inviteButton = isAdmin ? (
    <Button onClick={() => setInviting(true)}>{t('team.invite')}</Button>
  ) : undefined
  if (users.isLoading || invites.isLoading) return <PageSpinner />
  const failed = users.error ?? invites.error
  const access = (p: User | Invite) => accessLabel(p.role, p.metadata, t, tn, i18n.language)
  const name = (u: User) => [u.first_name, u.last_name].filter(Boolean).join(' ')
  const roleAndAccess = (p: User | Invite) => `${t(`roles.${p.role}`)} · ${access(p)}`
  return (
    <section className="flex flex-col gap-6" aria-label={title}>
      <SettingsHeader title={title} actions={inviteButton} />
      {me && !isAdmin && (
        <p role="note" className="rounded-lg border border-gray-200 bg-white px-4 py-3 text-sm text-gray-600">
          {t('team.adminOnly')}
        </p>
      )}
      {failed ? (
        <p role="alert" className="text-sm text-rose-600">
          <ServerMessage error={failed} />
        </p>
      ) : null}
      <Section title={t('team.usersTitle')}>
        <Table
          label={t('team.usersTitle')}
          headers={
            narrow
              ? [t('fields.name'), t('fields.actions')]
              : [
                  t('fields.name'),
                  t('fields.email'),
                  t('fields.role'),
                  t('fields.access'),
                  t('fields.actions'),
                ]
          }
        >
          {(users.users ?? []).map((u) => (
            <tr key={u.id} className="border-b border-gray-100 last:border-0">
              <td className={cell}>
                {/* Without a name, a phone's row is told apart by the e-mail address it shows anyway. */}
                {name(u) || (narrow ? <Address email={u.email} /> : '—')}
                {u.id === me?.id && <span className="ms-2 text-xs text-gray-500">{t('team.you')}</span>}
                {narrow && (
                  <Details>
                    {name(u) && <Address email={u.email} />}
                    <span>{roleAndAccess(u)}</span>
                  </Details>
                )}
              </td>
              {!narrow && (
                <>
                  <td className={cell}>{u.email}</td>
                  <td className={cell}>{t(`roles.${u.role}`)}</td>
                  <td className={cell}>{access(u)}</td>
                </>
              )}
              <td className="py-2">
                {(isAdmin || u.id === me?.id) && (
                  <UserActions
                    user={u}
                    isSelf={u.id === me?.id}
                    canRemove={isAdmin}
                    onEdit={() => setEditing(u)}
                  />
                )}
              </td>
            </tr>
          ))}
        </Table>
      </Section>
      <Section title={t('team.invitesTitle')}>
        {pending.length === 0 ? (
          <EmptyState
            title={t('team.invitesEmpty')}
            // Only admins invite: a member is not told to do what they may not.
            description={isAdmin ? t('team.invitesEmptyDescription') : undefined}
          />
        ) : (
          <Table
            label={t('team.invitesTitle')}
            headers={
              narrow
                ? [t('fields.email'), t('fields.actions')]
                : [
                    t('fields.email'),
                    t('fields.role'),
                    t('fields.access'),
                    t('fields.expires'),
                    t('fields.actions'),
                  ]
            }
          >
            {pending.map((inv) => {
              const expired = new Date(inv.expires_at).getTime() < Date.now()
              const expiry = expired ? (
                <Pill tone="red">{t('team.expired')}</Pill>
              ) : (
                date.format(new Date(inv.expires_at))
              )
              return (
                <tr key={inv.id} className="border-b border-gray-100 last:border-0">
                  <td className={cell}>
                    {narrow ? <Address email={inv.user_email} /> : inv.user_email}
                    {narrow && (
                      <Details>
                        <span>{roleAndAccess(inv)}</span>
                        <span>
                          {t('fields.expires')} {expiry}
                        </span>
                      </Details>
                    )}
                  </td>
                  {!narrow && (
                    <>
                      <td className={cell}>{t(`roles.${inv.role}`)}</td>
                      <td className={cell}>{access(inv)}</td>
                      <td className={cell}>{expiry}</td>
                    </>
                  )}
                  <td className="py-2">
                    {isAdmin && <InviteActions invite={inv} onShowLink={() => setLinkOf(inv)} />}
                  </td>
                </tr>
              )
            })}
          </Table>
        )}
      </Section>
      {editing && <UserFormModal user={editing} canChangeRole={isAdmin} onClose={() => setEditing(null)} />}
      {inviting && <InviteModal onClose={() => setInviting(false)} />}
      {linkOf && <InviteLinkModal invite={linkOf} onClose={() => setLinkOf(null)} />}
    </section>
  )
}
