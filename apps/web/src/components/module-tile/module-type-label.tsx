import { MODULE_TYPE_NAMES, MODULE_TYPE_SHORT_CODES, type ModuleType } from '@apopunkt/domain/constants/modules';

/**
 * "GM · Basismodul": the type's short code and German name (spec §3). The label is set in capitals,
 * the code is not: 'aS' stays 'aS'.
 */
export function ModuleTypeLabel({ type }: { type: ModuleType }) {
  const name = MODULE_TYPE_NAMES[type];
  return (
    <>
      <abbr title={name} style={{ textDecoration: 'none', textTransform: 'none' }}>
        {MODULE_TYPE_SHORT_CODES[type]}
      </abbr>{' '}
      · {name}
    </>
  );
}
