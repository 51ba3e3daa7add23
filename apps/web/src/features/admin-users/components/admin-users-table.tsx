import { formatGermanDate } from '@apopunkt/domain/rules/dates';
import { jobLabel } from '@apopunkt/domain/rules/job-labels';
import type { AdminUserListItem } from '@apopunkt/domain/schemas/admin-users';
import { Anchor, Table, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { ScrollableTable } from '../../../components/ui/scrollable-table';
import { paths } from '../../../config/paths';
import { UserStatusBadges } from './user-status-badges';

/** One page of the user search; a row (or its name link) opens the user's detail page. */
export function AdminUsersTable({ users }: { users: AdminUserListItem[] }) {
  const navigate = useNavigate();
  return (
    <ScrollableTable minWidth={720}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="Nutzer">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>E-Mail-Adresse</Table.Th>
            <Table.Th>Beruf</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Registriert</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr
              key={user.id}
              style={{ cursor: 'pointer' }}
              onClick={() => navigate(paths.AdminUser.href(user.id))}
            >
              <Table.Td>
                <Anchor
                  component={Link}
                  to={paths.AdminUser.href(user.id)}
                  onClick={(event) => event.stopPropagation()}
                >
                  {user.firstName} {user.lastName}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{user.email}</Text>
              </Table.Td>
              <Table.Td>{user.job ? jobLabel(user.job, null, true) : '–'}</Table.Td>
              <Table.Td>
                <UserStatusBadges user={user} />
              </Table.Td>
              <Table.Td>{formatGermanDate(user.createdAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollableTable>
  );
}
