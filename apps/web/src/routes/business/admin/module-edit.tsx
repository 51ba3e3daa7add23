import { Alert, Anchor, Badge, Center, Group, Loader, Stack, Tabs, Title } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import {
  AccreditationSection,
  BudgetPanel,
  ContentEditor,
  ModuleForm,
  ScormPanel,
  saveModuleContent,
  updateAdminModule,
  useAdminModule,
  useAdminModuleMutation,
} from '../../../features/admin-modules';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { ModulePreview } from './module-preview';

const TABS = ['fields', 'content', 'scorm', 'preview', 'budget'] as const;

/** /business/admin/modules/{uuid} (staff): fields, content editor, SCORM package, learner preview and budget as tabs. */
export function Component() {
  const { uuid = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t === params.get('tab')) ?? 'fields';
  const module = useAdminModule(uuid);
  const update = useAdminModuleMutation((body: Parameters<typeof updateAdminModule>[1]) =>
    updateAdminModule(uuid, body),
  );
  const content = useAdminModuleMutation((doc: Parameters<typeof saveModuleContent>[1]) =>
    saveModuleContent(uuid, doc),
  );
  usePageTitle(module.data ? `Modul: ${module.data.name}` : 'Modul bearbeiten');

  if (module.isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Modul wird geladen" />
      </Center>
    );
  if (module.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(module.error)}
      </Alert>
    );
  const m = module.data;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.ModulesOverview.href()} size="sm">
        Zurück zur Übersicht
      </Anchor>
      <Group gap="sm">
        <Title order={1}>{m.name}</Title>
        <Badge variant="outline" color="dark">
          {m.isVisible ? 'sichtbar' : 'ausgeblendet'}
        </Badge>
      </Group>
      <Tabs
        value={tab}
        onChange={(next) => setParams(next && next !== 'fields' ? { tab: next } : {}, { replace: true })}
      >
        <Tabs.List>
          <Tabs.Tab value="fields">Einstellungen</Tabs.Tab>
          <Tabs.Tab value="content">Inhalt</Tabs.Tab>
          <Tabs.Tab value="scorm">SCORM</Tabs.Tab>
          <Tabs.Tab value="preview">Vorschau</Tabs.Tab>
          <Tabs.Tab value="budget">Budget</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="fields" pt="md">
          <ModuleForm
            key={m.updatedAt}
            module={m}
            saving={update.isPending}
            onSave={async (body) => {
              await update.mutateAsync(body);
              notify.success('Änderungen gespeichert.');
            }}
          />
          <AccreditationSection uuid={m.uuid} />
        </Tabs.Panel>
        <Tabs.Panel value="content" pt="md">
          <ContentEditor
            key={m.contentVersion}
            initial={m.content}
            version={m.contentVersion}
            saving={content.isPending}
            onSave={(doc) => content.mutateAsync(doc)}
          />
        </Tabs.Panel>
        <Tabs.Panel value="scorm" pt="md">
          {tab === 'scorm' && <ScormPanel module={m} />}
        </Tabs.Panel>
        <Tabs.Panel value="preview" pt="md">
          {tab === 'preview' && <ModulePreview module={m} />}
        </Tabs.Panel>
        <Tabs.Panel value="budget" pt="md">
          {tab === 'budget' && <BudgetPanel module={m} />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
