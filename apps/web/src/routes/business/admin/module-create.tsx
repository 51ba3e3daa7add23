import { Anchor, Stack, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { createAdminModule, ModuleForm, useAdminModuleMutation } from '../../../features/admin-modules';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';

/** /business/admin/modules/create (staff): the fields first; content, preview and budget follow on the edit page. */
export function Component() {
  usePageTitle('Modul anlegen');
  const navigate = useNavigate();
  const create = useAdminModuleMutation(createAdminModule);
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.ModulesOverview.href()} size="sm">
        Zurück zur Übersicht
      </Anchor>
      <Title order={1}>Modul anlegen</Title>
      <ModuleForm
        module={null}
        saving={create.isPending}
        onSave={async (body) => {
          const module = await create.mutateAsync(body);
          notify.success('Modul angelegt. Jetzt den Inhalt erstellen.');
          navigate(`${paths.ModuleEdit.href(module.uuid)}?tab=content`);
        }}
      />
    </Stack>
  );
}
