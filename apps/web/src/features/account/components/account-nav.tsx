import { Anchor, Group } from '@mantine/core';

export const ACCOUNT_SECTIONS = [
  { id: 'profil', label: 'Profil' },
  { id: 'arbeitsplatz', label: 'Arbeitsplatz' },
  { id: 'e-mail', label: 'E-Mail' },
  { id: 'passwort', label: 'Passwort' },
  { id: 'zwei-faktor', label: 'Zwei-Faktor' },
  { id: 'geraete', label: 'Geräte' },
  { id: 'newsletter', label: 'Newsletter' },
  { id: 'recommendation', label: 'Weiterempfehlen' },
  { id: 'punkteverlauf', label: 'Punkteverlauf' },
  { id: 'sichtbarkeit', label: 'Sichtbarkeit im Team' },
  { id: 'datenweitergabe', label: 'Datenweitergabe' },
  { id: 'meine-daten', label: 'Meine Daten' },
  { id: 'konto-loeschen', label: 'Konto löschen' },
] as const;

/** Jump links to the sections of the account page. */
export function AccountNav() {
  return (
    <Group component="nav" aria-label="Bereiche deines Kontos" gap="md">
      {ACCOUNT_SECTIONS.map((section) => (
        <Anchor key={section.id} href={`#${section.id}`} size="sm">
          {section.label}
        </Anchor>
      ))}
    </Group>
  );
}
