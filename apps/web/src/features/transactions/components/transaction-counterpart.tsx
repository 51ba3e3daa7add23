import type { Transaction } from '@apopunkt/domain/schemas/ledger';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** Who the points came from or went to: the module (linked), else the partner. */
export function TransactionCounterpart({ transaction }: { transaction: Transaction }) {
  if (transaction.module) {
    return (
      <Anchor component={Link} to={paths.Play.href(transaction.module.slug)} size="sm">
        {transaction.module.name}
      </Anchor>
    );
  }
  const partner = transaction.partner;
  if (!partner) return null;
  return (
    <Text size="sm" c="dimmed">
      {[partner.name, partner.shortDescription].filter(Boolean).join(' · ')}
    </Text>
  );
}
