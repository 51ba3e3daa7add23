import type { PeopleCount } from '@apopunkt/domain/schemas/business';
import { Box, Group, Text } from '@mantine/core';
import { formatPeople } from '../lib/format';

/**
 * Where each first postcode digit's ten regions sit, as blocks of 5 × 2 tiles arranged roughly
 * like Germany (no geodata: a tile map, north at the top).
 */
const ZONE_ORIGIN: Record<string, [number, number]> = {
  '2': [3, 0],
  '1': [9, 1],
  '3': [4, 2],
  '0': [9, 3],
  '4': [0, 4],
  '9': [6, 5],
  '5': [0, 6],
  '6': [2, 8],
  '7': [1, 10],
  '8': [6, 10],
};

function position(zip: string): [number, number] {
  const [x, y] = ZONE_ORIGIN[zip[0] ?? '0'] ?? [0, 0];
  const k = Number(zip[1] ?? 0);
  return [x + (k % 5) + 1, y + Math.floor(k / 5) + 1];
}

/** The first shade of the brand colour dark enough for white text (4.5:1 at 9 px). */
const FIRST_DARK_SHADE = 6;

/** A tile's background and text colour: darker for more people, the text readable on it (WCAG 1.4.3). */
function tileColours(value: PeopleCount | undefined, max: number): { background: string; color: string } {
  const dark = 'var(--mantine-color-black)';
  if (value === undefined) return { background: 'var(--mantine-color-gray-1)', color: dark };
  if (typeof value !== 'number') return { background: 'var(--mantine-color-apo-1)', color: dark };
  const step = Math.min(9, 3 + Math.round((value / Math.max(1, max)) * 6));
  return { background: `var(--mantine-color-apo-${step})`, color: step >= FIRST_DARK_SHADE ? 'white' : dark };
}

/** Reach per two-digit postcode region as a tile map; each tile names its region and count. */
export function ZipTileMap({ cells, label }: { cells: { zip: string; users: PeopleCount }[]; label: string }) {
  const byZip = new Map(cells.map((c) => [c.zip, c.users]));
  const max = Math.max(0, ...cells.map((c) => (typeof c.users === 'number' ? c.users : 0)));
  const tiles = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
  return (
    <Box>
      <Box
        role="img"
        aria-label={label}
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(14, minmax(0, 1fr))',
          gridTemplateRows: 'repeat(12, auto)',
          gap: 2,
          maxWidth: 460,
        }}
      >
        {tiles.map((zip) => {
          const value = byZip.get(zip);
          const [column, row] = position(zip);
          const colours = tileColours(value, max);
          return (
            // A plain element with a title, not a Mantine Tooltip: a hundred floating tooltips cost a
            // phone a good part of the dashboard's first render (Lighthouse, issue 36 §11).
            <div
              key={zip}
              title={`PLZ ${zip}: ${value === undefined ? 'keine' : formatPeople(value)}`}
              style={{
                gridColumn: column,
                gridRow: row,
                aspectRatio: '1',
                background: colours.background,
                borderRadius: 3,
                fontSize: 9,
                display: 'grid',
                placeItems: 'center',
                color: colours.color,
              }}
            >
              {zip}
            </div>
          );
        })}
      </Box>
      <Group gap="xs" mt="xs">
        <Text size="xs" c="dimmed">
          Hell: wenige oder „&lt; 5“, dunkel: viele erreichte Personen. Grau: keine.
        </Text>
      </Group>
    </Box>
  );
}
