import { COUPON_CSV_MAX_LINES } from '@apopunkt/domain/constants/rewards';
import { rewardsAdminEndpoints } from '@apopunkt/domain/endpoints/admin-rewards';
import type { CouponCodeUploadResult, CouponDashboardRow } from '@apopunkt/domain/schemas/coupons';
import { Alert, Button, FileInput, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { invalidateEndpoints } from '../../../lib/query-key';
import { uploadCouponCodes } from '../api/upload-coupon-codes';
import { UploadReport } from './upload-report';

interface CouponCodesUploadProps {
  row: CouponDashboardRow | null;
  onClose: () => void;
}

/** CSV upload of voucher codes for one offer: progress bar, then the report of rejected lines. */
export function CouponCodesUpload({ row, onClose }: CouponCodesUploadProps) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<CouponCodeUploadResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  function close() {
    setFile(null);
    setProgress(null);
    setResult(null);
    setError(null);
    onClose();
  }

  async function upload() {
    if (!row || !file) return;
    setError(null);
    setResult(null);
    setProgress(0);
    try {
      setResult(await uploadCouponCodes(row.offer.id, file, setProgress));
      void invalidateEndpoints(queryClient, rewardsAdminEndpoints.couponDashboard);
    } catch (failure) {
      setError(errorMessage(failure));
      setProgress(null);
    }
  }

  const uploading = progress !== null && result === null && error === null;
  return (
    <Modal opened={row !== null} onClose={close} title={row ? `Codes hochladen: ${row.offer.title}` : ''} centered>
      <Stack>
        <Text size="sm">
          Eine CSV-Datei mit einem Gutscheincode pro Zeile (höchstens {COUPON_CSV_MAX_LINES.toLocaleString('de-DE')}{' '}
          Zeilen). Eine Kopfzeile „code“ ist erlaubt.
        </Text>
        <FileInput
          label="CSV-Datei"
          accept=".csv,text/csv,text/plain"
          value={file}
          onChange={setFile}
          clearable
          disabled={uploading}
        />
        {progress !== null && (
          <Progress value={Math.round(progress * 100)} aria-label="Upload-Fortschritt" animated={uploading} />
        )}
        {error && <Alert color="red">{error}</Alert>}
        {result && <UploadReport result={result} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Schließen
          </Button>
          <Button onClick={upload} disabled={!file} loading={uploading} leftSection={<IconUpload size={16} />}>
            Hochladen
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
