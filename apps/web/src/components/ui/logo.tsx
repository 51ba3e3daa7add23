import { Group, Text } from '@mantine/core';
import { useProductName } from '../../lib/platform-config';

/** The brand mark: a pharmacy cross with a point, and the product name. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--mantine-color-apo-6)" />
      <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#fff" />
      <circle cx="25" cy="25" r="3.5" fill="#f59f00" stroke="#fff" strokeWidth="1.5" />
    </svg>
  );
}

export function Logo({ size = 32, withName = true }: { size?: number; withName?: boolean }) {
  const product = useProductName();
  return (
    <Group gap={8} wrap="nowrap">
      <LogoMark size={size} />
      {withName && (
        <Text component="span" fw={800} fz={size * 0.62} c="apo.8" lh={1}>
          {product}
        </Text>
      )}
    </Group>
  );
}
