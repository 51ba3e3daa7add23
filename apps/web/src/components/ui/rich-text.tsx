import { Anchor, List, type MantineSize, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { parseRichText, type TextRun } from '../../lib/rich-text';

function Run({ run }: { run: TextRun }) {
  const text = run.bold ? <strong>{run.text}</strong> : run.text;
  // The parser only makes https links; they open outside the portal.
  return run.href ? (
    <Anchor href={run.href} target="_blank" rel="noopener noreferrer">
      {text}
    </Anchor>
  ) : (
    <span>{text}</span>
  );
}

function Runs({ runs }: { runs: TextRun[] }) {
  return runs.map((run, index) => (
    // Runs never reorder, so their position is a stable key.
    // biome-ignore lint/suspicious/noArrayIndexKey: static text
    <Run key={index} run={run} />
  ));
}

/** Module texts and product descriptions in the lightweight markup (paragraphs, "- " lists, **bold**, https links). */
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
