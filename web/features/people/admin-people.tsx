import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Checkbox, Dialog, Flex, Table, Text, TextField } from '@radix-ui/themes';
import { type ReactNode, useDeferredValue, useState } from 'react';
import { displayName } from '#core/people/names';
import {
  canGrant,
  expandPermissions,
  PERMISSION_TREE,
  type Permission,
  type PermissionNode,
  permissionLabel,
} from '#core/people/permissions';
import { AdminListPage } from '#web/components/admin-list-page';
import { useConfirm } from '#web/components/confirm-dialog';
import { useToast } from '#web/components/toasts';
import { graphql } from '#web/graphql/index';
import { UNCACHED_RESULT, useAuth } from '#web/lib/auth';

const UsersQuery = graphql(`
  query AdminUsers($search: String) {
    users(search: $search) {
      id
      email
      permissions
      profile {
        id
        name
      }
    }
  }
`);

const SetUserPermissionsMutation = graphql(`
  mutation SetUserPermissions($userId: ID!, $permissions: [Permission!]!) {
    setUserPermissions(userId: $userId, permissions: $permissions) {
      __typename
      ... on Error {
        message
      }
      ... on User {
        id
        permissions
      }
    }
  }
`);

interface Row {
  id: string;
  email: string;
  permissions: Permission[];
  profile?: { name: string } | null;
}

/** What a row may offer beside permissions (the route adds the privacy feature's; `refresh` reloads the list). */
export type PersonActions = (
  person: { id: string; email: string; name: string },
  refresh: () => void,
) => ReactNode;

/** Staff list of accounts; holders of `permissions` may change what others hold, within their own. */
export function AdminPeople({ personActions }: { personActions?: PersonActions } = {}) {
  const { user: viewer } = useAuth();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const { data, loading, refetch } = useQuery(UsersQuery, { variables: { search: deferred || null } });
  const [editing, setEditing] = useState<Row | null>(null);
  const mayEdit = expandPermissions(viewer?.permissions ?? []).has('permissions');
  const users = data?.users ?? [];

  return (
    <AdminListPage
      title="People"
      filters={
        <TextField.Root
          aria-label="Search people"
          placeholder="Search by name or email"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ flexGrow: 1, maxWidth: '24rem' }}
        />
      }
      empty={!loading && users.length === 0 && 'Nobody matches.'}
    >
      {users.length > 0 && (
        <Table.Root variant="surface">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Name</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Email</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Permissions</Table.ColumnHeaderCell>
              {mayEdit && <Table.ColumnHeaderCell />}
              {personActions && <Table.ColumnHeaderCell />}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {users.map((user) => (
              <Table.Row key={user.id}>
                <Table.RowHeaderCell>{user.profile?.name ?? '—'}</Table.RowHeaderCell>
                <Table.Cell>{user.email}</Table.Cell>
                <Table.Cell>
                  <Flex gap="1" wrap="wrap">
                    {user.permissions.map((permission) => (
                      <Badge key={permission}>{permissionLabel(permission)}</Badge>
                    ))}
                  </Flex>
                </Table.Cell>
                {mayEdit && (
                  <Table.Cell>
                    <Button
                      size="1"
                      variant="soft"
                      onClick={() => setEditing(user)}
                      aria-label={`Change permissions of ${displayName(user.profile?.name, user.email)}`}
                    >
                      Change
                    </Button>
                  </Table.Cell>
                )}
                {personActions && (
                  <Table.Cell>
                    {personActions(
                      { id: user.id, email: user.email, name: displayName(user.profile?.name, user.email) },
                      () => void refetch(),
                    )}
                  </Table.Cell>
                )}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {editing && viewer && (
        <PermissionsDialog user={editing} granter={viewer.permissions} onClose={() => setEditing(null)} />
      )}
    </AdminListPage>
  );
}

function PermissionsDialog({
  user,
  granter,
  onClose,
}: {
  user: Row;
  granter: readonly string[];
  onClose: () => void;
}) {
  const confirm = useConfirm();
  const toast = useToast();
  const [selected, setSelected] = useState(new Set<Permission>(user.permissions));
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SetUserPermissionsMutation, {
    ...UNCACHED_RESULT,
    refetchQueries: [UsersQuery],
  });
  const name = displayName(user.profile?.name, user.email);

  const toggle = (permission: Permission, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(permission);
    else next.delete(permission);
    setSelected(next);
  };

  const submit = async () => {
    const permissions = [...selected];
    const summary = permissions.length ? permissions.map(permissionLabel).join(', ') : 'no permissions';
    if (!(await confirm({ title: `Change ${name}’s permissions?`, body: `They will have: ${summary}.` })))
      return;
    setError(null);
    const { data } = await save({ variables: { userId: user.id, permissions } });
    const result = data?.setUserPermissions;
    if (result?.__typename === 'User') {
      toast({ title: 'Permissions changed', description: name, tone: 'success' });
      onClose();
    } else {
      setError(result?.message ?? 'Something went wrong');
    }
  };

  const renderNode = (node: PermissionNode, depth: number) => (
    <Flex key={node.id} direction="column" gap="1" pl={depth ? '4' : '0'}>
      <Text as="label" size="2">
        <Flex gap="2" align="center">
          <Checkbox
            checked={selected.has(node.id)}
            disabled={!canGrant(granter, node.id)}
            onCheckedChange={(checked) => toggle(node.id, checked === true)}
          />
          {node.label}
        </Flex>
      </Text>
      {node.children.map((child) => renderNode(child, depth + 1))}
    </Flex>
  );

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="28rem">
        <Dialog.Title>Permissions for {name}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          A permission includes those under it. You can only change permissions you hold yourself.
        </Dialog.Description>
        <Flex direction="column" gap="2">
          {PERMISSION_TREE.map((node) => renderNode(node, 0))}
        </Flex>
        {error && (
          <Text as="p" color="red" size="2" mt="3" role="alert">
            {error}
          </Text>
        )}
        <Flex gap="3" mt="4" justify="end">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              Cancel
            </Button>
          </Dialog.Close>
          <Button onClick={submit} loading={loading}>
            Save permissions
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
