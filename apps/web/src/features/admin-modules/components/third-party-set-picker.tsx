import { Anchor, Select, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import {
  useModuleThirdPartySet,
  usePutModuleThirdPartySet,
  useThirdPartySetOptions,
} from '../api/module-third-party-set';

/**
 * The data-sharing set (Datenweitergabe) the module asks consent for in the player; saved at once,
 * apart from the module form. New modules choose it after the first save.
 */
export function ThirdPartySetPicker({ moduleUuid }: { moduleUuid: string | null }) {
  if (!moduleUuid) {
    return (
      <Text size="sm" c="dimmed" mb="sm">
        Eine Datenweitergabe kann nach dem Anlegen des Moduls zugeordnet werden.
      </Text>
    );
  }
  return <Picker moduleUuid={moduleUuid} />;
}

function Picker({ moduleUuid }: { moduleUuid: string }) {
  const current = useModuleThirdPartySet(moduleUuid);
  const options = useThirdPartySetOptions();
  const put = usePutModuleThirdPartySet(moduleUuid);
  const value = current.data?.set?.uuid ?? null;
  return (
    <Stack gap={4} mb="sm">
      <Select
        label="Datenweitergabe (Einwilligung im Modul)"
        description="Ersetzt den Hinweis unten: Partner, Titel und Einwilligungstext kommen aus der Datenweitergabe."
        placeholder="Keine"
        data={options.data ?? []}
        value={value}
        searchable
        clearable
        disabled={current.isPending || put.isPending}
        onChange={(next) =>
          put.mutate(next, {
            onSuccess: (saved) =>
              notify.success(saved.set ? `Datenweitergabe „${saved.set.partner}“ zugeordnet.` : 'Zuordnung entfernt.'),
            onError: (error) => notify.error(errorMessage(error)),
          })
        }
      />
      <Anchor
        component={Link}
        to={value ? paths.ThirdPartyDataEdit.href(value) : paths.ThirdPartyDataOverview.href()}
        size="sm"
      >
        {value ? 'Datenweitergabe öffnen' : 'Datenweitergaben verwalten'}
      </Anchor>
    </Stack>
  );
}
