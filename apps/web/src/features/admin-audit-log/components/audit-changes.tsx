import { auditChanges } from '@apopunkt/domain/rules/audit-diff';
import { List, Text } from '@mantine/core';

/**
 * What one audit entry changed, field by field with German names: "Sichtbar: nein → ja" on a
 * change, "Name: Neu" on a creation, "Name: Alt (entfernt)" on a removal.
 */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const changes = auditChanges(before, after);
  if (changes.length === 0)
    return (
      <Text size="sm" c="dimmed">
        keine Feldänderung
      </Text>
    );
  return (
    <List size="sm" spacing={2} listStyleType="none" style={{ maxWidth: 520 }}>
      {changes.map((change) => (
        <List.Item key={change.field} style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600} size="sm">
            {change.label}:
          </Text>{' '}
          {change.before === null
            ? change.after
            : change.after === null
              ? `${change.before} (entfernt)`
              : `${change.before} → ${change.after}`}
        </List.Item>
      ))}
    </List>
  );
}
