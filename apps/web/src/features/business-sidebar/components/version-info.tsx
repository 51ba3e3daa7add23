import { CLIENT_VERSION } from '@apopunkt/domain/constants/limits';
import { Text } from '@mantine/core';
import { usePlatformConfig } from '../../../lib/platform-config';

/** Client and server version, shown to staff (spec §2, §9). */
export function VersionInfo() {
  const { serverVersion } = usePlatformConfig();
  return (
    <Text size="xs" c="dimmed" px="sm" pt="xs">
      Client {CLIENT_VERSION} · Server {serverVersion}
    </Text>
  );
}
