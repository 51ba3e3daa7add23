import type { CouponCodeUploadResult } from '@apopunkt/domain/schemas/coupons';
import { Alert, List, ScrollArea, Text } from '@mantine/core';

/** What the upload stored and which lines were rejected, with the reason. */
export function UploadReport({ result }: { result: CouponCodeUploadResult }) {
  const rejected = result.rejected;
  return (
    <Alert
      color={rejected.length > 0 ? 'yellow' : 'teal'}
      variant="light"
      title={`${result.accepted.toLocaleString('de-DE')} Codes gespeichert, ${rejected.length.toLocaleString('de-DE')} abgelehnt`}
    >
      {rejected.length > 0 && (
        <>
          <Text size="sm" mb="xs">
            Diese Zeilen wurden nicht übernommen:
          </Text>
          <ScrollArea.Autosize mah={200}>
            <List size="sm" spacing={2} aria-label="Abgelehnte Zeilen">
              {rejected.map((line) => (
                <List.Item key={line.line}>
                  Zeile {line.line}: {line.reason}
                </List.Item>
              ))}
            </List>
          </ScrollArea.Autosize>
        </>
      )}
    </Alert>
  );
}
