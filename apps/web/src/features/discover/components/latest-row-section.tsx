import { LATEST_ROW_SIZES } from '@apopunkt/domain/constants/modules';
import { type LatestRow, useLatestModules } from '../api/get-latest-modules';
import { ModuleSection } from './module-section';

export interface LatestRowProps {
  row: LatestRow;
  title: string;
  more: { href: string; label: string };
  empty: string;
}

/** One row of 'Unsere neusten Module' with its own call. */
export function LatestRowSection({ row, title, more, empty }: LatestRowProps) {
  const query = useLatestModules(row);
  return <ModuleSection title={title} order={3} query={query} size={LATEST_ROW_SIZES[row]} more={more} empty={empty} />;
}
