import type { SearchResult } from '@apopunkt/domain/schemas/search';
import { Spotlight } from '@mantine/spotlight';
import { IconBook2, IconBuildingFactory2, IconPill } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { paths } from '../../../config/paths';

interface Group {
  key: keyof SearchResult;
  label: string;
  href: (slug: string) => string;
  Icon: ComponentType<{ size?: number }>;
}

/** Products → Loft, modules → Play, manufacturers → Manufacturer (spec §2 search targets). */
const GROUPS: readonly Group[] = [
  { key: 'products', label: 'Produkte', href: paths.Loft.href, Icon: IconPill },
  { key: 'modules', label: 'Module', href: paths.Play.href, Icon: IconBook2 },
  { key: 'manufacturers', label: 'Hersteller', href: paths.Manufacturer.href, Icon: IconBuildingFactory2 },
];

export function SearchResults({ result, onOpen }: { result: SearchResult; onOpen: (href: string) => void }) {
  return GROUPS.filter((group) => result[group.key].length > 0).map(({ key, label, href, Icon }) => (
    <Spotlight.ActionsGroup key={key} label={label}>
      {result[key].map((hit) => (
        <Spotlight.Action
          key={`${key}-${hit.slug}`}
          label={hit.name}
          leftSection={<Icon size={18} />}
          onClick={() => onOpen(href(hit.slug))}
        />
      ))}
    </Spotlight.ActionsGroup>
  ));
}
