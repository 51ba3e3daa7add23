import { List, type MantineSize, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { parseRichText, type TextRun } from '../../lib/rich-text';

function Runs({ runs }: { runs: TextRun[] }) {
  return runs.map((run, index) =>
    // Runs never reorder, so their position is a stable key.
    // biome-ignore lint/suspicious/noArrayIndexKey: static text
    run.bold ? <strong key={index}>{run.text}</strong> : <span key={index}>{run.text}</span>,
  );
}

/** Module texts and product descriptions in the lightweight markup (paragraphs, "- " lists, **bold**). */
export function RichText({ source, size }: { source: string; size?: MantineSize }) {
  const blocks = useMemo(() => parseRichText(source), [source]);
  return (
    <Stack gap="sm">
      {blocks.map((block, index) =>
        block.kind === 'paragraph' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: static text
          <Text key={index} size={size}>
            <Runs runs={block.runs} />
          </Text>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: static text
          <List key={index} size={size} spacing={4}>
            {block.items.map((item, itemIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static text
              <List.Item key={itemIndex}>
                <Runs runs={item} />
              </List.Item>
            ))}
          </List>
        ),
      )}
    </Stack>
  );
}
