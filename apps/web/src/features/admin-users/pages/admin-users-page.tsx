import type { UserWire } from '@fletx/contract/users';
import { Anchor, Group, Text } from '@mantine/core';
import {
  IconAt,
  IconDeviceMobileOff,
  IconKey,
  IconPlus,
  IconShieldOff,
  IconUpload,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/buttons/link-button';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { confirmAction } from '../../../components/popups/popups';
import type { DataTableColumn } from '../../../components/table/data-table';
import {
  actionsColumn,
  DeleteRowAction,
  EditRowAction,
  RowAction,
} from '../../../components/table/row-actions';
import { SearchedListCard } from '../../../components/table/searched-list-card';
import { paths } from '../../../config/paths';
import { useListSearch } from '../../../hooks/use-list-search';
import { useDeleteUser } from '../api/delete-user';
import { endUserSessions, turnOffTwoFactor } from '../api/end-user-sessions';
import { useUsers } from '../api/get-users';
import { ChangePasswordCard } from '../components/change-password-card';
import { ChangeUsernameCard } from '../components/change-username-card';

export function AdminUsersPage() {
  const deleteUser = useDeleteUser();
  const list = useListSearch({ searchAsYouType: false });
  const [usernameFor, setUsernameFor] = useState<UserWire | null>(null);
  const [passwordFor, setPasswordFor] = useState<UserWire | null>(null);
  const users = useUsers({ page: list.page, search: list.search });

  const columns: DataTableColumn<UserWire>[] = [
    { key: 'name', header: 'Name', render: (u) => u.first_name },
    { key: 'lastName', header: 'Last name', render: (u) => u.last_name },
    { key: 'email', header: 'Email', render: (u) => u.email },
    { key: 'role', header: 'Type of user', render: (u) => u.role },
    {
      key: 'drivers',
      header: 'Assigned drivers',
      render: (u) =>
        u.assignedDrivers.length === 0 ? (
          <Text size="sm" c="dimmed">
            None
          </Text>
        ) : (
          <Group gap={6}>
            {u.assignedDrivers.map((d) => (
              <Anchor key={d.id} component={Link} to={paths.app.driverInformation.getHref(d.id)} size="sm">
                {d.name}
              </Anchor>
            ))}
          </Group>
        ),
    },
    actionsColumn(
      (u) => (
        <>
          <EditRowAction label={`Edit ${u.first_name} ${u.last_name}`} to={paths.app.newUser.getHref(u.id)} />
          <RowAction
            tooltip="Change username"
            label={`Change username of ${u.first_name} ${u.last_name}`}
            icon={IconAt}
            onClick={() => setUsernameFor(u)}
          />
          <RowAction
            tooltip="Change password"
            label={`Change password of ${u.first_name} ${u.last_name}`}
            icon={IconKey}
            onClick={() => setPasswordFor(u)}
          />
          <RowAction
            tooltip="End all sessions"
            label={`End all sessions of ${u.first_name} ${u.last_name}`}
            icon={IconDeviceMobileOff}
            onClick={() =>
              confirmAction({
                title: 'End all sessions?',
                message: `${u.first_name} ${u.last_name} is signed out on every device at once (a lost phone or laptop).`,
                confirmLabel: 'End all sessions',
                color: 'red',
                onConfirm: () => endUserSessions(u.id),
              })
            }
          />
          <RowAction
            tooltip="Turn off two-factor sign-in"
            label={`Turn off two-factor sign-in of ${u.first_name} ${u.last_name}`}
            icon={IconShieldOff}
            onClick={() =>
              confirmAction({
                title: 'Turn off two-factor sign-in?',
                message: `${u.first_name} ${u.last_name} logs in with the password alone until they set it up again (a lost phone and lost recovery codes).`,
                confirmLabel: 'Turn it off',
                color: 'red',
                onConfirm: () => turnOffTwoFactor(u.id),
              })
            }
          />
          <DeleteRowAction
            label={`Delete ${u.first_name} ${u.last_name}`}
            onConfirm={() => deleteUser.mutateAsync(u.id)}
          />
        </>
      ),
      { width: 210 },
    ),
  ];

  return (
    <ContentLayout title="Admin Users">
      <SearchedListCard
        title="Dispatchers and Admin Users"
        label="Dispatchers and Admin Users"
        list={list}
        csv={{ path: '/user/findBy/', method: 'POST', body: { role: 'Carriers' }, fileName: 'users' }}
        actions={
          <>
            <LinkButton variant="default" to={paths.app.addUsers.getHref()} icon={IconUpload}>
              Add users
            </LinkButton>
            <LinkButton to={paths.app.newUser.getHref()} icon={IconPlus}>
              New user
            </LinkButton>
          </>
        }
        query={users}
        columns={columns}
        noun={['user', 'users']}
      />
      <ChangeUsernameCard user={usernameFor} onClose={() => setUsernameFor(null)} />
      <ChangePasswordCard user={passwordFor} onClose={() => setPasswordFor(null)} />
    </ContentLayout>
  );
}
