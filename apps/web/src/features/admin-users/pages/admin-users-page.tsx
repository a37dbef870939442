import type { UserWire } from '@fletx/contract/users';
import { ActionIcon, Anchor, Button, Group, Text, TextInput, Tooltip } from '@mantine/core';
import { IconAt, IconEdit, IconKey, IconPlus, IconSearch, IconTrash, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageCard } from '../../../components/cards/page-card';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { confirmDelete } from '../../../components/popups/popups';
import { DataTable, type DataTableColumn } from '../../../components/table/data-table';
import { paths } from '../../../config/paths';
import { deleteUser } from '../api/delete-user';
import { usersQueryKey, useUsers } from '../api/get-users';
import { ChangePasswordCard } from '../components/change-password-card';
import { ChangeUsernameCard } from '../components/change-username-card';

export function AdminUsersPage() {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [usernameFor, setUsernameFor] = useState<UserWire | null>(null);
  const [passwordFor, setPasswordFor] = useState<UserWire | null>(null);
  const users = useUsers({ page, search });

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
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      width: 150,
      render: (u) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label="Edit">
            <ActionIcon
              variant="subtle"
              component={Link}
              to={paths.app.newUser.getHref(u.id)}
              aria-label={`Edit ${u.first_name} ${u.last_name}`}
            >
              <IconEdit size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Change username">
            <ActionIcon
              variant="subtle"
              onClick={() => setUsernameFor(u)}
              aria-label={`Change username of ${u.first_name} ${u.last_name}`}
            >
              <IconAt size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Change password">
            <ActionIcon
              variant="subtle"
              onClick={() => setPasswordFor(u)}
              aria-label={`Change password of ${u.first_name} ${u.last_name}`}
            >
              <IconKey size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete ${u.first_name} ${u.last_name}`}
              onClick={() =>
                confirmDelete({
                  onConfirm: () => deleteUser(u.id),
                  onDeleted: () => void queryClient.invalidateQueries({ queryKey: usersQueryKey }),
                })
              }
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  return (
    <ContentLayout title="Admin Users">
      <PageCard
        title="Dispatchers and Admin Users"
        actions={
          <>
            <TextInput
              aria-label="Search"
              placeholder="Search and press Enter"
              leftSection={<IconSearch size={14} aria-hidden />}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  setSearch(draft.trim());
                  setPage(1);
                }
              }}
              w={260}
            />
            <Button
              variant="default"
              component={Link}
              to={paths.app.addUsers.getHref()}
              leftSection={<IconUpload size={16} aria-hidden />}
            >
              Add users
            </Button>
            <Button
              component={Link}
              to={paths.app.newUser.getHref()}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              New user
            </Button>
          </>
        }
      >
        <DataTable
          label="Dispatchers and Admin Users"
          columns={columns}
          rows={users.data?.data.items}
          getRowKey={(u) => u.id}
          loading={users.isLoading}
          error={users.error}
          onRetry={() => void users.refetch()}
          emptyTitle={search ? `No user matches “${search}”.` : 'No users yet.'}
          pagination={{
            page,
            onPageChange: setPage,
            itemCount: users.data?.data.meta.itemCount,
            total: users.data?.data.meta.totalItems,
          }}
        />
      </PageCard>
      <ChangeUsernameCard user={usernameFor} onClose={() => setUsernameFor(null)} />
      <ChangePasswordCard user={passwordFor} onClose={() => setPasswordFor(null)} />
    </ContentLayout>
  );
}
