import { Skeleton, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { RichTextFieldProps } from './rich-text-editor';

const RichTextMarkupEditor = lazy(() => import('./rich-text-editor'));

/** The rich-text editor of text pages; tiptap loads on first use, in its own chunk. */
export function RichTextField(props: RichTextFieldProps) {
  return (
    <Suspense
      fallback={
        <Stack gap={4} role="status">
          <Text size="sm" fw={500}>
            {props.label}
          </Text>
          <Skeleton height={200} />
        </Stack>
      }
    >
      <RichTextMarkupEditor {...props} />
    </Suspense>
  );
}
