import type { ModuleType } from '@apopunkt/domain/constants/modules';
import { Text } from '@mantine/core';
import { PageHeader } from '../../components/ui/page-header';
import { ModuleList } from '../../features/modules';

interface ModuleListPageProps {
  title: string;
  subtitle?: string;
  explanation: string;
  types: readonly ModuleType[];
  withBudgetFilter?: boolean;
}

/** A module list page (spec §2 "List pages and subtitles"): heading, subtitle, tiles with "Mehr laden". */
export function ModuleListPage({ title, subtitle, explanation, types, withBudgetFilter }: ModuleListPageProps) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle}>
        <Text maw={720}>{explanation}</Text>
      </PageHeader>
      <ModuleList types={types} withBudgetFilter={withBudgetFilter} />
    </>
  );
}
