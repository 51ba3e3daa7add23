import { Image, Text } from '@mantine/core';

/** An illustration with its alt text and optional caption. */
export function ImagePage({ src, alt, caption }: { src: string; alt: string; caption?: string }) {
  return (
    <figure style={{ margin: 0 }}>
      <Image src={src} alt={alt} radius="md" fit="contain" mah={520} />
      {caption && (
        <Text component="figcaption" size="sm" c="dimmed" mt="xs">
          {caption}
        </Text>
      )}
    </figure>
  );
}
