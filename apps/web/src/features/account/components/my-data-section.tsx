import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AccountSection } from './account-section';

/** "Meine Daten": the way to the overview of everything stored, with its download. */
export function MyDataSection() {
  return (
    <AccountSection
      id="meine-daten"
      title="Meine Daten"
      description="Sieh dir an, welche Daten wir über dich gespeichert haben, und lade sie als Datei herunter."
    >
      <Group>
        <Button component={Link} to={paths.MyData.href()} variant="default">
          Meine Daten ansehen
        </Button>
      </Group>
    </AccountSection>
  );
}
