import { Image, type ImageProps, Skeleton } from '@mantine/core';

/**
 * Width-to-height ratios of the images staff upload: banners (1200 × 400 in the demo data) on wide
 * screens, tiles (400 × 250) on phones and in cards.
 */
export const IMAGE_RATIO = { banner: 3, tile: 16 / 10 } as const;

/**
 * The picture for this screen: the tile on phones, the banner elsewhere, either one when the other
 * is missing; with the ratio of the picture actually chosen.
 */
export function screenImage(
  small: boolean,
  images: { banner?: string | null; tile?: string | null },
): { src: string; ratio: number } | null {
  const order = small ? (['tile', 'banner'] as const) : (['banner', 'tile'] as const);
  const kind = order.find((candidate) => images[candidate]);
  return kind ? { src: images[kind] as string, ratio: IMAGE_RATIO[kind] } : null;
}

interface FramedImageProps {
  src: string;
  alt: string;
  ratio: number;
  radius?: ImageProps['radius'];
  /** cover crops to the frame (decorative banners); contain shows the whole picture (popups with text). */
  fit?: 'cover' | 'contain';
  /** Upper bound of the frame's height on wide screens. */
  maxHeight?: number;
}

/**
 * An image whose space is reserved before it loads: the page does not jump when it arrives
 * (Lighthouse counted 0.34 cumulative layout shift on Home for the quest banner and the popup).
 */
export function FramedImage({ src, alt, ratio, radius, fit = 'cover', maxHeight }: FramedImageProps) {
  return (
    <Image src={src} alt={alt} radius={radius} fit={fit} w="100%" mah={maxHeight} style={{ aspectRatio: ratio }} />
  );
}

/** The frame of a FramedImage while the data that names the image is still loading. */
export function FramedImageSkeleton({ ratio, maxHeight }: { ratio: number; maxHeight?: number }) {
  return <Skeleton radius="md" w="100%" mah={maxHeight} style={{ aspectRatio: ratio }} />;
}
