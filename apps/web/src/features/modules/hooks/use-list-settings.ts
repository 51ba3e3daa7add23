import { useSearchParams } from 'react-router';
import type { ModuleListOrder } from '../api/get-modules';

const ORDER_KEY = 'sortierung';
const BUDGET_KEY = 'nur-mit-punkten';

/** Order and budget filter of a module list, kept in the address so reloads and links keep them. */
export function useListSettings() {
  const [params, setParams] = useSearchParams();
  const orderBy: ModuleListOrder = params.get(ORDER_KEY) === 'name' ? 'name' : '-visible_from';
  const ignoreExhausted = params.get(BUDGET_KEY) === '1';
  const update = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return {
    orderBy,
    ignoreExhausted,
    setOrderBy: (order: ModuleListOrder) => update(ORDER_KEY, order === 'name' ? 'name' : null),
    setIgnoreExhausted: (value: boolean) => update(BUDGET_KEY, value ? '1' : null),
  };
}
